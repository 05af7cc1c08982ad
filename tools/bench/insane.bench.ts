// Simulation throughput of Room 25 Cooperation Insane (Season 2: robots, M.A.C.
// cards drawn before every action round) beside Season 1 Cooperation, random
// bots, full games, 4 seats, one core. Reports the medians of games/s and
// decisions/s of each, and the ratio Insane / Season 1.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPackGame, measureThroughput } from '@roomsmith/sim/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs = [path.resolve(root, 'content/room25')];
const seats = 4;
const games = Number(process.env['ROOMSMITH_BENCH_GAMES'] ?? 1000);
const { engine, ruleset } = await loadPackGame(dirs).catch((error: unknown) => {
  console.log(`cannot benchmark ${dirs.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

const measure = (mode: string) => measureThroughput({ engine, ruleset, mode, seats, firstSeed: 0, games }, 5);
const season1 = measure('coop-s1');
const insane = measure('coop-insane');
console.log(`\nsimulation, ${seats} seats, one core (median of ${insane.runs.length} runs of ${games} games)`);
for (const [label, t] of [
  ['Season 1 Cooperation', season1],
  ['Cooperation Insane  ', insane],
] as const)
  console.log(`  ${label}: ${t.gamesPerSecond.toFixed(0)} games/s, ${t.decisionsPerSecond.toFixed(0)} decisions/s`);

for (const [mode, t] of [
  ['coop-s1', season1],
  ['coop-insane', insane],
] as const) {
  console.log(
    JSON.stringify({
      bench: `random full games/s, 1 core (${mode}, ${seats} seats)`,
      median: Math.round(t.gamesPerSecond),
    }),
  );
  console.log(
    JSON.stringify({
      bench: `decisions/s, 1 core (${mode}, ${seats} seats)`,
      median: Math.round(t.decisionsPerSecond),
    }),
  );
}
console.log(
  JSON.stringify({
    bench: 'Cooperation Insane over Season 1 Cooperation, games/s (4 seats)',
    ratio: Number((insane.gamesPerSecond / season1.gamesPerSecond).toFixed(2)),
  }),
);
