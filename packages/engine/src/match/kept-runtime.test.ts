// The lean contract keeps its runtime (and what it knows: endings that failed, flags in force)
// from one answer by index to the next. These matches show it is dropped when another run has
// written the state in between.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, answerIndex, createMatch } from './match.ts';

/** One seat, asked every turn to raise the counter or wait; the flag `hot` is in force once it is raised. */
const rs = compileOrThrow(
  pack('t', [
    {
      kind: 'mode',
      id: 'm',
      seats: { players: { min: 1, max: 1 } },
      zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
      counters: [{ id: 'n', initial: 0 }],
      modifiers: [{ rule: 'flag', name: 'hot', while: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 1 } }],
      phases: [
        {
          type: 'effects',
          id: 'turn',
          do: [
            {
              do: 'choose-option',
              seat: { select: 'seats' },
              options: [
                { id: 'raise', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] },
                { id: 'wait', do: [{ do: 'nothing' }] },
              ],
            },
          ],
        },
      ],
      endings: [{ outcome: 'done', when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 3 } }],
    },
  ]),
);
const WAIT = 1;

describe('answers by index', () => {
  it('see the flags an answer by id raised in between', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' });
    answerIndex(rs, m, [WAIT]);
    expect(m.state.vars.flags ?? '').toBe('');
    const raised = answer(rs, m, [{ seat: 's0', option: 'option:raise' }]).match;
    expect(raised.state.vars.flags).toBe('hot');
    answerIndex(rs, raised, [WAIT]);
    expect(raised.state.vars.flags).toBe('hot');
  });

  it('keep playing the same game whether or not answers by id come between them', () => {
    const lean = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' });
    const mixed = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' });
    for (const pick of [WAIT, 0, WAIT, 0, 0]) {
      if (!lean.pending) break;
      answerIndex(rs, lean, [pick]);
      answer(rs, mixed, [{ seat: 's0', option: pick === WAIT ? 'option:wait' : 'option:raise' }]);
    }
    expect(lean.state.result?.outcome).toBe('done');
    expect(lean.state).toEqual(mixed.state);
  });

  it('leave nothing of a refused index behind for the next answer', () => {
    const refused = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' });
    const plain = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' });
    expect(() => answerIndex(rs, refused, [7])).toThrow(/not an option index/);
    answerIndex(rs, refused, [WAIT]);
    answerIndex(rs, plain, [WAIT]);
    expect(refused.state).toEqual(plain.state);
  });
});
