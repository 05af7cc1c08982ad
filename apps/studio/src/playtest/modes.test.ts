import { describe, expect, it } from 'vitest';
import { packs } from '../engine/room25.fixture.ts';
import { modeOfFile, modeOptions, workspaceModes } from './modes.ts';

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

describe('modeOptions', () => {
  const scenarios = [
    { ref: 'p:other', name: 'Other', number: 1, mode: 'puzzle' },
    { ref: 'p:mine', name: 'Mine', number: 2, mode: 'm' },
  ];

  it('offers the scenarios of a mode that deals one, those written for it first', () => {
    const mode = { kind: 'mode', id: 'm', setup: { steps: [{ do: 'deal-scenario', to: 'enigmas' }] } };
    expect(modeOptions(mode, 'm', scenarios)).toEqual([
      {
        name: 'scenario',
        values: [
          { value: '', label: 'default' },
          { value: 'p:mine', label: 'Mine' },
          { value: 'p:other', label: 'Other (puzzle)' },
        ],
      },
    ]);
  });

  it('offers an option the mode reads with the values it compares it with', () => {
    const mode = { id: 'm', counters: [{ op: 'if', if: { op: 'eq', a: { op: 'option', name: 'level' }, b: 'hard' } }] };
    expect(modeOptions(mode, 'm', [])).toEqual([
      {
        name: 'level',
        values: [
          { value: '', label: 'default' },
          { value: 'hard', label: 'hard' },
        ],
      },
    ]);
  });

  it('offers nothing for a mode that reads no option', () => {
    expect(workspaceModes(packs).find((m) => m.ref === 'room25:coop-s1')?.options).toEqual([]);
  });
});
