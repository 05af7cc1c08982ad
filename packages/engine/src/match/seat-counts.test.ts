// Seat counts: a mode plays with any count in its players range, unless it names the only
// counts that play (`seats.playerCounts`, as Team's "4 or 6").
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack, waitingMode } from '../testing/harness.ts';
import { createMatch, describeSeatCounts, seatCountPlays } from './match.ts';

const rs = compileOrThrow(
  pack('t', [
    waitingMode('range', { seats: { players: { min: 4, max: 6 } } }),
    waitingMode('even', { seats: { players: { min: 4, max: 6 }, playerCounts: [4, 6] } }),
  ]),
);

describe('seat counts', () => {
  it('a mode without playerCounts plays with every count in its range', () => {
    expect(createMatch(rs, { mode: 'range', seed: 1, seats: 5 }).state.seatOrder).toHaveLength(5);
  });

  it('a mode with playerCounts plays with each of those counts', () => {
    expect(createMatch(rs, { mode: 'even', seed: 1, seats: 4 }).state.seatOrder).toHaveLength(4);
    expect(createMatch(rs, { mode: 'even', seed: 1, seats: 6 }).state.seatOrder).toHaveLength(6);
  });

  it('a mode with playerCounts refuses a count in its range that it does not name, saying which it takes', () => {
    expect(() => createMatch(rs, { mode: 'even', seed: 1, seats: 5 })).toThrow('mode t:even takes 4 or 6 seats, not 5');
  });

  it('a count outside the range is refused whatever playerCounts says', () => {
    expect(seatCountPlays({ min: 4, max: 6, only: [4, 6, 8] }, 8)).toBe(false);
  });

  it('describes a range with a dash and named counts with "or"', () => {
    expect(describeSeatCounts({ min: 2, max: 6 })).toBe('2–6');
    expect(describeSeatCounts({ min: 2, max: 8, only: [2, 4, 8] })).toBe('2, 4 or 8');
  });

  it('describes a range of one count as that count', () => {
    expect(describeSeatCounts({ min: 2, max: 2 })).toBe('2');
  });
});
