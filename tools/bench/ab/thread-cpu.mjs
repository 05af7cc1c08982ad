// CPU seconds by thread of a Node process, for measuring worker pools on a busy machine (where wall
// clocks measure the other jobs): `node --import ./tools/bench/ab/thread-cpu.mjs <script> …`.
// At exit the main thread reads /proc/self/task/*/stat (Linux) and prints one line to stderr:
// `thread-cpu {"wall", "main", "workers": [...], "helpers"}` — helpers being every other thread (V8's
// concurrent compiler and GC helpers, libuv's pool). Worker threads (the preload runs in them too, for
// workers started from a file) write their thread id to a file beside the process id, so they can be
// told apart. A worker terminated before exit is gone from /proc by then, so every 50 ms the main thread
// reads the worker threads' stat files alone, each through a descriptor kept open (one read, no
// listing): a worker keeps its last sample (at most 50 ms short). Listing and reading every thread's file
// each time cost ~0.18 ms of CPU a sample (11 threads), ~0.4% of the main thread, which plays games too;
// a sample now costs ~0.015 ms.
import { appendFileSync, closeSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
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
  /** Every thread's CPU, read from a listing of /proc/self/task (at start and at exit). */
  const sampleAll = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        seen.set(tid, cpuOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')));
      } catch {
        // the thread ended between the listing and the read
      }
    }
  };
  /** Open stat files of the worker threads named so far, by thread id (null: the thread is gone). */
  const statFiles = new Map();
  const buffer = Buffer.alloc(1024);
  let named = 0;
  /** The worker threads' CPU, each read again from offset 0 of its open stat file. */
  const sampleWorkers = () => {
    let tids = [];
    try {
      const text = readFileSync(tidsFile, 'utf8');
      if (text.length !== named) {
        named = text.length;
        tids = text.trim().split('\n').filter(Boolean);
      }
    } catch {
      // no worker thread yet
    }
    for (const tid of tids) {
      if (statFiles.has(tid)) continue;
      try {
        statFiles.set(tid, openSync(`/proc/self/task/${tid}/stat`, 'r'));
      } catch {
        statFiles.set(tid, null);
      }
    }
    for (const [tid, fd] of statFiles) {
      if (fd === null) continue;
      try {
        const n = readSync(fd, buffer, 0, buffer.length, 0);
        if (n > 0) seen.set(tid, cpuOf(buffer.toString('latin1', 0, n)));
        else throw new Error('thread gone');
      } catch {
        closeSync(fd);
        statFiles.set(tid, null);
      }
    }
  };
  setInterval(sampleWorkers, 50).unref();
  sampleAll();
  process.on('exit', () => {
    sampleWorkers();
    sampleAll();
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
