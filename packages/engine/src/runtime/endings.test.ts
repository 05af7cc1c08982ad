// Endings are kept between writes (runtime/writes.ts): these matches end only if a write made
// after an ending check is seen by the next check of the same run.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

/** A one-seat mode with no decision: each turn runs `each`, then the endings are checked. */
const mode = (each: unknown[], ending: unknown, extra: Record<string, unknown> = {}) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  counters: [{ id: 'n', initial: 0 }],
  phases: [{ type: 'effects', id: 'work', do: each }],
  endings: [
    { outcome: 'done', when: ending },
    { outcome: 'too-long', when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 5 } },
  ],
  ...extra,
});
const play = (entities: unknown[]) =>
  createMatch(compileOrThrow(pack('t', entities)), { mode: 'm', seed: 1, seats: 1, profile: 'silent' }).state;

describe('endings between writes', () => {
  it('see a counter written after they were last asked in the same run', () => {
    const s = play([
      mode([{ do: 'adjust-counter', counter: 'n', by: 1 }], { op: 'ge', a: { op: 'counter', name: 'n' }, b: 2 }),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.counters.n).toBe(2);
  });

  it('see a piece escaping after they were last asked in the same run', () => {
    const token = { kind: 'character', id: 'token', name: 'token' };
    const s = play([
      token,
      mode(
        [
          { do: 'adjust-counter', counter: 'n', by: 1 },
          { do: 'escape', piece: { select: 'pieces' } },
        ],
        { op: 'eq', a: { op: 'count', of: { select: 'pieces' } }, b: 0 },
        { setup: { steps: [{ do: 'create-pieces', defs: 'token', at: 'g' }] } },
      ),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.counters.n).toBe(1);
  });

  // Only the ending under test (no counter-read guard, which would be asked at every counter write):
  // if a write went unseen, the match would run on until its step budget throws.
  it('see a seat variable written after they were last asked in the same run', () => {
    const ending = { op: 'ge', a: { op: 'seat-var', of: { select: 'seats' }, name: 'x' }, b: 3 };
    const s = play([
      mode([{ do: 'adjust-var', of: { select: 'seats' }, name: 'x', by: 1 }], ending, {
        endings: [{ outcome: 'done', when: ending }],
      }),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.seats.s0?.vars.x).toBe(3);
  });

  it('see roles dealt after they were last asked in the same run', () => {
    const ending = { op: 'gt', a: { op: 'count', of: { select: 'seats', role: 'guard' } }, b: 0 };
    const s = play([
      mode([{ do: 'deal-roles', roles: [{ role: 'guard' }] }], ending, {
        endings: [{ outcome: 'done', when: ending }],
      }),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.turn).toBe(1);
  });

  it('see a component created after they were last asked in the same run', () => {
    const tile = { kind: 'room', id: 'tile', name: 'tile' };
    const ending = { op: 'gt', a: { op: 'count', of: { select: 'components', def: 'tile' } }, b: 0 };
    const s = play([
      tile,
      mode(
        [
          { do: 'adjust-counter', counter: 'n', by: 1 },
          {
            do: 'if',
            if: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 2 },
            then: [{ do: 'create-components', zone: 'g', items: [{ def: 'tile' }] }],
          },
        ],
        ending,
        { endings: [{ outcome: 'done', when: ending }] },
      ),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.counters.n).toBe(2);
  });

  it('are asked every time when they read a part of the state no write is counted for', () => {
    const token = { kind: 'character', id: 'token', name: 'token' };
    const s = play([
      token,
      mode(
        [
          { do: 'adjust-var', of: { select: 'pieces' }, name: 'x', by: 1 },
          { do: 'adjust-counter', counter: 'n', by: 0 },
        ],
        { op: 'ge', a: { op: 'piece-var', of: { select: 'pieces' }, name: 'x' }, b: 3 },
        { setup: { steps: [{ do: 'create-pieces', defs: 'token', at: 'g' }] } },
      ),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(Object.values(s.pieces)[0]?.vars.x).toBe(3);
  });

  it('see a piece escaping after other endings were asked again for a counter written every turn', () => {
    const token = { kind: 'character', id: 'token', name: 'token' };
    const s = play([
      token,
      mode(
        [
          { do: 'adjust-counter', counter: 'n', by: 1 },
          {
            do: 'if',
            if: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 3 },
            then: [{ do: 'escape', piece: { select: 'pieces' } }],
          },
        ],
        { op: 'eq', a: { op: 'count', of: { select: 'pieces' } }, b: 0 },
        { setup: { steps: [{ do: 'create-pieces', defs: 'token', at: 'g' }] } },
      ),
    ]);
    expect(s.result?.outcome).toBe('done');
    expect(s.counters.n).toBe(3);
  });

  it('do not ask again an ending that failed when only what another ending reads was written', () => {
    const token = { kind: 'character', id: 'token', name: 'token' };
    const rs = compileOrThrow(
      pack('t', [
        token,
        mode(
          [{ do: 'adjust-counter', counter: 'n', by: 1 }],
          { op: 'eq', a: { op: 'count', of: { select: 'pieces' } }, b: 0 },
          { setup: { steps: [{ do: 'create-pieces', defs: 'token', at: 'g' }] } },
        ),
      ]),
    );
    // The first ending (no piece left) counts its evaluations; the turn's counter write asks only the second.
    const piecesEnding = rs.modes['t:m']?.endings[0];
    if (!piecesEnding) throw new Error('no ending');
    const when = piecesEnding.when;
    let asked = 0;
    piecesEnding.when = (rt, b) => {
      asked++;
      return when(rt, b);
    };
    const s = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' }).state;
    expect(s.result?.outcome).toBe('too-long');
    expect(asked).toBe(1);
  });
});
