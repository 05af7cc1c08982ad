import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/match.ts';
import { evaluate } from '../match/evaluate.ts';
import { saltedHash } from '../runtime/scenarios.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';

// The hash of "pepper01:ABC", computed once elsewhere: the test checks the hashing, not only a round trip.
const HASH = 'f469dfc816abcdc8c7ffe299d08aa59aa5ed2ae89003f0a4495963ba16597698';
const lock = { kind: 'room', id: 'lock', name: 'Lock', code: { alphabet: 'letters', length: 3 } };
const other = { kind: 'room', id: 'other', name: 'Other' };
const scenario = (id: string, sha256: string) => ({
  kind: 'enigma-scenario',
  id,
  name: id,
  number: id === 'one' ? 1 : 2,
  cards: [],
  codes: [{ room: 'lock', salt: 'pepper01', sha256 }],
});
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [
    {
      id: 'grid',
      kind: 'grid',
      rows: 1,
      cols: 2,
      regions: {
        all: [
          [0, 0],
          [0, 1],
        ],
      },
    },
  ],
  setup: {
    steps: [{ do: 'create-components', zone: 'grid', region: 'all', items: [{ def: 'lock' }, { def: 'other' }] }],
  },
  phases: [{ type: 'effects', id: 'turn', do: [] }],
  endings: [{ outcome: 'done', when: true }],
};
const rs = compileOrThrow(pack('t', [lock, other, mode, scenario('one', HASH), scenario('two', '0'.repeat(64))]));

describe('secret-matches', () => {
  it('hashes salt:value with SHA-256', () => {
    expect(saltedHash('pepper01', 'ABC')).toBe(HASH);
  });

  it.each([
    ['the right text for the room', 'lock', 'ABC', {}, true],
    ['a wrong text', 'lock', 'ABD', {}, false],
    ['a room the scenario keeps no secret for', 'other', 'ABC', {}, false],
    ['the scenario the option names', 'lock', 'ABC', { scenario: 'two' }, false],
    ['the scenario named by its qualified id', 'lock', 'ABC', { scenario: 't:one' }, true],
  ] as const)('is %s', (_name, def, value, options, expected) => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1, options });
    const id = Object.values(m.state.components).find((c) => c.def === `t:${def}`)?.id;
    const got = evaluate(rs, m.state, { op: 'secret-matches', of: 'room', value }, { room: id ?? '' });
    expect(got.value).toBe(expected);
  });
});
