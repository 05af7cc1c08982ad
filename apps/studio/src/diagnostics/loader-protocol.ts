// The messages between the studio and its loader worker.
import type { Problem } from './problem.ts';

/** A pack as sent to a worker. */
export interface PackSnapshot {
  id: string;
  files: Record<string, string>;
}

/** Studio → loader worker: check these packs, or count the UTF-8 bytes of texts (a large paste). */
export type LoaderRequest = { type: 'check'; packs: PackSnapshot[] } | { type: 'sizes'; texts: string[] };

/** Loader worker → studio: the problems found, or each text's size in bytes. */
export type LoaderResult = Problem[] | number[];
