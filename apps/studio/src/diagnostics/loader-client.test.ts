import { describe, expect, it } from 'vitest';
import type { Answer, WorkerLike } from '../workers/request-client.ts';
import { LoaderClient } from './loader-client.ts';
import type { LoaderRequest, LoaderResult } from './loader-protocol.ts';
import { loaderProblems } from './loader-problems.ts';

/** Runs the worker's logic in-process, answering requests in reverse order. */
function fakeWorker(): WorkerLike<LoaderRequest, LoaderResult> & { flush(): void } {
  const listeners: Array<(e: MessageEvent<Answer<LoaderResult>>) => void> = [];
  const queue: Array<LoaderRequest & { id: number }> = [];
  return {
    postMessage: (m) => void queue.push(m),
    addEventListener: (_t, l) => void listeners.push(l),
    terminate: () => undefined,
    flush() {
      for (const m of queue.splice(0).reverse()) {
        const data: Answer<LoaderResult> = {
          type: 'ok',
          id: m.id,
          result: m.type === 'check' ? loaderProblems(m.packs) : [],
        };
        for (const l of listeners) l({ data } as MessageEvent<Answer<LoaderResult>>);
      }
    },
  };
}

describe('the loader client', () => {
  it('matches each answer to its request, whatever order they come back in', async () => {
    const worker = fakeWorker();
    const client = new LoaderClient(worker);
    const broken = client.check([{ id: 'a', root: 'a', readOnly: false, files: { 'pack.json': '{' } }]);
    const missing = client.check([{ id: 'b', root: 'b', readOnly: false, files: {} }]);
    worker.flush();
    expect((await broken).every((p) => p.packId === 'a')).toBe(true);
    expect((await broken).length).toBeGreaterThan(0);
    expect((await missing).map((p) => p.message)).toContain('missing pack.json');
  });
});
