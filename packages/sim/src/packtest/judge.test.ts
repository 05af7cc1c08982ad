import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { judgePackTest } from './judge.ts';

describe('judgePackTest', () => {
  it('fails a value that is not a pack test, and a run the engine throws in, with the reason', () => {
    const ruleset = miniRuleset();
    expect(judgePackTest(engine, ruleset, { id: 'x' })).toEqual({
      ok: false,
      reason: 'not a pack test: has no "mode"',
    });
    const verdict = judgePackTest(engine, ruleset, {
      id: 'x',
      mode: 'no-such-mode',
      seats: 1,
      expect: [{ expect: 'ended' }],
    });
    expect(verdict).toMatchObject({ ok: false, reason: expect.stringMatching(/^the engine threw: /) });
  });
});
