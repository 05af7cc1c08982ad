// Property tests on the shipped Room 25 pack: random bot games of every mode
// and seat count, with the state invariants checked after every step, and
// replay determinism. ROOMSMITH_PROPERTY_RUNS changes the game count per mode
// (the default, 2,000 per mode, costs `npm test` ten to twenty seconds).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ruleset } from '@roomsmith/engine';
import { loadPackGame } from '../node/pack-game.ts';
import { invariantViolations, replayOfRandomGame } from './random-play.ts';
import { room25Rules } from './room25-rules.ts';

const packDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content/room25');
const runs = Number(process.env.ROOMSMITH_PROPERTY_RUNS ?? 2000);
// A guard against a hang, not a speed check: generous enough for a 2-core machine busy with other
// test projects (a quiet one plays 2,000 games in 5–15 s), and growing with the run count.
const timeout = 60_000 + runs * 100;
// Cooperation and Solo count 8 turns down; Suspicion, Competition and Team 10.
// The hidden-role and competitive modes share the cooperative modes' actions and rooms: a quarter
// of the games each keeps them covered at little cost.
const modes = [
  { mode: 'coop-s1', turns: 8, seats: [2, 6], games: runs },
  { mode: 'coop-s2', turns: 8, seats: [1, 6], games: runs },
  { mode: 'coop-insane', turns: 8, seats: [1, 6], games: runs },
  { mode: 'solo', turns: 8, seats: [1, 1], games: runs },
  { mode: 'suspicion', turns: 10, seats: [4, 6], games: Math.ceil(runs / 4) },
  { mode: 'suspicion-1-guard', turns: 10, seats: [4, 5], games: Math.ceil(runs / 4) },
  { mode: 'suspicion-2-guards', turns: 10, seats: [5, 8], games: Math.ceil(runs / 4) },
  { mode: 'competition', turns: 10, seats: [2, 3], games: Math.ceil(runs / 4) },
  { mode: 'team', turns: 10, seats: [4, 6], only: [4, 6], games: Math.ceil(runs / 4) },
] as const;

let ruleset: Ruleset;
let packs: string[];
beforeAll(async () => {
  ({ ruleset, packs } = await loadPackGame([packDir]));
});

describe.each(modes)('Room 25 $mode under random play', ({ mode, turns, seats, games, ...rest }) => {
  const rules = room25Rules(turns);
  const only = 'only' in rest ? rest.only : undefined;
  const seatCount = only ? fc.constantFrom(...only) : fc.integer({ min: seats[0], max: seats[1] });
  const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

  it(
    `keeps every invariant after every step of ${games} games`,
    () => {
      fc.assert(
        fc.property(seed, seatCount, (s, n) => {
          expect(invariantViolations({ ruleset, mode, seed: s, seats: n }, rules)).toEqual([]);
        }),
        { numRuns: games },
      );
    },
    timeout,
  );

  it(
    'replays recorded games to the same final hash',
    () => {
      fc.assert(
        fc.property(seed, seatCount, (s, n) => {
          expect(replayOfRandomGame({ ruleset, mode, seed: s, seats: n }, packs)).toMatchObject({ ok: true });
        }),
        { numRuns: Math.max(10, Math.floor(games / 5)) },
      );
    },
    timeout,
  );
});

describe('Room 25 invariants over one step', () => {
  // Found with FAST_CHECK_SEED: at step 106 Emmett reactivates a Flooded Chamber (its Do-Not-Cross
  // goes, it turns face down) and Jennifer then moves into it, which closes it again, all in one step.
  it('let a piece enter a room whose Do-Not-Cross was lifted earlier in the same step', () => {
    const game = { ruleset, mode: 'suspicion-1-guard', seed: 1364060819, seats: 5 };
    expect(invariantViolations(game, room25Rules(10))).toEqual([]);
  });
});
