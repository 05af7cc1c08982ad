import { describe, expect, it } from 'vitest';
import { packs } from '../engine/room25.fixture.ts';
import { modeOfFile, workspaceModes } from './modes.ts';

describe('workspaceModes', () => {
  it('lists every mode of the packs with the players it seats, following extends', () => {
    const modes = workspaceModes(packs);
    expect(modes.find((m) => m.ref === 'room25:solo')).toMatchObject({ minSeats: 1, maxSeats: 1, packId: 'room25' });
    expect(modes.find((m) => m.ref === 'room25:coop-insane')).toMatchObject({ minSeats: 1, maxSeats: 6 });
    expect(modes.every((m) => m.name.length > 0)).toBe(true);
  });

  it('lists a mode added in an unsaved edit', () => {
    const mine = { id: 'mine', files: { 'modes/duel.json': '{"kind":"mode","id":"duel","extends":"room25:solo"}' } };
    expect(workspaceModes([...packs, mine]).at(-1)).toMatchObject({ ref: 'mine:duel', name: 'duel', maxSeats: 1 });
  });

  it('names the mode a file holds', () => {
    expect(modeOfFile('p', '{"kind":"mode","id":"m"}')).toBe('p:m');
    expect(modeOfFile('p', '{"kind":"room","id":"r"}')).toBeNull();
  });
});
