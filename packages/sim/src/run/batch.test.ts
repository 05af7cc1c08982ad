import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { mergeStats } from '../stats/batch-stats.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { runBatch, type BatchSpec } from './batch.ts';

const ruleset = miniRuleset();
const spec = (firstSeed: number, games: number): BatchSpec<typeof ruleset> => ({
  engine,
  ruleset,
  mode: 'mini',
  seats: 2,
  firstSeed,
  games,
});

describe('runBatch', () => {
  it('plays one game per seed and reaches both endings', () => {
    const stats = runBatch(spec(0, 200));
    expect(stats.games).toBe(200);
    expect(Object.keys(stats.outcomes).sort()).toEqual(['defeat', 'victory']);
  });

  it('gives the same statistics for the same seeds', () => {
    expect(runBatch(spec(100, 30))).toEqual(runBatch(spec(100, 30)));
  });

  it('adds up to the whole batch when split by seed range', () => {
    expect(mergeStats([runBatch(spec(0, 20)), runBatch(spec(20, 20))])).toEqual(runBatch(spec(0, 40)));
  });

  it('counts a game that throws as an error and keeps going', () => {
    const stats = runBatch({ ...spec(0, 3), policies: () => () => () => 'nonsense' });
    expect([stats.errors, stats.games]).toEqual([3, 0]);
    expect(stats.firstErrors[0]?.message).toMatch(/"nonsense" is not an option/);
  });

  it("labels each game's seats with their bots in seat order, the same in every game when the bots do not rotate", () => {
    const bots = { bots: [{ kind: 'heuristic' as const }, { kind: 'random' as const }] };
    const stats = runBatch({ ...spec(0, 3), bots, analytics: true });
    expect(stats.analytics?.lines.map((l) => l.bots)).toEqual([
      ['heuristic', 'random'],
      ['heuristic', 'random'],
      ['heuristic', 'random'],
    ]);
  });

  it("labels each game's seats with their bots rotated by seed when the bots rotate", () => {
    const bots = { bots: [{ kind: 'heuristic' as const }, { kind: 'random' as const }], rotate: true };
    const stats = runBatch({ ...spec(0, 3), bots, analytics: true });
    expect(stats.analytics?.lines.map((l) => l.bots)).toEqual([
      ['heuristic', 'random'],
      ['random', 'heuristic'],
      ['heuristic', 'random'],
    ]);
  });
  it('keeps no game lines when asked for none, and the same counts and tallies as with them', () => {
    const withLines = runBatch({ ...spec(0, 30), analytics: true });
    const without = runBatch({ ...spec(0, 30), analytics: true, lines: false });
    expect(withLines.analytics?.lines).toHaveLength(30);
    expect(without.analytics?.lines).toEqual([]);
    expect(without).toEqual({ ...withLines, analytics: { ...withLines.analytics, lines: [] } });
  });

  it("keeps a batch's analytics its own when another batch is played inside it, between two of its decisions", () => {
    const alone = runBatch({ ...spec(0, 20), analytics: true });
    let inner = 0;
    const nested = runBatch({
      ...spec(0, 20),
      analytics: true,
      afterStep: () => void (inner += runBatch({ ...spec(1000 + inner, 1), analytics: true }).games),
    });
    expect(inner).toBeGreaterThan(20);
    expect(nested).toEqual(alone);
  });
});
