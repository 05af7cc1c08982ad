// Property tests on the other shipped packs (Double Rush, Two Rooms, the Escape Room on top of
// Room 25): random games of every mode and seat count keep the table consistent after every step,
// end, and replay to the same final hash. ROOMSMITH_PROPERTY_RUNS scales the game count as for
// Room 25 (a tenth of it per mode here: these games are many but short).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ruleset } from '@roomsmith/engine';
import { loadPackGame } from '../node/pack-game.ts';
import { invariantViolations, replayOfRandomGame } from './random-play.ts';
import { room25Rules } from './room25-rules.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');
const games = Math.max(20, Math.floor(Number(process.env.ROOMSMITH_PROPERTY_RUNS ?? 2000) / 10));
// A guard against a hang, not a speed check (see the Room 25 property test).
const timeout = 60_000 + games * 500;
const packGames = [
  { name: 'Double Rush', dirs: ['double-rush'], modes: ['match', 'match-basic'], seats: [2], rules: {} },
  {
    name: 'Two Rooms',
    dirs: ['two-rooms'],
    modes: ['level-1', 'level-2', 'level-3', 'level-4', 'level-5'],
    seats: [2],
    rules: {},
  },
  {
    name: 'the Escape Room',
    dirs: ['room25', 'escape-room'],
    modes: ['escape-room:escape-room', 'escape-room:puzzle'],
    seats: [1, 2, 3, 4, 5, 6],
    // The Escape Room plays on Room 25's complex: its rules hold there too.
    rules: room25Rules(),
  },
];

describe.each(packGames)('$name under random play', ({ dirs, modes, seats, rules }) => {
  let ruleset: Ruleset;
  let packs: string[];
  beforeAll(async () => {
    ({ ruleset, packs } = await loadPackGame(dirs.map((d) => path.join(content, d))));
  });
  const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
  const seatCount = fc.constantFrom(...seats);

  it.each(modes)(
    `%s keeps every invariant after every step of ${games} games and ends`,
    (mode) => {
      fc.assert(
        fc.property(seed, seatCount, (s, n) => {
          expect(invariantViolations({ ruleset, mode, seed: s, seats: n }, rules)).toEqual([]);
        }),
        { numRuns: games },
      );
    },
    timeout,
  );

  it.each(modes)(
    '%s replays recorded games to the same final hash',
    (mode) => {
      fc.assert(
        fc.property(seed, seatCount, (s, n) => {
          expect(replayOfRandomGame({ ruleset, mode, seed: s, seats: n }, packs)).toMatchObject({ ok: true });
        }),
        { numRuns: Math.max(5, Math.floor(games / 10)) },
      );
    },
    timeout,
  );
});
