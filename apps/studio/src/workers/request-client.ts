// Request/response over a worker: each request carries an id, each answer
// names the id it answers, so answers may arrive in any order.

/** What every response of a worker protocol carries. */
export type Answer<T> = { type: 'ok'; id: number; result: T } | { type: 'failed'; id: number; message: string };

/** The part of a Worker the client uses (a fake in tests). */
export interface WorkerLike<Req, Res> {
  postMessage(message: Req & { id: number }): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<Answer<Res>>) => void): void;
  terminate(): void;
}

/** Sends requests to a worker and resolves each with its own answer. */
export class RequestClient<Req, Res> {
  #next = 1;
  readonly #waiting = new Map<number, { resolve(r: Res): void; reject(e: Error): void }>();

  constructor(private readonly worker: WorkerLike<Req, Res>) {
    worker.addEventListener('message', ({ data }) => {
      const waiting = this.#waiting.get(data.id);
      if (!waiting) return;
      this.#waiting.delete(data.id);
      if (data.type === 'ok') waiting.resolve(data.result);
      else waiting.reject(new Error(data.message));
    });
  }

  /** Posts `request` and resolves with the worker's result (rejects with its failure). */
  request(request: Req): Promise<Res> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Stops the worker. */
  close(): void {
    this.worker.terminate();
  }
}

/** Runs `handle` for each message a worker receives and posts the answer (worker side). */
export function serveRequests<Req, Res>(handle: (request: Req) => Res): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<Req & { id: number }>) => void) | null;
    postMessage(message: Answer<Res>): void;
  };
  scope.onmessage = ({ data }) => {
    try {
      scope.postMessage({ type: 'ok', id: data.id, result: handle(data) });
    } catch (error) {
      scope.postMessage({
        type: 'failed',
        id: data.id,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
}
