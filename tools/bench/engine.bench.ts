// Where a simulated game's time goes: creating a match (setup and dealing),
// one full random game, a seat's view, and the state hash, each timed alone.
import { botRng, randomBot, runGame } from '@roomsmith/sim';
import { runCases } from './harness.ts';
import { loadBenchTarget } from './bench-target.ts';

const { mode, seats, engine, ruleset } = await loadBenchTarget();
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
    // The default profile, `rich` (event text, option labels, the log): a game as the studio and the CLI play
    // it, timed alone from a cold start of the bench; batches play `silent` (sim.bench.ts, room25.bench.ts).
    name: 'one full random game',
    samples: 200,
    aimMs: 0.1,
    run: () => runGame({ engine, ruleset, mode, seed: seed++, seats }, () => randomBot(botRng(seed))),
  },
  { name: 'view for one seat (mid-game)', samples: 500, run: () => engine.view(ruleset, midGame.state, 's0') },
  { name: 'stateHash (mid-game)', samples: 500, run: () => engine.stateHash(midGame.state) },
]);
