// Slices of a batch claimed from a counter that every thread of the batch shares (a SharedArrayBuffer):
// each thread, the calling one and every worker, takes its next slice when it is ready for one, so no
// thread waits for another to hand it work. Slices are contiguous seed ranges whatever their sizes, so
// the statistics merged in seed order are those of one thread.
import type { Claims } from './protocol.ts';

/**
 * Games in the next slice when `left` games remain for `workers` workers: a quarter of each
 * worker's share of what is left, between `min` and `max`. Large slices while much is left (few
 * messages), small ones at the end (an even finish).
 */
export function sliceSize(left: number, workers: number, { min, max }: { min: number; max: number }): number {
  return Math.min(left, Math.max(min, Math.min(max, Math.ceil(left / (workers * 4)))));
}

/** A new counter for a batch of `threads` threads. */
export function newClaims(threads: number, bounds: { min: number; max: number }): Claims {
  return { claimed: new Int32Array(new SharedArrayBuffer(4)), threads, bounds };
}

/** Claims the next slice of a batch of `games` games from `firstSeed`, or null when every game is claimed. */
export function claimSlice(
  claims: Claims,
  firstSeed: number,
  games: number,
): { firstSeed: number; games: number } | null {
  const { claimed, threads, bounds } = claims;
  for (;;) {
    const at = Atomics.load(claimed, 0);
    if (at >= games) return null;
    const size = sliceSize(games - at, threads, bounds);
    if (Atomics.compareExchange(claimed, 0, at, at + size) === at) return { firstSeed: firstSeed + at, games: size };
  }
}

/** Leaves no game to claim: the other threads stop after the slice they are playing (a thread failed). */
export function claimAll(claims: Claims, games: number): void {
  Atomics.store(claims.claimed, 0, games);
}
