import { describe, expect, it } from 'vitest';
import { copyPlan, inSeatOrder, MAX_PROGRAMMES, programmeCount, programmes } from './program.ts';
import { compileRuleset } from '../ruleset/compile.ts';
import { pack } from '../testing/harness.ts';

describe('programmes', () => {
  it.each([
    ['ordered pairs of different actions', ['a', 'b', 'c'], 2, true, ['a,b', 'a,c', 'b,a', 'b,c', 'c,a', 'c,b']],
    ['pairs that may repeat', ['a', 'b'], 2, false, ['a,a', 'a,b', 'b,a', 'b,b']],
    ['single actions', ['a', 'b'], 1, true, ['a', 'b']],
    ['nothing to program', ['a'], 0, true, ['']],
    ['too few actions for all-different', ['a'], 2, true, []],
  ] as const)('lists %s', (_name, actions, k, distinct, expected) => {
    expect(programmes([...actions], k, distinct).map((p) => p.join(','))).toEqual(expected);
  });
});

describe('asked pieces in seat order', () => {
  it('gives the round itself when its seats are in order already', () => {
    const round = [{ seat: 's1' }, { seat: 's2' }, { seat: 's3' }];
    expect(inSeatOrder(round)).toBe(round);
  });

  it('sorts a round out of seat order into a copy, leaving the round as it was', () => {
    const round = [{ seat: 's3' }, { seat: 's4' }, { seat: 's1' }, { seat: 's2' }];
    expect(inSeatOrder(round).map((x) => x.seat)).toEqual(['s1', 's2', 's3', 's4']);
    expect(round.map((x) => x.seat)).toEqual(['s3', 's4', 's1', 's2']);
  });
});

describe('programme limits', () => {
  it('counts programmes without listing them', () => {
    expect(programmeCount(3, 2, true)).toBe(3 + 6);
    expect(programmeCount(1, 1e9, false)).toBeGreaterThan(MAX_PROGRAMMES);
  });

  it('reports slots that would make too many programmes, at compile time and at once', () => {
    const actions = Array.from({ length: 12 }, (_, i) => ({ id: `a${i}`, do: [] }));
    const mode = {
      kind: 'mode',
      id: 'm',
      seats: { players: { min: 1, max: 1 } },
      actions,
      phases: [{ type: 'program', id: 'p', actions: actions.map((a) => a.id), slots: 6 }],
    };
    const r = compileRuleset([pack('t', [mode])]);
    expect(r.diagnostics.map((d) => `${d.pointer}: ${d.message}`)).toContain(
      `/phases/0/slots: 6 slots of 12 actions make more than ${MAX_PROGRAMMES} programmes`,
    );
  });
});

describe('copyPlan', () => {
  it('gives a new list of the same actions, for plans of one, two and more actions', () => {
    for (const plan of [['look'], ['look', 'move'], ['look', 'move', 'push']]) {
      const copy = copyPlan(plan);
      expect(copy).toEqual(plan);
      expect(copy).not.toBe(plan);
    }
  });
});
