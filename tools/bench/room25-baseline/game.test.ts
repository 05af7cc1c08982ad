import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRng } from '@roomsmith/engine';
import { botRng, engine, randomBot, runGame } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { dealBeginner, Game, Kind, playGame } from './game.ts';
import { lockstep } from './lockstep.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let ruleset: Awaited<ReturnType<typeof loadPackGame>>['ruleset'];
beforeAll(async () => {
  ruleset = (await loadPackGame([path.join(root, 'content/room25')])).ruleset;
});

const EXIT = [0, 1, 3, 4, 5, 9, 15, 19, 20, 21, 23, 24];
const tally = (outcomes: string[]) => {
  const out: Record<string, number> = {};
  for (const o of outcomes) out[o] = (out[o] ?? 0) + 1 / outcomes.length;
  return out;
};

describe('hand-written Room 25 (coop-s1, beginner)', () => {
  it('deals the Central Room in the middle and Room 25 and the Vision Room on exit cells', () => {
    for (let seed = 0; seed < 50; seed++) {
      const cells = dealBeginner(seedRng(seed));
      expect(cells[12]).toBe(Kind.Central);
      expect(EXIT).toContain(cells.indexOf(Kind.Exit));
      expect(EXIT).toContain(cells.indexOf(Kind.Vision));
      expect(cells.filter((k) => k === Kind.Empty)).toHaveLength(8);
    }
  });

  it('plays the same game from the same seed', () => {
    expect(playGame(5)).toEqual(playGame(5));
  });

  it('lets a Control carry Room 25 out of the complex when every figure stands on it', () => {
    const cells = Array<Kind>(25).fill(Kind.Empty);
    cells[12] = Kind.Central;
    cells[4] = Kind.Exit;
    const game = new Game(cells, () => 0);
    game.on.fill(4);
    game.faceUp[4] = 1;
    game['shift'](0, 1);
    expect([game.active, game.cellOf[4], game.ended(), game.outcome]).toEqual([0, -1, true, 'total-victory']);
  });

  it('asks the same questions with the same number of options as the pack, and ends the same way', () => {
    for (let seed = 0; seed < 80; seed++) {
      const r = lockstep(ruleset, seed);
      expect(r.mismatch, `seed ${seed}`).toBeNull();
      expect(r.baselineOutcome, `seed ${seed}`).toBe(r.engineOutcome);
    }
  });

  it('ends in the same proportions as the pack played by random bots over their own deals', () => {
    const games = 400;
    const pack = Array.from(
      { length: games },
      (_, seed) =>
        runGame({ engine, ruleset, mode: 'coop-s1', seed, seats: 4 }, () => randomBot(botRng(seed))).result?.outcome ??
        'none',
    );
    const baseline = Array.from({ length: 4000 }, (_, seed) => playGame(seed).outcome);
    const a = tally(pack);
    const b = tally(baseline);
    for (const outcome of new Set([...Object.keys(a), ...Object.keys(b)]))
      expect(Math.abs((a[outcome] ?? 0) - (b[outcome] ?? 0)), outcome).toBeLessThan(0.08);
  });
});
