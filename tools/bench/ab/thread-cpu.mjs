// CPU seconds by thread of a Node process, for measuring worker pools on a busy machine (where wall
// clocks measure the other jobs): `node --import ./tools/bench/ab/thread-cpu.mjs <script> …`.
// The main thread samples /proc/self/task/*/stat every 50 ms (Linux) and, at exit, prints one line to
// stderr: `thread-cpu {"wall", "main", "workers": [...], "helpers"}` — helpers being every other
// thread (V8's concurrent compiler and GC helpers, libuv's pool). Worker threads (the preload runs in
// them too, for workers started from a file) write their thread id to a file beside the process id, so they can be told apart; a
// worker terminated before exit keeps its last sample (at most 50 ms short).
import { appendFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const tidsFile = path.join(tmpdir(), `thread-cpu-${process.pid}.txt`);
/** CPU seconds (user + system) in a /proc stat line. */
const cpuOf = (stat) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

if (!isMainThread) {
  appendFileSync(tidsFile, `${readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]}\n`);
} else {
  const seen = new Map();
  const start = performance.now();
  const sample = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        seen.set(tid, cpuOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
      } catch {
        // the thread ended between the listing and the read
      }
    }
  };
  setInterval(sample, 50).unref();
  sample();
  process.on('exit', () => {
    sample();
    let workers = [];
    try {
      workers = readFileSync(tidsFile, 'utf8').trim().split('\n').filter(Boolean);
      rmSync(tidsFile);
    } catch {
      // no worker threads
    }
    const main = String(process.pid);
    let helpers = 0;
    for (const [tid, cpu] of seen) if (tid !== main && !workers.includes(tid)) helpers += cpu;
    const line = {
      wall: (performance.now() - start) / 1000,
      main: seen.get(main) ?? 0,
      workers: workers.map((tid) => seen.get(tid) ?? 0),
      helpers,
    };
    process.stderr.write(`thread-cpu ${JSON.stringify(line)}\n`);
  });
}
