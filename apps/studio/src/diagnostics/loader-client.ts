// Checks the workspace in the loader worker.
import { RequestClient, type WorkerLike } from '../workers/request-client.ts';
import type { Pack } from '../workspace/pack.ts';
import type { LoaderRequest, LoaderResult } from './loader-protocol.ts';
import type { Problem } from './problem.ts';

/** The studio's side of the loader worker. */
export class LoaderClient {
  readonly #client: RequestClient<LoaderRequest, LoaderResult>;

  constructor(worker: WorkerLike<LoaderRequest, LoaderResult>) {
    this.#client = new RequestClient(worker);
  }

  /** The problems of `packs` as the loader sees them. */
  check(packs: readonly Pack[]): Promise<Problem[]> {
    return this.#client.request({
      type: 'check',
      packs: packs.map((p) => ({ id: p.id, files: p.files })),
    }) as Promise<Problem[]>;
  }

  /** The UTF-8 size of each text, counted in the worker. */
  sizes(texts: string[]): Promise<number[]> {
    return this.#client.request({ type: 'sizes', texts }) as Promise<number[]>;
  }

  /** Stops the worker. */
  close(): void {
    this.#client.close();
  }
}
