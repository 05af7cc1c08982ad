import { describe, expect, it } from 'vitest';
import { RequestClient, type Answer, type WorkerLike } from './request-client.ts';

function echoWorker(): WorkerLike<{ n: number }, number> & { answer(id: number, a: Answer<number>): void } {
  const listeners: Array<(e: MessageEvent<Answer<number>>) => void> = [];
  return {
    postMessage: () => undefined,
    addEventListener: (_t, l) => void listeners.push(l),
    terminate: () => undefined,
    answer: (_id, data) => listeners.forEach((l) => l({ data } as MessageEvent<Answer<number>>)),
  };
}

describe('the worker request client', () => {
  it('resolves results and rejects failures, each on its own request', async () => {
    const worker = echoWorker();
    const client = new RequestClient(worker);
    const first = client.request({ n: 1 });
    const second = client.request({ n: 2 });
    worker.answer(2, { type: 'failed', id: 2, message: 'nope' });
    worker.answer(1, { type: 'ok', id: 1, result: 10 });
    await expect(first).resolves.toBe(10);
    await expect(second).rejects.toThrow('nope');
  });
});
