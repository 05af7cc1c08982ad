import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { defsOf, lay, modeOf, type Table } from '../testing/table.ts';
import { runtimeFor } from '../match/match.ts';
import { addComponent } from './table.ts';
import {
  activeFlags,
  allowedTargets,
  isForbidden,
  isForbiddenNamed,
  MAX_PROGRAM,
  programLimit,
  programRooms,
  programRules,
} from './modifiers.ts';
import { addMarkers, makeComponent, wrote } from './writes.ts';
import { markerKey, removeMarker } from './markers.ts';
import { MARKERS } from '../ruleset/reads.ts';

const room = (id: string, modifiers: unknown[]) => ({ kind: 'room', id, modifiers });

/** A runtime over a laid-out table (its probe phase never runs). */
function tableRuntime(t: Table) {
  const rs = compileOrThrow(pack('t', [...defsOf(t), modeOf(t, { do: 'let', name: 'n', value: 0, run: [] })]));
  return runtimeFor(rs, lay(rs, t));
}

describe('modifiers of rooms not on the table', () => {
  const table: Table = {
    grid: ['y z'],
    pieces: { p1: 'r0c0' },
    actions: [{ id: 'go', do: [] }],
    defs: [
      room('x', [
        { rule: 'forbid-action', actions: ['go'] },
        { rule: 'max-program', count: 1 },
      ]),
    ],
  };

  it('forbid nothing while no room of their definition is dealt', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go')).toBe(false);
  });

  it('apply to a piece in a room of their definition made after a first question', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go')).toBe(false);
    expect(programLimit(rt, 'p1', 2)).toBe(2);
    const c = addComponent(rt.s, 't:x', true);
    (rt.s.pieces.p1 as { location: unknown }).location = { component: c.id };
    expect(isForbidden(rt, 'p1', 'go')).toBe(true);
    expect(programLimit(rt, 'p1', 2)).toBe(1);
  });

  it('leave max-program out of the programme rules in force until such a room is made', () => {
    const rt = tableRuntime(table);
    expect(programRules(rt)).toBe(0);
    makeComponent(rt, 't:x', true);
    expect(programRules(rt)).toBe(MAX_PROGRAM);
  });

  it('apply again in a new state of the same mode that has such a room', () => {
    const withX: Table = { ...table, grid: ['x z'] };
    const rt1 = tableRuntime(table);
    expect(isForbidden(rt1, 'p1', 'go')).toBe(false);
    const rt2 = tableRuntime(withX);
    expect(isForbidden(rt2, 'p1', 'go')).toBe(true);
  });
});

describe('forbid-action of rooms, each listing its own actions', () => {
  const table: Table = {
    grid: ['x y z'],
    pieces: { p1: 'r0c0', p2: 'r0c1', p3: 'r0c2' },
    actions: [
      { id: 'go', do: [] },
      { id: 'stay', do: [] },
    ],
    defs: [
      room('x', [{ rule: 'forbid-action', actions: ['go'] }]),
      room('y', [{ rule: 'forbid-action', actions: ['stay'] }]),
    ],
  };

  it('forbid an action only to the occupants of a room that lists it', () => {
    const rt = tableRuntime(table);
    expect([isForbidden(rt, 'p1', 'go'), isForbidden(rt, 'p2', 'go'), isForbidden(rt, 'p3', 'go')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([isForbidden(rt, 'p1', 'stay'), isForbidden(rt, 'p2', 'stay'), isForbidden(rt, 'p3', 'stay')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('follow a piece that moved onto such a room since the last question', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p3', 'go')).toBe(false);
    (rt.s.pieces.p3 as { location: unknown }).location = rt.s.pieces.p1?.location;
    expect(isForbidden(rt, 'p3', 'go')).toBe(true);
  });
});

describe('the rooms programme rules reach pieces on', () => {
  const table = (grid: string, defs: Table['defs']): Table => ({
    grid: [grid],
    pieces: { p1: 'r0c0' },
    actions: [{ id: 'go', do: [] }],
    defs,
  });
  const idsOf = (rt: ReturnType<typeof tableRuntime>, def: string) =>
    Object.values(rt.s.components)
      .filter((c) => c.def === def)
      .map((c) => c.id);

  it('are the components of the definitions whose max-program applies to their occupants', () => {
    const rt = tableRuntime(table('x z x', [room('x', [{ rule: 'max-program', count: 1 }])]));
    expect(programRooms(rt, programRules(rt))).toEqual(idsOf(rt, 't:x'));
  });

  it('are none while no programme rule is in play', () => {
    const rt = tableRuntime(table('y z', [room('x', [{ rule: 'max-program', count: 1 }])]));
    expect(programRooms(rt, programRules(rt))).toEqual([]);
  });

  it('are asked again once a component of such a definition was made since the last question', () => {
    const rt = tableRuntime(table('x z', [room('x', [{ rule: 'max-program', count: 1 }])]));
    expect(programRooms(rt, programRules(rt))).toEqual(idsOf(rt, 't:x'));
    const made = makeComponent(rt, 't:x', true);
    expect(programRooms(rt, programRules(rt))).toEqual(idsOf(rt, 't:x'));
    expect(idsOf(rt, 't:x')).toContain(made.id);
  });

  it('are those of each state asked in turn, not the last one kept', () => {
    const rt1 = tableRuntime(table('x z', [room('x', [{ rule: 'max-program', count: 1 }])]));
    const rt2 = tableRuntime(table('z z', [room('x', [{ rule: 'max-program', count: 1 }])]));
    expect(programRooms(rt1, programRules(rt1))).toEqual(idsOf(rt1, 't:x'));
    expect(programRules(rt2)).toBe(0);
    expect(programRooms(rt2, programRules(rt2))).toEqual([]);
    expect(programRooms(rt1, programRules(rt1))).toEqual(idsOf(rt1, 't:x'));
  });

  it("are not known when a piece definition's own programme modifier can reach a piece anywhere", () => {
    const rt = tableRuntime({
      ...table('x z', [room('x', [{ rule: 'max-program', count: 1 }])]),
      pieces: { p1: { at: 'r0c1', def: 'robot' } },
      defs: [
        room('x', [{ rule: 'max-program', count: 1 }]),
        { kind: 'piece', id: 'robot', modifiers: [{ rule: 'max-program', count: 1, scope: 'self' }] },
      ],
    });
    expect(programRooms(rt, programRules(rt))).toBeNull();
  });
});

describe("a piece definition's own modifiers", () => {
  const table: Table = {
    grid: ['y z'],
    pieces: { p1: { at: 'r0c0', def: 'robot' }, p2: 'r0c1' },
    actions: [{ id: 'go', do: [] }],
    defs: [{ kind: 'piece', id: 'robot', modifiers: [{ rule: 'forbid-action', actions: ['go'] }] }],
  };

  it('apply to the pieces of that definition, wherever they stand', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go')).toBe(true);
  });

  it('spare the pieces of other definitions', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p2', 'go')).toBe(false);
  });

  it('answer the same when the caller hands the piece record in', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go', rt.s.pieces.p1)).toBe(true);
    expect(isForbidden(rt, 'p2', 'go', rt.s.pieces.p2)).toBe(false);
  });

  it("make the action impossible for such a piece when its record is handed to the action's possible", () => {
    const rt = tableRuntime(table);
    const go = rt.mode.actions.go;
    expect(go?.possible(rt, 'p1', rt.s.pieces.p1)).toBe(false);
    expect(go?.possible(rt, 'p2', rt.s.pieces.p2)).toBe(true);
  });
});

describe('flags of rooms not on the table', () => {
  const table: Table = {
    grid: ['y z'],
    pieces: { p1: 'r0c0' },
    defs: [room('x', [{ rule: 'flag', name: 'quiet' }])],
  };

  it('are not raised while no room of their definition is dealt', () => {
    expect(activeFlags(tableRuntime(table))).toEqual([]);
  });

  it('are raised once a piece stands in such a room made after a first question', () => {
    const rt = tableRuntime(table);
    expect(activeFlags(rt)).toEqual([]);
    const c = makeComponent(rt, 't:x', true);
    (rt.s.pieces.p1 as { location: unknown }).location = { component: c.id };
    expect(activeFlags(rt)).toEqual(['quiet']);
  });
});

describe('forbid-action of rooms and of piece definitions together', () => {
  const table: Table = {
    grid: ['x z'],
    pieces: { p1: { at: 'r0c0', def: 'robot' }, p2: 'r0c0', p3: { at: 'r0c1', def: 'robot' } },
    actions: [
      { id: 'go', do: [] },
      { id: 'look', do: [] },
      { id: 'wait', do: [] },
    ],
    defs: [
      room('x', [{ rule: 'forbid-action', actions: ['wait', 'go'] }]),
      { kind: 'piece', id: 'robot', modifiers: [{ rule: 'forbid-action', actions: ['look'] }] },
    ],
  };

  it("forbid each action a room's modifier lists to the pieces in it", () => {
    const rt = tableRuntime(table);
    expect([isForbidden(rt, 'p2', 'go'), isForbidden(rt, 'p2', 'wait'), isForbidden(rt, 'p2', 'look')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("forbid a piece definition's own listed action in a room that forbids others", () => {
    const rt = tableRuntime(table);
    expect([isForbidden(rt, 'p1', 'look'), isForbidden(rt, 'p1', 'go')]).toEqual([true, true]);
  });

  it('leave possible the actions no modifier lists, and not those listed', () => {
    const rt = tableRuntime(table);
    const { go, look } = rt.mode.actions;
    expect([look?.possible(rt, 'p2'), go?.possible(rt, 'p2')]).toEqual([true, false]);
  });

  it("spare a piece outside the room what only the room's modifier lists", () => {
    const rt = tableRuntime(table);
    expect([isForbidden(rt, 'p3', 'look'), isForbidden(rt, 'p3', 'go')]).toEqual([true, false]);
  });

  it('answer the same through isForbiddenNamed for the actions some modifier names', () => {
    const rt = tableRuntime(table);
    const asked = ['p1', 'p2', 'p3'].flatMap((p) => ['go', 'look', 'wait'].map((a) => [p, a] as const));
    expect(asked.map(([p, a]) => isForbiddenNamed(rt, p, a))).toEqual(asked.map(([p, a]) => isForbidden(rt, p, a)));
  });
});

describe('block-entry whose while reads a marker of its room', () => {
  const closed = { op: 'gt', a: { op: 'marker', of: 'self', name: 'shut' }, b: 0 };
  const table: Table = {
    grid: ['y x z'],
    pieces: { p1: 'r0c0', p2: 'r0c2' },
    actions: [{ id: 'go', do: [] }],
    defs: [room('x', [{ rule: 'block-entry', while: closed }])],
  };
  const markers = (rt: ReturnType<typeof tableRuntime>) =>
    (rt.s.components.r0c1 as { markers: Record<string, number> }).markers;

  it('lets its room be a target while the marker is absent', () => {
    const rt = tableRuntime(table);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1', 'r0c2'])).toEqual(['r0c1', 'r0c2']);
  });

  it('refuses its room to every piece once the marker is added', () => {
    const rt = tableRuntime(table);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1', 'r0c2'])).toEqual(['r0c1', 'r0c2']);
    addMarkers(rt, markers(rt), markerKey('shut', undefined), 1);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1', 'r0c2'])).toEqual(['r0c2']);
    expect(allowedTargets(rt, 'p2', 'go', ['r0c0', 'r0c1'])).toEqual(['r0c0']);
  });

  it('lets its room be a target again once the marker is removed', () => {
    const rt = tableRuntime(table);
    addMarkers(rt, markers(rt), markerKey('shut', undefined), 1);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1'])).toEqual([]);
    removeMarker(markers(rt), 'shut', undefined, null);
    wrote(rt, MARKERS);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1'])).toEqual(['r0c1']);
  });
});

describe('block-entry with an except for some pieces', () => {
  const table: Table = {
    grid: ['y x'],
    pieces: { p1: 'r0c0', p2: { at: 'r0c0', def: 'ghost' } },
    actions: [{ id: 'go', do: [] }],
    defs: [
      { kind: 'character', id: 'ghost' },
      room('x', [{ rule: 'block-entry', except: { op: 'is', of: 'piece', def: 'ghost' } }]),
    ],
  };

  it('refuses its room to the other pieces and lets the excepted one in', () => {
    const rt = tableRuntime(table);
    expect(allowedTargets(rt, 'p1', 'go', ['r0c1'])).toEqual([]);
    expect(allowedTargets(rt, 'p2', 'go', ['r0c1'])).toEqual(['r0c1']);
  });
});
