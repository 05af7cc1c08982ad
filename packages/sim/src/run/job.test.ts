import { describe, expect, it } from 'vitest';
import type { BotHints } from '../bots/knowledge.ts';
import { withModeHints } from './job.ts';

const hints: Record<string, BotHints> = {
  match: { avoid: ['a'] },
  'pack:match': { avoid: ['a'] },
  other: { avoid: ['b'] },
};

describe('withModeHints', () => {
  it("gives the bots the hints of the job's mode, replacing any the job had", () => {
    const job = { mode: 'match', seats: 2, firstSeed: 0, games: 1, bots: { bots: [], hints: { avoid: ['z'] } } };
    expect(withModeHints(job, hints).bots).toEqual({ bots: [], hints: { avoid: ['a'] } });
  });

  it('leaves the bots without hints when the mode has none', () => {
    const job = { mode: 'bare', seats: 2, firstSeed: 0, games: 1, bots: { bots: [], hints: { avoid: ['z'] } } };
    expect(withModeHints(job, hints).bots).toEqual({ bots: [] });
  });

  it('leaves a job without bots as it is', () => {
    const job = { mode: 'match', seats: 2, firstSeed: 0, games: 1 };
    expect(withModeHints(job, hints)).toBe(job);
  });
});
