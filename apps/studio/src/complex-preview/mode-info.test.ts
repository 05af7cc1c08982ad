import { describe, expect, it } from 'vitest';
import { modeFinder, modeInfo } from './mode-info.ts';

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
    expect(modeInfo(text, find, 'addon')).toEqual({ id: 'top', minSeats: 2, maxSeats: 2 });
  });

  it('falls back to one to six players when the base is not found', () => {
    const text = JSON.stringify({ kind: 'mode', id: 'top', extends: 'gone' });
    expect(modeInfo(text, find, 'addon')).toEqual({ id: 'top', minSeats: 1, maxSeats: 6 });
  });

  it('stops on a cycle of bases', () => {
    const loop = [{ id: 'p', files: { 'm/a.json': JSON.stringify({ kind: 'mode', id: 'a', extends: 'a' }) } }];
    expect(modeInfo(loop[0]?.files['m/a.json'] ?? '', modeFinder(loop), 'p')?.minSeats).toBe(1);
  });
});
