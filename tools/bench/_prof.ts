import path from 'node:path';
import { runBatch } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
const { engine, ruleset } = await loadPackGame([path.resolve(process.env.ROOT ?? '.', 'content/room25')]);
const N = Number(process.argv[2] ?? 1000);
runBatch({ engine, ruleset, mode: 'coop-s1', seats: 4, firstSeed: 0, games: 200 });
for (let r = 0; r < 3; r++) {
  const c = process.cpuUsage();
  const st = runBatch({ engine, ruleset, mode: 'coop-s1', seats: 4, firstSeed: 1000 + r * N, games: N });
  const u = process.cpuUsage(c);
  console.log(
    (N / ((u.user + u.system) / 1e6)).toFixed(0),
    'games/cpu-s',
    st.decisions / N,
    JSON.stringify(st.outcomes),
  );
}
