// Picks: a seat chooses the definition it plays; the first setup step that deals pieces to
// seats honours it, and a match without picks is exactly the match it always was.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack, waitingMode } from '../testing/harness.ts';
import { createMatch, type MatchSetup } from './match.ts';
import { stateHash } from './hash.ts';

const cast = ['ann', 'bob', 'cid', 'dee'].map((id) => ({ kind: 'character', id, name: id }));
const deal = { do: 'create-pieces', defs: ['ann', 'bob', 'cid', 'dee'], seat: { select: 'seats' }, shuffle: true };
const modeWith = (id: string, steps: unknown[]) => waitingMode(id, { setup: { steps } });
const rs = compileOrThrow(pack('t', [...cast, modeWith('dealt', [{ ...deal, at: 'lobby' }]), modeWith('empty', [])]));
const defsBySeat = (setup: MatchSetup) =>
  Object.values(createMatch(rs, setup).state.pieces).map((p) => `${p.seat}:${p.def}`);

describe('picks', () => {
  const cases: Array<{ name: string; setup: Partial<MatchSetup>; expected: RegExp; throws?: boolean }> = [
    { name: 'a seat plays the definition it picked', setup: { picks: { s1: ['dee'] } }, expected: /s1:t:dee/ },
    {
      name: 'a pick the step does not offer is refused by name',
      setup: { picks: { s0: ['eve'] } },
      expected: /picked "eve", which this step does not offer/,
      throws: true,
    },
    {
      name: 'a pick for a seat the match does not have is refused',
      setup: { picks: { s5: ['ann'] } },
      expected: /no seat s5/,
      throws: true,
    },
    {
      name: 'picks in a mode that deals no pieces to seats are refused',
      setup: { mode: 'empty', picks: { s0: ['ann'] } },
      expected: /were not used: this mode's setup deals no pieces to seats/,
      throws: true,
    },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const setup = { mode: 'dealt', seed: 3, seats: 2, ...c.setup } as MatchSetup;
    if (c.throws) expect(() => createMatch(rs, setup)).toThrow(c.expected);
    else expect(defsBySeat(setup).join(' ')).toMatch(c.expected);
  });

  it('no picks, or empty ones, deal the same match with the same hash', () => {
    const plain = createMatch(rs, { mode: 'dealt', seed: 9, seats: 3 });
    const empty = createMatch(rs, { mode: 'dealt', seed: 9, seats: 3, picks: { s0: [] } });
    expect(stateHash(empty.state)).toBe(stateHash(plain.state));
    expect('picks' in plain.state).toBe(false);
  });

  it('the picks are gone from the state once dealt', () => {
    const m = createMatch(rs, { mode: 'dealt', seed: 9, seats: 3, picks: { s2: ['ann'] } });
    expect(m.state.picks).toBeUndefined();
  });
});
