import { describe, expect, it } from 'vitest';
import {
  checkCounters,
  checkFixed,
  checkInvariants,
  checkPieces,
  checkPlacement,
  checkStep,
  remember,
} from './invariants.ts';
import type { StateShape } from './state-shape.ts';

function table(): StateShape {
  return {
    zones: { grid: { kind: 'grid', rows: 1, cols: 3, cells: ['a', 'b', 'c'] }, pile: { kind: 'stack', items: ['d'] } },
    components: {
      a: { def: 'central', location: { zone: 'grid', cell: 0 }, markers: {} },
      b: { def: 'flooded', location: { zone: 'grid', cell: 1 }, markers: {} },
      c: { def: 'empty', location: { zone: 'grid', cell: 2 }, markers: {} },
      d: { def: 'card', location: { zone: 'pile' }, markers: {} },
    },
    pieces: {
      p0: { def: 'alice', location: { component: 'a' }, status: 'active' },
      p1: { def: 'max', location: null, status: 'eliminated' },
    },
    counters: { countdown: 8 },
    seats: {},
  };
}
const rules = {
  fixed: [{ def: 'central', zone: 'grid', cell: 0 }],
  counterRanges: { countdown: { min: 0, max: 8 } },
  blockingMarkers: ['do-not-cross'],
};

describe('state invariants', () => {
  it('find nothing wrong with a consistent table', () => {
    expect(checkInvariants(table(), rules, remember(table(), rules))).toEqual([]);
  });

  it('catch one tile on two cells', () => {
    const s = table();
    if (s.zones.grid?.kind === 'grid') s.zones.grid.cells[2] = 'a';
    expect(checkPlacement(s).join('\n')).toMatch(/component a is both at grid#0 and at grid#2/);
  });

  it('catch a component whose location disagrees with its zone', () => {
    const s = table();
    s.components.d = { def: 'card', location: { zone: 'grid', cell: 1 }, markers: {} };
    expect(checkPlacement(s).join('\n')).toMatch(/listed in pile but records another place/);
  });

  it('catch a component that records a place no zone gives it', () => {
    const s = table();
    s.components.e = { def: 'x', location: { zone: 'pile' }, markers: {} };
    expect(checkPlacement(s)).toEqual([expect.stringMatching(/component e records/)]);
  });

  it('catch an active piece standing on a tile that is off the table', () => {
    const s = table();
    s.components.e = { def: 'x', location: null, markers: {} };
    s.pieces.p0 = { def: 'alice', location: { component: 'e' }, status: 'active' };
    expect(checkPieces(s)).toEqual(['piece p0 stands on e, which is not on the table']);
  });

  it('catch an active piece standing on a tile outside the zones pieces may use', () => {
    const s = table();
    s.pieces.p0 = { def: 'alice', location: { component: 'd' }, status: 'active' };
    expect(checkPieces(s, { pieceZones: ['grid'] })).toEqual(['piece p0 stands on d, which lies in pile']);
  });

  it('catch a fixed tile that moved', () => {
    const s = table();
    if (s.zones.grid?.kind === 'grid') s.zones.grid.cells = ['b', 'a', 'c'];
    expect(checkFixed(s, rules)).toEqual(['central is no longer on grid#0']);
  });

  it('catch a counter out of its range', () => {
    const s = table();
    s.counters.countdown = -1;
    expect(checkCounters(s, rules)).toEqual(['counter countdown is -1, below 0']);
  });

  it('catch a piece that disappeared', () => {
    const before = remember(table(), rules);
    const s = table();
    delete s.pieces.p1;
    expect(checkStep(before, s)).toEqual(['piece count changed from 2 to 1']);
  });

  it('let a declared spawn come into play, one per source component', () => {
    const before = remember(table(), rules);
    const s = table();
    s.pieces.p9 = { def: 'bot', location: { component: 'b' }, status: 'active' };
    expect(checkStep(before, s, { spawns: [{ def: 'bot', per: s.components.b?.def ?? '' }] })).toEqual([]);
  });

  it('catch a piece that comes into play without being a declared spawn', () => {
    const before = remember(table(), rules);
    const s = table();
    s.pieces.p9 = { def: 'bot', location: { component: 'b' }, status: 'active' };
    expect(checkStep(before, s)).toEqual(['piece count changed from 2 to 3']);
  });

  it('catch more spawned pieces than their source components', () => {
    const before = remember(table(), rules);
    const s = table();
    s.pieces.p8 = { def: 'bot', location: { component: 'b' }, status: 'active' };
    s.pieces.p9 = { def: 'bot', location: { component: 'b' }, status: 'active' };
    expect(checkStep(before, s, { spawns: [{ def: 'bot', per: s.components.b?.def ?? '' }] })).toEqual([
      `2 pieces of bot for 1 components of ${s.components.b?.def ?? ''}`,
    ]);
  });

  it('catch a piece entering a room already marked as blocking', () => {
    const s = table();
    if (s.components.b) s.components.b.markers['do-not-cross'] = 1;
    const before = remember(s, rules);
    s.pieces.p0 = { def: 'alice', location: { component: 'b' }, status: 'active' };
    expect(checkStep(before, s)).toEqual(['piece p0 entered blocked component b']);
  });

  it('let a piece enter a room whose block was lifted earlier in the same step', () => {
    const s = table();
    if (s.components.b) s.components.b.markers['do-not-cross'] = 1;
    const before = remember(s, rules);
    s.pieces.p0 = { def: 'alice', location: { component: 'b' }, status: 'active' };
    const events = [
      { type: 'marker-removed', data: { on: 'b', marker: 'do-not-cross', count: 1 } },
      { type: 'piece-moved', piece: 'p0', data: { from: 'a', to: 'b' } },
      { type: 'marker-added', data: { on: 'b', marker: 'do-not-cross', count: 1 } },
    ];
    expect(checkStep(before, s, rules, events)).toEqual([]);
  });

  it('catch a piece entering a room blocked at that moment of the step', () => {
    const before = remember(table(), rules);
    const s = table();
    if (s.components.b) s.components.b.markers['do-not-cross'] = 1;
    s.pieces.p0 = { def: 'alice', location: { component: 'b' }, status: 'active' };
    const events = [
      { type: 'marker-added', data: { on: 'b', marker: 'do-not-cross', count: 1 } },
      { type: 'piece-moved', piece: 'p0', data: { from: 'a', to: 'b' } },
    ];
    expect(checkStep(before, s, rules, events)).toEqual(['piece p0 entered blocked component b']);
  });

  it('still catch an entry into a room blocked before the step that no event lifted', () => {
    const s = table();
    if (s.components.b) s.components.b.markers['do-not-cross'] = 1;
    const before = remember(s, rules);
    s.pieces.p0 = { def: 'alice', location: { component: 'b' }, status: 'active' };
    const events = [{ type: 'piece-moved', piece: 'p0', data: { from: 'a', to: 'b' } }];
    expect(checkStep(before, s, rules, events)).toEqual(['piece p0 entered blocked component b']);
  });

  it('let a piece stay in a room that became blocked as it entered', () => {
    const before = remember(table(), rules);
    const s = table();
    if (s.components.b) s.components.b.markers['do-not-cross'] = 1;
    s.pieces.p0 = { def: 'alice', location: { component: 'b' }, status: 'active' };
    expect(checkStep(before, s)).toEqual([]);
  });

  const tokens = { conserved: [{ marker: 'lock', pieceVar: 'locks' }] };
  const locked = (onBoard: number, inHand: number): StateShape => {
    const s = table();
    if (s.components.b) s.components.b.markers.lock = onBoard;
    if (s.pieces.p0) s.pieces.p0.vars = { locks: inHand };
    return s;
  };

  it.each([
    ['a token moved from a reserve onto the board', locked(1, 1), []],
    ['a token that vanished', locked(0, 1), ['lock tokens went from 2 to 1']],
    ['a token made out of nothing', locked(2, 1), ['lock tokens went from 2 to 3']],
  ])('count conserved tokens on the board and in reserves: %s', (_name, after, expected) => {
    expect(checkStep(remember(locked(0, 2), tokens), after, tokens)).toEqual(expected);
  });

  const once = { usage: [{ used: 'boost-used', allowance: 1, bonus: 'boost-back' }] };
  it.each([
    ['used once', { 'boost-used': 1 }, []],
    ['used twice after getting it back once', { 'boost-used': 2, 'boost-back': 1 }, []],
    ['used twice without getting it back', { 'boost-used': 2 }, ['piece p0 has boost-used 2, more than 1']],
  ])('catch a once-a-game token used too often: %s', (_name, vars, expected) => {
    const s = table();
    if (s.pieces.p0) s.pieces.p0.vars = vars;
    expect(checkInvariants(s, once)).toEqual(expected);
  });
});
