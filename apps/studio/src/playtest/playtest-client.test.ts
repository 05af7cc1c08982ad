import { describe, expect, it } from 'vitest';
import { PlaytestClient, workerCount, type PlaytestWorkerLike } from './playtest-client.ts';
import type { PlaytestMessage, PlaytestRequest, PlaytestResult, PlaytestSpec } from './playtest-protocol.ts';

/** Workers that record what they are sent and answer when told. */
function fakeWorkers() {
  const made: Array<{ sent: PlaytestRequest[]; reply(m: PlaytestMessage): void; terminated: boolean }> = [];
  const start = (): PlaytestWorkerLike => {
    let listener: ((e: MessageEvent<PlaytestMessage>) => void) | null = null;
    const fake = {
      sent: [] as PlaytestRequest[],
      reply: (m: PlaytestMessage) => listener?.({ data: m } as MessageEvent<PlaytestMessage>),
      terminated: false,
    };
    made.push(fake);
    return {
      postMessage: (m) => void fake.sent.push(m),
      addEventListener: (_type, l) => void (listener = l),
      terminate: () => void (fake.terminated = true),
    };
  };
  return { made, start };
}

const spec = {
  a: { packs: [], mode: 'p:m' },
  seats: 1,
  bots: [],
  rotate: false,
  games: 3,
  firstSeed: 0,
} as PlaytestSpec;
const result = { games: 3, cancelled: false, seconds: 1 } as PlaytestResult;
const part = (games: number) => ({ stats: [], games });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('PlaytestClient', () => {
  it('uses a worker per core, at most four', () => {
    expect([undefined, 1, 2, 16].map(workerCount)).toEqual([2, 1, 2, 4]);
  });

  it('splits a batch over its workers, sums their progress, and has the first combine their parts', async () => {
    const fakes = fakeWorkers();
    const client = new PlaytestClient(fakes.start, 2);
    const seen: string[] = [];
    const running = client.run(spec, (p) => seen.push(`${p.done}/${p.total}`));
    const [w0, w1] = fakes.made;
    const [r0, r1] = [w0?.sent[0], w1?.sent[0]] as Array<Extract<PlaytestRequest, { type: 'run' }>>;
    expect([r0?.slice, r1?.slice]).toEqual([
      { offset: 0, stride: 2 },
      { offset: 1, stride: 2 },
    ]);
    w0?.reply({ type: 'progress', id: r0?.id ?? 0, done: 1, total: 2, elapsedMs: 5 });
    w1?.reply({ type: 'progress', id: r1?.id ?? 0, done: 1, total: 1, elapsedMs: 6 });
    w1?.reply({ type: 'part', id: r1?.id ?? 0, part: part(1) });
    w0?.reply({ type: 'part', id: r0?.id ?? 0, part: part(2) });
    await tick();
    const combine = w0?.sent[1] as Extract<PlaytestRequest, { type: 'combine' }>;
    expect(combine).toMatchObject({ type: 'combine', parts: [part(2), part(1)], runId: r0?.id });
    w0?.reply({ type: 'done', id: combine.id, result });
    await expect(running.result).resolves.toBe(result);
    expect(seen).toEqual(['1/3', '2/3']);
  });

  it('cancels by telling every worker which batch to stop', () => {
    const fakes = fakeWorkers();
    const client = new PlaytestClient(fakes.start, 2);
    client.run(spec, () => undefined).cancel();
    expect(fakes.made.map((w) => w.sent.map((m) => m.type))).toEqual([
      ['run', 'cancel'],
      ['run', 'cancel'],
    ]);
  });

  it('rejects with the worker’s message when a batch fails, and rejects what waits when closed', async () => {
    const fakes = fakeWorkers();
    const client = new PlaytestClient(fakes.start, 1);
    const failed = client.run(spec, () => undefined);
    fakes.made[0]?.reply({ type: 'failed', id: fakes.made[0].sent[0]?.id ?? 0, message: 'no such mode' });
    await expect(failed.result).rejects.toThrow('no such mode');
    const game = client.game({ side: spec.a, seats: 1, bots: [], rotate: false, seed: 3 });
    client.close();
    await expect(game).rejects.toThrow('stopped');
    expect(fakes.made[0]?.terminated).toBe(true);
  });
});
