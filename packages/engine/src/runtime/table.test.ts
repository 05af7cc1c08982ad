// Moves on the table (runtime/table.ts): where `putInto` leaves a component and its old zone.
import { describe, expect, it } from 'vitest';
import type { Component, GameState } from '../state/types.ts';
import {
  addComponent,
  componentsOfDef,
  componentsOfDefNumbered,
  defNumberOf,
  hasSeat,
  putInto,
  seatFoundBefore,
} from './table.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

const rs = compileOrThrow(
  pack('t', [
    { kind: 'room', id: 'a', name: 'a' },
    {
      kind: 'mode',
      id: 'm',
      seats: { players: { min: 1, max: 1 } },
      zones: [
        { id: 'deck', kind: 'stack' },
        { id: 'pile', kind: 'stack' },
      ],
      phases: [{ type: 'effects', id: 'p', do: [{ do: 'nothing' }] }],
      endings: [{ outcome: 'done', when: true }],
    },
  ]),
);
const card = (s: GameState, id: string | undefined): Component => s.components[id as string] as Component;
const items = (s: GameState, zone: string) => (s.zones[zone] as { items: string[] }).items;
const dealt = (n: number): { s: GameState; ids: string[] } => {
  const s = createMatch(rs, { mode: 'm', seed: 1, seats: 1 }).state;
  const ids: string[] = [];
  for (let k = 0; k < n; k++) {
    const c = addComponent(s, 't:a', false);
    putInto(s, c, 'deck', 'bottom');
    ids.push(c.id);
  }
  return { s, ids };
};

describe('putInto', () => {
  it('moves the top card of a stack under that same stack', () => {
    const { s, ids } = dealt(3);
    putInto(s, card(s, ids[0]), 'deck', 'bottom');
    expect(items(s, 'deck')).toEqual([ids[1], ids[2], ids[0]]);
    expect(s.components[ids[0] as string]?.location).toEqual({ zone: 'deck' });
  });

  it('takes a card out of the zone it leaves when it goes to another', () => {
    const { s, ids } = dealt(2);
    putInto(s, card(s, ids[1]), 'pile', 'top');
    expect(items(s, 'deck')).toEqual([ids[0]]);
    expect(items(s, 'pile')).toEqual([ids[1]]);
  });

  it('leaves a card where it is when the zone is unknown', () => {
    const { s, ids } = dealt(1);
    expect(putInto(s, card(s, ids[0]), 'nowhere', 'top')).toBe(false);
    expect(items(s, 'deck')).toEqual([ids[0]]);
  });
});

describe('hasSeat', () => {
  it("answers as `in` does for the seats of a match's record, asked again and again", () => {
    const { s } = dealt(0);
    for (let k = 0; k < 3; k++) {
      expect(hasSeat(s, 's0')).toBe(true);
      expect(hasSeat(s, 's9')).toBe(false);
    }
  });

  it('finds a seat added to the record after it was asked about, and answers each record by its own seats', () => {
    const { s } = dealt(0);
    expect(hasSeat(s, 's5')).toBe(false);
    s.seats.s5 = { ...(s.seats.s0 as (typeof s.seats)[string]), id: 's5' };
    expect(hasSeat(s, 's5')).toBe(true);
    const other = dealt(0).s;
    expect(hasSeat(other, 's5')).toBe(false);
    expect(hasSeat(s, 's5')).toBe(true);
  });
});

describe('seatFoundBefore', () => {
  it('finds only a seat hasSeat found before in the same record, and never a piece', () => {
    const { s } = dealt(0);
    const other = dealt(0).s;
    hasSeat(other, 's0');
    expect(seatFoundBefore(s, 's0')).toBe(false);
    expect(hasSeat(s, 's0')).toBe(true);
    expect(seatFoundBefore(s, 's0')).toBe(true);
    expect(seatFoundBefore(s, 'p0')).toBe(false);
    expect(seatFoundBefore(other, 's0')).toBe(false);
  });
});

describe('the components of a definition by its kept number', () => {
  it('are those componentsOfDef finds by the definition’s id', () => {
    const { s, ids } = dealt(3);
    const n = defNumberOf('t:a') ?? -1;
    expect(n).toBeGreaterThanOrEqual(0);
    expect(componentsOfDefNumbered(s, n)).toEqual(ids);
    expect(componentsOfDefNumbered(s, n)).toEqual(componentsOfDef(s, 't:a'));
  });

  it('are none for a definition no index has numbered yet', () => {
    const { s } = dealt(1);
    expect(defNumberOf('t:never-made')).toBeUndefined();
    expect(componentsOfDefNumbered(s, -1)).toEqual([]);
  });
});
