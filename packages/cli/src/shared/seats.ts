// How many seats a command plays when the command line does not say, and a clear refusal of a count the
// mode does not play (before any game starts, rather than every game failing with the same error).
import { describeSeatCounts, seatCountPlays } from '@roomsmith/engine';
import { UsageError } from './args.ts';
import type { SeatCounts } from './game-loader.ts';

/** Seats when `--seats` is not given: 4 where the mode plays 4 (Room 25's characters), else its fewest. */
export function defaultSeats(counts: SeatCounts | undefined): number {
  if (!counts || seatCountPlays(counts, 4)) return 4;
  return counts.only?.find((n) => seatCountPlays(counts, n)) ?? counts.min;
}

/** Throws a usage error naming the counts `mode` plays when it does not play `n` seats. */
export function checkSeatCount(mode: string, counts: SeatCounts | undefined, n: number): void {
  if (counts && !seatCountPlays(counts, n))
    throw new UsageError(`--seats: mode ${mode} takes ${describeSeatCounts(counts)} seats, not ${n}`);
}
