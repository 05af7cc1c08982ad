// The studio's side of the engine worker; the worker starts on first use.
import { RequestClient } from '../workers/request-client.ts';
import type { Pack } from '../workspace/pack.ts';
import EngineWorker from './engine.worker.ts?worker';
import type { EngineRequest, EngineResults, MatchSpec } from './engine-protocol.ts';

type Result = EngineResults[EngineRequest['type']];

/** Talks to the engine worker: deals previews and drives the sandbox match. */
export class EngineClient {
  #client: RequestClient<EngineRequest, Result> | null = null;

  /** Sends one request; resolves with the result its type promises. */
  request<R extends EngineRequest>(request: R): Promise<EngineResults[R['type']]> {
    this.#client ??= new RequestClient(new EngineWorker({ name: 'roomsmith-engine' }));
    return this.#client.request(request) as Promise<EngineResults[R['type']]>;
  }

  /** The spec of a match over these packs. */
  static spec(
    packs: readonly Pack[],
    mode: string,
    seed: number | string,
    seats: number,
    options?: Record<string, string>,
  ): MatchSpec {
    return {
      packs: packs.map((p) => ({ id: p.id, files: p.files })),
      mode,
      seed,
      seats,
      ...(options ? { options } : {}),
    };
  }

  /** Stops the worker, if it started. */
  close(): void {
    this.#client?.close();
    this.#client = null;
  }
}
