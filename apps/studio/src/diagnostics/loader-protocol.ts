// The messages between the studio and its loader worker.
import type { Problem } from './problem.ts';

/** A pack as sent to a worker. */
export interface PackSnapshot {
  id: string;
  files: Record<string, string>;
}

/** Studio → loader worker: check these packs. */
export type LoaderRequest = { type: 'check'; packs: PackSnapshot[] };

/** Loader worker → studio: the problems found. */
export type LoaderResult = Problem[];
