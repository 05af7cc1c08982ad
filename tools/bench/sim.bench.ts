// Simulation throughput: Room 25 Cooperation (4 characters), random bots,
// full games. Reports medians of games/s and decisions/s on one core, and the
// speed-up of 2 worker threads over 1. Aim: 10,000 games/s on one core.
import { availableParallelism, loadavg } from 'node:os';
import { measurePool, measureThroughput, packGameFactory } from '@roomsmith/sim/node';
import { loadBenchTarget } from './bench-target.ts';

const AIM_GAMES_PER_SECOND = 10_000;
const { dirs, mode, seats, engine, ruleset } = await loadBenchTarget();
const label = `${mode}, ${seats} seats`;

const single = measureThroughput({ engine, ruleset, mode, seats, firstSeed: 0, games: 2000 }, 7);
console.log(`\nsimulation (${label})`);
console.log(
  `  one core: ${single.gamesPerSecond.toFixed(0)} games/s, ${single.decisionsPerSecond.toFixed(0)} decisions/s (median of ${single.runs.length})`,
);

// Worker speed-up needs idle cores: on a busy machine it measures the contention, so say how busy it was.
const machine = `${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)}`;
const job = { factory: packGameFactory(dirs), mode, seats, firstSeed: 1_000_000, games: 8000 };
const one = await measurePool(job, 1, 5);
const two = await measurePool(job, 2, 5);
console.log(
  `  workers: 1 → ${one.toFixed(0)} games/s, 2 → ${two.toFixed(0)} games/s, speed-up ×${(two / one).toFixed(2)} (${machine})`,
);

const verdict = single.gamesPerSecond >= AIM_GAMES_PER_SECOND ? 'ok' : 'UNDER';
console.log(
  JSON.stringify({
    bench: `random full games/s, 1 core (${label})`,
    median: Math.round(single.gamesPerSecond),
    aim: AIM_GAMES_PER_SECOND,
    verdict,
  }),
);
console.log(JSON.stringify({ bench: `decisions/s, 1 core (${label})`, median: Math.round(single.decisionsPerSecond) }));
console.log(
  JSON.stringify({
    bench: `speed-up of 2 workers over 1 (${label})`,
    ratio: Number((two / one).toFixed(2)),
    oneWorker: Math.round(one),
    twoWorkers: Math.round(two),
    machine,
  }),
);
