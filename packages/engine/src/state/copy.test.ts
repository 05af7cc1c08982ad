import { describe, expect, it } from 'vitest';
import { seedRng } from '../rng/rng.ts';
import type { GameState } from './types.ts';
import { copyState } from './copy.ts';
import { hashJson } from './hash.ts';
import { bound, testSlots } from '../testing/bindings.ts';

/** A state using every optional part of the model: hands, open zones, frames with items, schedules. */
function sample(): GameState {
  return {
    v: 2,
    names: testSlots.names,
    rulesetHash: 'h',
    mode: 'p:m',
    options: { level: 2 },
    seed: 'x',
    rng: seedRng(3),
    zones: {
      grid: { kind: 'grid', rows: 1, cols: 2, cells: ['c0', null], locks: { r0: -1 } },
      deck: { kind: 'stack', items: ['c1'], openTo: ['s0'] },
      'hand@s0': { kind: 'hand', owner: 's0', items: [] },
    },
    components: {
      c0: {
        id: 'c0',
        def: 'p:a',
        location: { zone: 'grid', cell: 0 },
        faceUp: true,
        seenBy: ['s0'],
        markers: { m: 1 },
      },
      c1: { id: 'c1', def: 'p:b', location: { zone: 'deck' }, faceUp: false, seenBy: [], markers: {} },
    },
    pieces: {
      p0: {
        id: 'p0',
        def: 'p:x',
        seat: 's0',
        location: { component: 'c0' },
        status: 'active',
        markers: {},
        vars: { n: 1 },
        plan: ['look', ''],
        done: ['move'],
      },
      p1: {
        id: 'p1',
        def: 'p:x',
        seat: null,
        location: { zone: 'deck' },
        status: 'escaped',
        markers: {},
        vars: {},
        plan: [],
        done: [],
      },
    },
    seats: { s0: { id: 's0', markers: { t: 2 }, role: 'r', team: null, vars: {}, eyesOpen: true } },
    seatOrder: ['s0'],
    counters: { turns: 3 },
    vars: { flags: 'a' },
    scheduled: [
      {
        id: 'x0',
        on: 'reveal',
        remaining: 1,
        node: 4,
        source: { def: 'p:a', path: '/t' },
        bindings: bound({ list: ['a'], from: null }),
        action: 2,
      },
    ],
    order: ['p0', 'p1'],
    turn: 1,
    action: 2,
    next: { component: 2, piece: 2, scheduled: 1 },
    stack: [
      { n: 0, pc: 2, b: bound({}) },
      { n: 5, pc: 0, b: bound({ actor: 'p0', serial: 2 }), items: ['p0'], seen: [] },
    ],
    pending: { id: 'd1', kind: 'choose', seats: ['s0'], prompt: 'Pick', options: { s0: [{ id: 'a', label: 'A' }] } },
    step: 1,
    result: null,
  };
}

describe('copyState', () => {
  it('gives a state equal to a structured clone, with the same hash', () => {
    const s = sample();
    expect(copyState(s)).toEqual(structuredClone(s));
    expect(hashJson(copyState(s))).toBe(hashJson(s));
  });

  it('copies what play changes, so changing the copy leaves the original alone', () => {
    const s = sample();
    const before = structuredClone(s);
    const c = copyState(s);
    c.rng.s[0] = 0;
    (c.zones.grid as { cells: Array<string | null> }).cells[1] = 'c1';
    (c.components.c0 as { markers: Record<string, number> }).markers.m = 5;
    c.pieces.p0?.plan.push('x');
    c.stack[1]?.seen?.push('p0');
    const [x] = c.scheduled;
    if (x) {
      x.remaining = 0;
      (x.bindings[testSlots.index.get('list') as number] as string[]).push('b');
    }
    c.counters.turns = 0;
    expect(s).toEqual(before);
  });
});
