// The pack `roomsmith init` writes: a small, complete game that validates,
// plays and passes its test on its own (no other pack needed), so a new author
// starts from something that works and changes it a piece at a time: a 3×3
// complex around a Central Room, hidden rooms, programmed Look and Move, a
// countdown, and one room of the author's own to edit first.

/** Content files of the new pack by path (without `$schema`, added per file by the caller). */
export function packTemplate(id: string, name: string): Record<string, Record<string, unknown>> {
  const alive = { select: 'pieces', status: 'active' };
  const onExit = { op: 'is', of: { select: 'location', of: 'it' }, def: 'exit' };
  return {
    'pack.json': {
      id,
      name: { en: name },
      version: '0.1.0',
      formatVersion: 1,
      description: { en: `${name}: a new Roomsmith pack.` },
      languages: ['en'],
      dependencies: {},
      markers: [{ id: 'do-not-cross', name: { en: 'Do Not Cross' } }],
    },
    'rooms/central.json': { kind: 'room', id: 'central', name: { en: 'Central Room' }, colour: 'green' },
    'rooms/empty.json': { kind: 'room', id: 'empty', name: { en: 'Empty Room' }, colour: 'green' },
    'rooms/exit.json': { kind: 'room', id: 'exit', name: { en: 'Exit' }, colour: 'green' },
    'rooms/deadly.json': {
      kind: 'room',
      id: 'deadly',
      name: { en: 'Deadly Room' },
      colour: 'red',
      triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
    },
    'rooms/my-room.json': {
      kind: 'room',
      id: 'my-room',
      name: { en: 'My Room' },
      colour: 'yellow',
      description: { en: 'Your first room: whoever enters it marks it, and nobody may enter it again.' },
      triggers: [{ on: 'enter', do: [{ do: 'add-marker', to: 'self', marker: 'do-not-cross' }] }],
      modifiers: [
        { rule: 'block-entry', while: { op: 'gt', a: { op: 'marker', of: 'self', name: 'do-not-cross' }, b: 0 } },
      ],
    },
    'characters/ann.json': { kind: 'character', id: 'ann', name: { en: 'Ann' } },
    'characters/bob.json': { kind: 'character', id: 'bob', name: { en: 'Bob' } },
    'modes/escape.json': {
      kind: 'mode',
      id: 'escape',
      name: { en: 'Escape' },
      description: { en: 'Find the exit in a 3×3 complex before time runs out; stay out of the Deadly Room.' },
      seats: { players: { min: 1, max: 2 } },
      zones: [
        {
          id: 'complex',
          kind: 'grid',
          rows: 3,
          cols: 3,
          fixedRows: [1],
          fixedCols: [1],
          regions: { centre: [[1, 1]], ring: { from: [1, 1], min: 1, max: 2 } },
        },
        { id: 'box', kind: 'stack' },
      ],
      counters: [{ id: 'turns-left', initial: 6 }],
      setup: {
        steps: [
          { do: 'create-components', zone: 'complex', region: 'centre', faceUp: true, items: [{ def: 'central' }] },
          {
            do: 'create-components',
            zone: 'box',
            items: [{ def: 'empty', count: 5 }, { def: 'deadly' }, { def: 'my-room' }, { def: 'exit' }],
          },
          { do: 'shuffle', zone: 'box' },
          { do: 'deal-to-cells', from: 'box', to: 'complex', region: 'ring' },
          {
            do: 'create-pieces',
            defs: ['ann', 'bob'],
            seat: { select: 'seats' },
            at: { select: 'components', def: 'central' },
          },
        ],
      },
      triggers: [
        {
          on: 'enter',
          where: { op: 'not', arg: { op: 'face-up', of: 'self' } },
          do: [{ do: 'reveal', component: 'self' }],
        },
      ],
      actions: [
        {
          id: 'look',
          name: { en: 'Look' },
          target: {
            from: { select: 'components', faceUp: false, where: { op: 'in-zone', of: 'it', zone: 'complex' } },
          },
          do: [{ do: 'peek', component: 'target' }],
        },
        {
          id: 'move',
          name: { en: 'Move' },
          target: { from: { select: 'adjacent', of: { select: 'location', of: 'actor' } } },
          do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
        },
      ],
      phases: [
        ...[1, 2].map((n) => ({
          type: 'each',
          id: `act-${n}`,
          who: { select: 'pieces', kind: 'character' },
          do: [{ do: 'take-action', piece: 'it', distinct: true, actions: ['look', 'move'] }],
        })),
        {
          type: 'effects',
          id: 'countdown',
          do: [{ do: 'adjust-counter', counter: 'turns-left', by: -1 }, { do: 'rotate-order' }],
        },
      ],
      endings: [
        { when: { op: 'eq', a: { op: 'count', of: alive }, b: 0 }, outcome: 'defeat', text: { en: 'Nobody is left' } },
        {
          when: {
            op: 'and',
            args: [
              { op: 'gt', a: { op: 'count', of: alive }, b: 0 },
              { op: 'eq', a: { op: 'count', of: alive }, b: { op: 'count', of: { ...alive, where: onExit } } },
            ],
          },
          outcome: 'victory',
          winners: { select: 'seats' },
          text: { en: 'Everyone left standing reached the exit' },
        },
        {
          when: { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 },
          outcome: 'defeat',
          text: { en: 'Time ran out' },
        },
      ],
    },
    'tests/my-room-blocks-a-second-entry.json': {
      kind: 'pack-test',
      id: 'my-room-blocks-a-second-entry',
      name: { en: 'Once someone has entered My Room, nobody may enter it again.' },
      mode: 'escape',
      seed: 1,
      seats: 2,
      description: {
        en: 'Ann enters My Room first; when Bob moves next, My Room is not among the rooms he may enter.',
      },
      layout: {
        grid: [
          ['empty', 'my-room', 'empty'],
          ['empty', 'central', 'empty'],
          ['empty', 'exit', 'deadly'],
        ],
        revealed: [[1, 1]],
        figures: [
          { character: 'ann', seat: 's0', cell: [1, 1] },
          { character: 'bob', seat: 's1', cell: [1, 1] },
        ],
      },
      answers: [
        { seat: 's0', option: 'action:move' },
        { seat: 's0', option: 'target:c1' },
        { seat: 's1', option: 'action:move' },
      ],
      expect: [
        { expect: 'marker', marker: 'do-not-cross', cell: [0, 1], present: true },
        {
          expect: 'pending',
          seat: 's1',
          options: ['target:c3', 'target:c5', 'target:c7'],
          absent: ['target:c1'],
          after: 3,
        },
      ],
    },
  };
}
