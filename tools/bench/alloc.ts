// Bytes allocated by a piece of work, from V8's sampling heap profiler with
// the objects that garbage collection already freed included: the sum of the
// sampled sizes estimates everything allocated (sampled every ~1 KiB), which
// is what a tight loop pays for in allocation and GC time.
import { Session } from 'node:inspector/promises';

interface SampleNode {
  selfSize: number;
  children: SampleNode[];
}

const total = (n: SampleNode): number => n.children.reduce((sum, c) => sum + total(c), n.selfSize);

/** Runs `work` and returns an estimate of the bytes it allocated on the JS heap. */
export async function allocatedBytes(work: () => void): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as never);
    work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
      profile: { head: SampleNode };
    };
    return total(profile.head);
  } finally {
    session.disconnect();
  }
}
