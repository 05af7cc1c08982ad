// A small real ruleset for tests that drive the real engine: a 3×3 complex
// with a fixed Central Room, hidden rooms (empty, deadly, a blocking flood,
// the exit), programmed Look/Move, a countdown and cooperative endings. It is
// Room 25 in miniature, written inline so sim's tests do not depend on the
// state of the content packs.
import { compileRuleset, type Ruleset } from '@roomsmith/engine';
import { engine } from '../engine-api.ts';

const alive = { select: 'pieces', status: 'active' };

/** The mini pack's entities. */
export const miniEntities: unknown[] = [
  { kind: 'room', id: 'central', name: 'Central Room', modifiers: [] },
  { kind: 'room', id: 'empty', name: 'Empty Room' },
  { kind: 'room', id: 'exit', name: 'Exit' },
  {
    kind: 'room',
    id: 'deadly',
    name: 'Deadly Chamber',
    triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
  },
  {
    kind: 'room',
    id: 'flooded',
    name: 'Flooded Chamber',
    triggers: [{ on: 'enter', do: [{ do: 'add-marker', to: 'self', marker: 'do-not-cross' }] }],
    modifiers: [
      { rule: 'block-entry', while: { op: 'gt', a: { op: 'marker', of: 'self', name: 'do-not-cross' }, b: 0 } },
    ],
  },
  { kind: 'character', id: 'ann', name: 'Ann' },
  { kind: 'character', id: 'bob', name: 'Bob' },
  {
    kind: 'mode',
    id: 'mini',
    name: 'Mini',
    seats: { min: 1, max: 4 },
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
    setup: [
      { do: 'create-components', zone: 'complex', region: 'centre', faceUp: true, items: [{ def: 'central' }] },
      {
        do: 'create-components',
        zone: 'box',
        items: [{ def: 'empty', count: 4 }, { def: 'deadly' }, { def: 'flooded' }, { def: 'exit' }, { def: 'empty' }],
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
        name: 'Look',
        target: { from: { select: 'components', faceUp: false, where: { op: 'in-zone', of: 'it', zone: 'complex' } } },
        do: [{ do: 'peek', component: 'target' }],
      },
      {
        id: 'move',
        name: 'Move',
        target: { from: { select: 'adjacent', of: { select: 'location', of: 'actor' } } },
        do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
      },
    ],
    turn: [
      { type: 'program', id: 'program', actions: ['look', 'move'], slots: 2, min: 1, distinct: true },
      { type: 'act', id: 'act-1', slot: 0 },
      { type: 'act', id: 'act-2', slot: 1 },
      {
        type: 'effects',
        id: 'countdown',
        do: [{ do: 'adjust-counter', counter: 'turns-left', by: -1 }, { do: 'rotate-order' }],
      },
    ],
    endings: [
      {
        when: { op: 'ge', a: { op: 'count', of: { select: 'pieces', status: 'eliminated' } }, b: 2 },
        outcome: 'defeat',
        text: 'Two are lost',
      },
      { when: { op: 'eq', a: { op: 'count', of: alive }, b: 0 }, outcome: 'defeat', text: 'Nobody is left' },
      {
        when: {
          op: 'eq',
          a: { op: 'count', of: alive },
          b: {
            op: 'count',
            of: {
              select: 'pieces',
              status: 'active',
              where: { op: 'is', of: { select: 'location', of: 'it' }, def: 'exit' },
            },
          },
        },
        outcome: 'victory',
        winners: { select: 'seats' },
        text: 'Everyone left standing reached the exit',
      },
      { when: { op: 'le', a: { op: 'counter', name: 'turns-left' }, b: 0 }, outcome: 'defeat', text: 'Time ran out' },
    ],
  },
];

/** The mini pack as compileRuleset takes it. */
export const miniPack = { manifest: { id: 'mini', version: '1.0.0' }, entities: miniEntities };

/** Compiles the mini pack, failing loudly on diagnostics. */
export function miniRuleset(): Ruleset {
  const { ruleset, diagnostics } = compileRuleset([miniPack]);
  if (!ruleset) throw new Error(diagnostics.map((d) => `${d.file}${d.pointer}: ${d.message}`).join('\n'));
  return ruleset;
}

/** The worker-pool factory of the mini game. */
export function miniGame(): { engine: typeof engine; ruleset: Ruleset } {
  return { engine, ruleset: miniRuleset() };
}
