import { describe, expect, it } from 'vitest';
import { answer, createMatch, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { hashJson } from './hash.ts';
import {
  actionDoneSlots,
  actionSlots,
  BOUND_NULL,
  ENGINE_SLOTS,
  loadState,
  moveSlots,
  phaseSlots,
  pieceSeatSlots,
  recordOf,
  selfPieceSlots,
  selfPieceTargetSlots,
  selfSlots,
  selfZoneSlots,
  stateV1,
  turnSlots,
  type SavedState,
} from './slots.ts';

// One turn: a delayed effect scheduled with `v` = 5 waits for the signal `tick`; then, inside a `let`
// that binds `v` to null on purpose, s0 is asked a question, and the signal is sent after the answer.
// The signal's bindings (the let's) bind `v` to null, which hides the effect's own 5: the counter gets
// null (0). Were the null lost (read back as unbound), the effect would set 5.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  counters: [
    { id: 'n', initial: -1 },
    { id: 'turns', initial: 0 },
  ],
  phases: [
    {
      type: 'effects',
      id: 'turn',
      do: [
        {
          do: 'let',
          name: 'v',
          value: 5,
          run: [
            {
              do: 'schedule',
              on: { on: 'signal', name: 'tick' },
              run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
            },
          ],
        },
        {
          do: 'let',
          name: 'v',
          value: null,
          run: [
            {
              do: 'choose-option',
              seat: { select: 'seats' },
              options: [
                { id: 'yes', do: [] },
                { id: 'no', do: [] },
              ],
            },
            { do: 'signal', name: 'tick' },
          ],
        },
        { do: 'adjust-counter', counter: 'turns', by: 1 },
      ],
    },
  ],
  endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'turns' }, b: 1 }, outcome: 'done' }],
};
const rs = compileOrThrow(pack('t', [mode]));
const start = (): Match => createMatch(rs, { mode: 't:m', seed: 1, seats: 2 });
const yes = [{ seat: 's0', option: 'option:yes' }];
const resume = (state: Match['state']): Match => answer(rs, { state, pending: state.pending, log: [] }, yes).match;

describe('bindings as slots', () => {
  it('give the engine’s names their fixed slots first, then the names content binds', () => {
    expect(rs.slots.names.slice(0, ENGINE_SLOTS.length)).toEqual(ENGINE_SLOTS);
    expect(rs.slots.names).toContain('v');
  });

  it('are made by the engine with each name at its slot, shorter than the table where the last slots are unbound', () => {
    const named = (b: ReturnType<typeof selfSlots>) => recordOf(ENGINE_SLOTS, b);
    expect(named(actionSlots('p0', 's0'))).toEqual({ actor: 'p0', seat: 's0' });
    expect(named(moveSlots('c1', 'p0', BOUND_NULL, 'p1', 'c0', undefined))).toEqual({
      self: 'c1',
      actor: 'p0',
      seat: null,
      piece: 'p1',
      from: 'c0',
    });
    expect(named(moveSlots('c0', undefined, 's1', 'p1', undefined, 'c1'))).toEqual({
      self: 'c0',
      seat: 's1',
      piece: 'p1',
      to: 'c1',
    });
    expect(named(selfPieceSlots(undefined, 'p1'))).toEqual({ piece: 'p1' });
    expect(named(selfPieceTargetSlots('c1', 'p1', 'c1'))).toEqual({ self: 'c1', piece: 'p1', target: 'c1' });
    expect(named(selfSlots('c2'))).toEqual({ self: 'c2' });
    expect(named(pieceSeatSlots('p1', 's0'))).toEqual({ piece: 'p1', seat: 's0' });
    expect(named(selfZoneSlots('c2', 'deck'))).toEqual({ self: 'c2', zone: 'deck' });
    expect(named(phaseSlots('move'))).toEqual({ phase: 'move' });
    expect(named(turnSlots(3))).toEqual({ turn: 3 });
    expect(named(actionDoneSlots('p0', 's0', 4, 'look'))).toEqual({
      actor: 'p0',
      seat: 's0',
      serial: 4,
      action: 'look',
    });
  });

  it('keep a name bound to null apart from an unbound one, in the delayed-effect merge', () => {
    const live = answer(rs, start(), yes).match;
    expect(live.state.result?.outcome).toBe('done');
    expect(live.state.counters.n).toBe(0);
  });

  it('play on from a state saved and loaded mid-game (JSON) to the same hash as one that never left memory', () => {
    const live = answer(rs, start(), yes).match;
    const saved = JSON.parse(JSON.stringify(start().state)) as Match['state'];
    const resumed = resume(saved);
    expect(resumed.state.counters.n).toBe(0);
    expect(stateHash(resumed.state)).toBe(stateHash(live.state));
  });

  it('play on from a v2 state loaded with loadState to the same hash', () => {
    const live = answer(rs, start(), yes).match;
    const saved = JSON.parse(JSON.stringify(start().state)) as SavedState;
    expect(stateHash(resume(loadState(rs, saved)).state)).toBe(stateHash(live.state));
  });

  it('convert a saved v1 state (bindings as records) by the ruleset’s table, to the same hash and the same game', () => {
    const live = answer(rs, start(), yes).match;
    const v1 = JSON.parse(JSON.stringify(stateV1(start().state))) as SavedState;
    expect(v1.v).toBe(1);
    expect(v1.stack.some((f) => recordHas(f.b, 'v', null))).toBe(true);
    const loaded = loadState(rs, v1);
    expect(loaded.v).toBe(2);
    expect(loaded.names).toBe(rs.slots.names);
    expect(stateHash(loaded)).toBe(stateHash(start().state));
    expect(stateHash(resume(loaded).state)).toBe(stateHash(live.state));
  });

  it('keep a v1 state’s names the ruleset lacks in a table of that state’s own, with its hash', () => {
    const v1 = JSON.parse(JSON.stringify(stateV1(start().state))) as SavedState;
    const top = v1.stack[v1.stack.length - 1] as { b: Record<string, unknown> };
    top.b.elsewhere = 'x';
    const hash = hashJson(v1);
    const names = rs.slots.names.slice();
    const loaded = loadState(rs, v1);
    expect(rs.slots.names).toEqual(names);
    expect(loaded.names).toContain('elsewhere');
    expect(stateHash(loaded)).toBe(hash);
    expect(recordOf(loaded.names, loaded.stack[loaded.stack.length - 1]?.b ?? [])).toMatchObject({ elsewhere: 'x' });
  });

  it('hash a state as its v1 form, whose bindings are records of their bound names', () => {
    const s = start().state;
    expect(stateHash(s)).toBe(hashJson(stateV1(s)));
    const form = stateV1(s) as { v: number; names?: unknown; stack: Array<{ b: unknown }> };
    expect(form.v).toBe(1);
    expect(form.names).toBeUndefined();
    expect(form.stack.every((f) => !Array.isArray(f.b))).toBe(true);
  });
});

const recordHas = (b: unknown, name: string, value: unknown): boolean =>
  typeof b === 'object' && b !== null && (b as Record<string, unknown>)[name] === value;
