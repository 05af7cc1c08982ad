// Bytes allocated by a piece of work, estimated from V8's GC profile: the
// heap growth between collections plus what each collection found in use.
// An estimate (it misses objects that die young within one scavenge cycle
// only if V8 pretenures them, which is rare), good for before/after ratios.
import v8 from 'node:v8';

/** Runs `work` and returns roughly how many bytes it allocated on the JS heap. */
export function allocatedBytes(work: () => void): number {
  const profiler = new v8.GCProfiler();
  const start = v8.getHeapStatistics().used_heap_size;
  profiler.start();
  work();
  const end = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let total = 0;
  let last = start;
  for (const gc of statistics) {
    total += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - last);
    last = gc.afterGC.heapStatistics.usedHeapSize;
  }
  return total + Math.max(0, end - last);
}
