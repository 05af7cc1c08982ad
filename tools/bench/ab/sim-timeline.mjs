// node tools/bench/ab/sim-timeline.mjs <dir> [bucket ms]: the timeline of each thread of a `roomsmith sim`
// run from its --cpu-prof profiles (one file a thread), in ms from the first profile's start: when each
// thread starts and ends, how long it was busy, the first and last samples (and the sampled ms) of
// runJob (the games), mergeStats, buildReport and bootstrap, GC, and when it was idle (waiting for a
// message), summed per bucket (default 250 ms). Idle in a worker between its first and last game is
// time it waited for work. Run, e.g.:
//   node --cpu-prof --cpu-prof-dir=/tmp/p packages/cli/bin/roomsmith.mjs sim content/room25 --mode coop-s1 --seats 4 --games 30000 --workers 2
//   node tools/bench/ab/sim-timeline.mjs /tmp/p
// Sampling moves with the load (a descheduled thread's time is counted to whatever it was running); idle
// is not: a thread is idle only while it waits in its event loop.
import { readFileSync, readdirSync } from 'node:fs';

const dir = process.argv[2];
const bucket = Number(process.argv[3] ?? 250) * 1000;
if (!dir) {
  console.error('usage: node tools/bench/ab/sim-timeline.mjs <dir of .cpuprofile files> [bucket ms]');
  process.exit(2);
}
const WATCHED = /^(runJob|mergeStats|buildReport|bootstrap|\(garbage collector\)|\(idle\))$/;
const profiles = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort()
  .map((f) => ({ f, p: JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) }));
const t0 = Math.min(...profiles.map(({ p }) => p.startTime));
const ms = (us) => ((us - t0) / 1000).toFixed(0);
for (const { f, p } of profiles) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  /** The watched functions on a node's stack (each once). */
  const watched = (id) => {
    if (memo.has(id)) return memo.get(id);
    const name = byId.get(id).callFrame.functionName;
    const up = parent.has(id) ? watched(parent.get(id)) : [];
    const out = WATCHED.test(name) && !up.includes(name) ? [...up, name] : up;
    memo.set(id, out);
    return out;
  };
  const spans = new Map();
  const idle = new Map();
  let t = p.startTime;
  let busy = 0;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i];
    const dt = p.timeDeltas[i + 1] ?? 0;
    const names = watched(p.samples[i]);
    if (names.includes('(idle)')) {
      const b = Math.floor((t - t0) / bucket);
      idle.set(b, (idle.get(b) ?? 0) + dt);
    } else busy += dt;
    for (const name of names) {
      const s = spans.get(name) ?? { first: t, last: t, total: 0 };
      s.last = t;
      s.total += dt;
      spans.set(name, s);
    }
  }
  console.log(`${f}: ${ms(p.startTime)}–${ms(p.endTime)} ms, busy ${(busy / 1000).toFixed(0)} ms`);
  for (const [name, s] of [...spans].sort((a, b) => a[1].first - b[1].first))
    console.log(
      `  ${name.padEnd(20)} ${ms(s.first).padStart(7)}–${ms(s.last).padStart(7)} ms  ${(s.total / 1000).toFixed(0).padStart(7)} ms sampled`,
    );
  const idles = [...idle].sort((a, b) => a[0] - b[0]).filter(([, v]) => v >= 1000);
  console.log(
    `  idle by ${bucket / 1000} ms from: ${idles.map(([b, v]) => `${(b * bucket) / 1000}:${(v / 1000).toFixed(0)}`).join(' ')}`,
  );
}
