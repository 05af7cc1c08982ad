// The dashboard's side of the Playtest workers: a batch split over a few
// workers (each plays every k-th seed), with progress summed over them and
// cancel sent to all; one worker then combines their parts into the report.
// The same worker plays one game again for the sandbox. Workers start on
// first use and stay for the next batch.
import PlaytestWorker from './playtest.worker.ts?worker';
import type {
  PlaytestGame,
  PlaytestMessage,
  PlaytestPart,
  PlaytestRequest,
  PlaytestResult,
  PlaytestSpec,
} from './playtest-protocol.ts';

/** The part of a Worker the client uses (a fake in tests). */
export interface PlaytestWorkerLike {
  postMessage(message: PlaytestRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PlaytestMessage>) => void): void;
  terminate(): void;
}

/** Games done, of how many, after how long. */
export interface Progress {
  done: number;
  total: number;
  elapsedMs: number;
}

/** A running batch: its result (also when cancelled: the games played so far), and how to cancel it. */
export interface RunningBatch {
  result: Promise<PlaytestResult>;
  cancel(): void;
}

type Answer = Exclude<PlaytestMessage, { type: 'progress' }>;
type Waiting = {
  answer(message: Answer): void;
  progress?: (m: Extract<PlaytestMessage, { type: 'progress' }>) => void;
};

/** How many workers a batch uses on this machine: one per core, at most four. */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(4, cores ?? 2));
}

/** Talks to the Playtest workers. */
export class PlaytestClient {
  readonly #workers: PlaytestWorkerLike[] = [];
  #next = 1;
  readonly #waiting = new Map<number, Waiting>();

  constructor(
    private readonly start: () => PlaytestWorkerLike = () => new PlaytestWorker({ name: 'roomsmith-playtest' }),
    private readonly size = workerCount(globalThis.navigator?.hardwareConcurrency),
  ) {}

  #worker(n: number): PlaytestWorkerLike {
    while (this.#workers.length <= n) {
      const worker = this.start();
      worker.addEventListener('message', ({ data }) => this.#receive(data));
      this.#workers.push(worker);
    }
    return this.#workers[n] as PlaytestWorkerLike;
  }

  #receive(data: PlaytestMessage): void {
    const waiting = this.#waiting.get(data.id);
    if (!waiting) return;
    if (data.type === 'progress') waiting.progress?.(data);
    else {
      this.#waiting.delete(data.id);
      waiting.answer(data);
    }
  }

  /** Sends one request to worker `n` and resolves with its answer (rejects with its failure). */
  #ask(n: number, request: PlaytestRequest, progress?: Waiting['progress']): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.#waiting.set(request.id, {
        answer: (m) => (m.type === 'failed' ? reject(new Error(m.message)) : resolve(m)),
        ...(progress ? { progress } : {}),
      });
      this.#worker(n).postMessage(request);
    });
  }

  /** Starts a batch over the workers; `progress` is called as any of them reports. */
  run(spec: PlaytestSpec, progress: (p: Progress) => void): RunningBatch {
    const stride = Math.min(this.size, spec.games);
    const ids = Array.from({ length: stride }, () => this.#next++);
    const done = ids.map(() => 0);
    const total = ids.map((_, offset) => Math.ceil((spec.games - offset) / stride) * (spec.b ? 2 : 1));
    let elapsedMs = 0;
    const start = performance.now();
    const parts = ids.map((id, offset) =>
      this.#ask(offset, { type: 'run', id, spec, slice: { offset, stride } }, (p) => {
        done[offset] = p.done;
        elapsedMs = Math.max(elapsedMs, p.elapsedMs);
        progress({ done: sum(done), total: sum(total), elapsedMs });
      }).then((m) => (m as Extract<Answer, { type: 'part' }>).part),
    );
    const cancel = () => ids.forEach((id, n) => this.#workers[n]?.postMessage({ type: 'cancel', id }));
    const result = Promise.all(parts)
      .catch((error: unknown) => {
        cancel();
        throw error;
      })
      .then(async (all: PlaytestPart[]) => {
        const seconds = (performance.now() - start) / 1000;
        const combine = { type: 'combine', id: this.#next++, spec, parts: all, seconds, runId: ids[0] } as const;
        const m = await this.#ask(0, combine);
        return (m as Extract<Answer, { type: 'done' }>).result;
      });
    return { result, cancel };
  }

  /** Plays one game of a batch again, recording its answers. */
  async game(request: Omit<Extract<PlaytestRequest, { type: 'game' }>, 'id' | 'type'>): Promise<PlaytestGame> {
    const m = await this.#ask(0, { type: 'game', id: this.#next++, ...request });
    return (m as Extract<Answer, { type: 'game' }>).game;
  }

  /** Stops the workers (a batch under way ends with them). */
  close(): void {
    for (const worker of this.#workers.splice(0)) worker.terminate();
    for (const waiting of this.#waiting.values())
      waiting.answer({ type: 'failed', id: 0, message: 'The playtest worker was stopped.' });
    this.#waiting.clear();
  }
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
