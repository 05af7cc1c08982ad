import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from './match.ts';
import { evaluate } from './evaluate.ts';

const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
  counters: [{ id: 'left', initial: 4 }],
  actions: [{ id: 'wait', do: [] }],
  phases: [{ type: 'program', id: 'program', actions: ['wait'] }],
};
const rs = compileOrThrow(pack('t', [{ kind: 'room', id: 'a' }, { kind: 'character', id: 'hero' }, mode]));
const m = createMatch(rs, {
  mode: 'm',
  seed: 1,
  seats: 1,
  layout: { grid: [['a', 'a']], revealed: [[0, 0]], figures: [{ character: 'hero', cell: [0, 0] }] },
});

describe('evaluate', () => {
  it('evaluates a condition against the state', () => {
    const cond = {
      op: 'and',
      args: [
        { op: 'eq', a: { op: 'counter', name: 'left' }, b: 4 },
        { op: 'eq', a: { op: 'count', of: { select: 'components', def: 'a', faceUp: true } }, b: 1 },
      ],
    };
    expect(evaluate(rs, m.state, cond).value).toBe(true);
  });

  it('reports what does not compile instead of throwing', () => {
    const r = evaluate(rs, m.state, { op: 'nope' });
    expect(r.value).toBeNull();
    expect(r.diagnostics[0]?.message).toMatch(/unknown expression/);
  });

  it('leaves the match rng untouched', () => {
    const before = [...m.state.rng.s];
    evaluate(rs, m.state, { op: 'count', of: { select: 'random', from: { select: 'components' } } });
    expect(m.state.rng.s).toEqual(before);
  });
});
