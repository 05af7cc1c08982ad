import { describe, expect, it } from 'vitest';
import { modeInfo } from './mode-info.ts';

describe('mode info', () => {
  it('reads the id and the player range of a mode', () => {
    const text = JSON.stringify({ kind: 'mode', id: 'coop', seats: { players: { min: 2, max: 6 } } });
    expect(modeInfo(text)).toEqual({ id: 'coop', minSeats: 2, maxSeats: 6 });
  });

  it('falls back to one to six players, and finds a mode inside an array', () => {
    expect(modeInfo('[{"kind":"room","id":"x"},{"kind":"mode","id":"solo"}]')).toEqual({
      id: 'solo',
      minSeats: 1,
      maxSeats: 6,
    });
  });

  it('returns null when the file holds no mode with an id', () => {
    expect(modeInfo('{"kind":"mode"}')).toBeNull();
    expect(modeInfo('{"kind":"room","id":"a"}')).toBeNull();
  });
});
