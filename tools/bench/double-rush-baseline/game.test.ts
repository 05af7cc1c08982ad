import { seedRng } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import { Match, playMatch } from './game.ts';

const fresh = (seed = 1) => {
  const m = new Match(seedRng(seed));
  m.deal();
  return m;
};

describe('hand-written Double Rush', () => {
  it('deals nine rooms to each deck and sets two aside', () => {
    const m = fresh();
    expect(m.sides.map((s) => s.deck.length)).toEqual([9, 9]);
    expect(m.aside).toHaveLength(2);
    expect(m.sides[0].deck).toContain('room-25');
    expect(m.sides[1].deck).toContain('key');
  });

  it('sends Room 25 under the opponent deck without an activated pass', () => {
    const m = fresh();
    m.sides[0].deck.unshift('room-25');
    m.enter(0, m.sides[0].deck);
    expect(m.sides[1].deck.at(-1)).toBe('room-25');
    expect(m.sides[0].discard).toEqual([]);
    expect(m.roundWinner).toBeNull();
  });

  it('activates the pass with the Key Room, which goes under the opponent deck', () => {
    const m = fresh();
    m.sides[1].deck.unshift('key');
    m.enter(1, m.sides[1].deck);
    expect(m.sides[1].pass).toBe(true);
    expect(m.sides[0].deck.at(-1)).toBe('key');
  });

  it('wins the round in Room 25 with an activated pass', () => {
    const m = fresh();
    m.sides[1].pass = true;
    m.sides[0].deck.unshift('room-25');
    m.enter(1, m.sides[0].deck);
    expect(m.roundWinner).toBe(1);
  });

  it('gives the round to the opponent on a Deadly Room', () => {
    const m = fresh();
    m.sides[0].deck.unshift('deadly');
    m.enter(0, m.sides[0].deck);
    expect(m.roundWinner).toBe(1);
  });

  it('activates the pass at six rooms in the discard', () => {
    const m = fresh();
    m.sides[0].discard = ['corridor', 'corridor', 'corridor', 'corridor', 'echo'];
    m.sides[0].deck.unshift('corridor');
    m.enter(0, m.sides[0].deck);
    expect(m.sides[0].pass).toBe(true);
  });

  it('plays whole matches to two round wins, the same way for the same seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const r = playMatch(seed);
      expect(r.rounds).toBeGreaterThanOrEqual(2);
      expect(r.rounds).toBeLessThanOrEqual(3);
      expect(playMatch(seed)).toEqual(r);
    }
  });
});
