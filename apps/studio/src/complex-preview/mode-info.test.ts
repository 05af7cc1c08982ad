import { describe, expect, it } from 'vitest';
import { modeFinder, modeInfo, seatsFor, seedValue } from './mode-info.ts';

describe('mode info', () => {
  it('reads the id and the player range of a mode', () => {
    const text = JSON.stringify({ kind: 'mode', id: 'coop', seats: { players: { min: 2, max: 6 } } });
    expect(modeInfo(text)).toEqual({ id: 'coop', minSeats: 2, maxSeats: 6, seatCounts: [2, 3, 4, 5, 6] });
  });

  it('falls back to one to six players, and finds a mode inside an array', () => {
    expect(modeInfo('[{"kind":"room","id":"x"},{"kind":"mode","id":"solo"}]')).toEqual({
      id: 'solo',
      minSeats: 1,
      maxSeats: 6,
      seatCounts: [1, 2, 3, 4, 5, 6],
    });
  });

  it('plays only with the counts of the range a mode names in playerCounts', () => {
    const text = JSON.stringify({
      kind: 'mode',
      id: 'team',
      seats: { players: { min: 4, max: 6 }, playerCounts: [6, 4, 9] },
    });
    expect(modeInfo(text)?.seatCounts).toEqual([4, 6]);
  });

  it('keeps a named player count beyond the first 64 of a wide range', () => {
    const text = JSON.stringify({
      kind: 'mode',
      id: 'crowd',
      seats: { players: { min: 1, max: 200 }, playerCounts: [150, 2] },
    });
    expect(modeInfo(text)?.seatCounts).toEqual([2, 150]);
  });

  it('keeps a count the mode plays with and moves any other to the nearest one, the lower on a tie', () => {
    const team = { minSeats: 4, seatCounts: [4, 6] };
    expect(seatsFor(team, 6)).toBe(6);
    expect(seatsFor(team, 5)).toBe(4);
    expect(seatsFor(team, 9)).toBe(6);
    expect(seatsFor(team, null)).toBe(4);
  });

  it('reads a seed of digits as a number and any other seed as text', () => {
    expect(seedValue('-12')).toBe(-12);
    expect(seedValue('abc')).toBe('abc');
  });

  it('returns null when the file holds no mode with an id', () => {
    expect(modeInfo('{"kind":"mode"}')).toBeNull();
    expect(modeInfo('{"kind":"room","id":"a"}')).toBeNull();
  });
});

describe('mode info of a mode that extends another', () => {
  const packs: Array<{ id: string; files: Record<string, string> }> = [
    {
      id: 'core',
      files: {
        'modes/base.json': JSON.stringify({ kind: 'mode', id: 'base', seats: { players: { min: 2, max: 2 } } }),
      },
    },
    { id: 'addon', files: { 'modes/mid.json': JSON.stringify({ kind: 'mode', id: 'mid', extends: 'core:base' }) } },
  ];
  const find = modeFinder(packs);

  it('takes the seats of its base, through a chain across packs', () => {
    const text = JSON.stringify({ kind: 'mode', id: 'top', extends: 'mid' });
    expect(modeInfo(text, find, 'addon')).toEqual({ id: 'top', minSeats: 2, maxSeats: 2, seatCounts: [2] });
  });

  it('falls back to one to six players when the base is not found', () => {
    const text = JSON.stringify({ kind: 'mode', id: 'top', extends: 'gone' });
    expect(modeInfo(text, find, 'addon')).toEqual({
      id: 'top',
      minSeats: 1,
      maxSeats: 6,
      seatCounts: [1, 2, 3, 4, 5, 6],
    });
  });

  it('stops on a cycle of bases', () => {
    const loop = [{ id: 'p', files: { 'm/a.json': JSON.stringify({ kind: 'mode', id: 'a', extends: 'a' }) } }];
    expect(modeInfo(loop[0]?.files['m/a.json'] ?? '', modeFinder(loop), 'p')?.minSeats).toBe(1);
  });
});
