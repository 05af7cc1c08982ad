// Where a simulated game's time goes: creating a match (setup and dealing),
// one full random game, a seat's view, and the state hash, each timed alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { botRng, randomBot, runGame } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
import { runCases } from './harness.ts';

// Room 25 Cooperation with four characters, one per seat; ROOMSMITH_BENCH_PACK
// and ROOMSMITH_BENCH_MODE point the bench at another pack folder or mode.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs = [path.resolve(root, process.env.ROOMSMITH_BENCH_PACK ?? 'content/room25')];
const mode = process.env.ROOMSMITH_BENCH_MODE ?? 'coop-s1';
const seats = 4;
const { engine, ruleset } = await loadPackGame(dirs).catch((error: unknown) => {
  console.log(`cannot benchmark ${dirs.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
let seed = 0;
const midGame = runGame({ engine, ruleset, mode, seed: 1, seats }, () => randomBot(botRng(1)), {
  maxDecisions: 10,
}).match;

runCases(`engine (${mode}, ${seats} seats)`, [
  {
    name: 'createMatch (setup, deal, first decision)',
    samples: 200,
    run: () => engine.createMatch(ruleset, { mode, seed: seed++, seats }),
  },
  {
    name: 'one full random game',
    samples: 200,
    aimMs: 0.1,
    run: () => runGame({ engine, ruleset, mode, seed: seed++, seats }, () => randomBot(botRng(seed))),
  },
  { name: 'view for one seat (mid-game)', samples: 500, run: () => engine.view(ruleset, midGame.state, 's0') },
  { name: 'stateHash (mid-game)', samples: 500, run: () => engine.stateHash(midGame.state) },
]);
