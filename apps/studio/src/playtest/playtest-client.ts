// The dashboard's side of the Playtest worker: a batch with progress and
// cancel, and one game played again for the sandbox. The worker starts on
// first use.
import PlaytestWorker from './playtest.worker.ts?worker';
import type {
  PlaytestGame,
  PlaytestMessage,
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

type Waiting = {
  resolve(value: PlaytestResult | PlaytestGame): void;
  reject(error: Error): void;
  progress?: (p: Progress) => void;
};

/** Talks to the Playtest worker. */
export class PlaytestClient {
  #worker: PlaytestWorkerLike | null = null;
  #next = 1;
  readonly #waiting = new Map<number, Waiting>();

  constructor(
    private readonly start: () => PlaytestWorkerLike = () => new PlaytestWorker({ name: 'roomsmith-playtest' }),
  ) {}

  #post(request: PlaytestRequest, waiting: Waiting): void {
    if (!this.#worker) {
      const worker = (this.#worker = this.start());
      worker.addEventListener('message', ({ data }) => this.#receive(data));
    }
    this.#waiting.set(request.id, waiting);
    this.#worker.postMessage(request);
  }

  #receive(data: PlaytestMessage): void {
    const waiting = this.#waiting.get(data.id);
    if (!waiting) return;
    if (data.type === 'progress') {
      waiting.progress?.({ done: data.done, total: data.total, elapsedMs: data.elapsedMs });
      return;
    }
    this.#waiting.delete(data.id);
    if (data.type === 'failed') waiting.reject(new Error(data.message));
    else waiting.resolve(data.type === 'done' ? data.result : data.game);
  }

  /** Starts a batch; `progress` is called after every slice of games. */
  run(spec: PlaytestSpec, progress: (p: Progress) => void): RunningBatch {
    const id = this.#next++;
    const result = new Promise<PlaytestResult>((resolve, reject) =>
      this.#post({ type: 'run', id, spec }, { resolve: resolve as Waiting['resolve'], reject, progress }),
    );
    return { result, cancel: () => this.#worker?.postMessage({ type: 'cancel', id }) };
  }

  /** Plays one game of a batch again, recording its answers. */
  game(request: Omit<Extract<PlaytestRequest, { type: 'game' }>, 'id' | 'type'>): Promise<PlaytestGame> {
    const id = this.#next++;
    return new Promise<PlaytestGame>((resolve, reject) =>
      this.#post({ type: 'game', id, ...request }, { resolve: resolve as Waiting['resolve'], reject }),
    );
  }

  /** Stops the worker (a batch under way ends with it). */
  close(): void {
    this.#worker?.terminate();
    this.#worker = null;
    for (const waiting of this.#waiting.values()) waiting.reject(new Error('The playtest worker was stopped.'));
    this.#waiting.clear();
  }
}
