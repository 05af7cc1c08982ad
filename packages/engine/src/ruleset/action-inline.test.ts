// An action's body runs where its runner reaches it. Where the body runs to its end, the action ends in
// the same step; where it asks, the runner's frame must wait under the question at the action's end, as
// if the body had been pushed and stepped.
import { describe, expect, it } from 'vitest';
import { answer, createMatch, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { ACTOR, SERIAL } from '../state/slots.ts';

const log = (text: string) => ({ do: 'announce', text });
const mode = (ask: number) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
  counters: [{ id: 'ask', initial: ask }],
  actions: [
    {
      id: 'wave',
      do: [
        log('body'),
        {
          do: 'if',
          if: { op: 'eq', a: { op: 'counter', name: 'ask' }, b: 1 },
          then: [
            {
              do: 'choose-option',
              seat: 'seat',
              options: [
                { id: 'yes', do: [log('yes')] },
                { id: 'no', do: [] },
              ],
            },
          ],
        },
        log('body end'),
      ],
    },
  ],
  triggers: [{ on: 'action-done', action: 'wave', do: [log('action-done wave')] }],
  phases: [
    { type: 'program', id: 'program', actions: ['wave'], slots: 1 },
    { type: 'act', id: 'act', slot: 0 },
    { type: 'effects', id: 'end', do: [log('after'), { do: 'end-game', outcome: 'done' }] },
  ],
});
const rooms = [
  { kind: 'room', id: 'a' },
  { kind: 'room', id: 'b' },
];
const compiled = (ask: number) => compileOrThrow(pack('t', [...rooms, { kind: 'character', id: 'hero' }, mode(ask)]));
const asking = compiled(1);
const silent = compiled(0);
const layout = { grid: [['a', 'b']], figures: [{ character: 'hero', cell: [0, 0] }] };
const programmed = (rs: typeof asking): Match =>
  answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 1, layout }), [{ seat: 's0', option: 'program:wave' }]).match;
const said = (m: Match) => m.log.filter((e) => e.type === 'announce').map((e) => e.text);

describe('an action whose body runs where its runner reaches it', () => {
  it('ends the action after a body that runs through, before what follows it', () => {
    const m = programmed(silent);
    expect(m.state.result?.outcome).toBe('done');
    expect(said(m)).toEqual(['body', 'body end', 'action-done wave', 'after']);
  });

  it("waits under the body's question at the action's end, with the action's bindings", () => {
    const m = programmed(asking);
    expect(m.pending?.seats).toEqual(['s0']);
    const runner = m.state.stack.find((f) => f.b[SERIAL] !== undefined && f.b[ACTOR] !== undefined);
    expect(runner?.pc).toBe(3);
    expect(said(m)).toEqual(['body']);
  });

  it('ends the action once the question is answered', () => {
    const m = answer(asking, programmed(asking), [{ seat: 's0', option: 'option:yes' }]).match;
    expect(m.state.result?.outcome).toBe('done');
    expect(said(m)).toEqual(['body', 'yes', 'body end', 'action-done wave', 'after']);
  });

  it('resumes from a JSON copy of the stopped state to the same hash', () => {
    const live = answer(asking, programmed(asking), [{ seat: 's0', option: 'option:no' }]).match;
    const copied = JSON.parse(JSON.stringify(programmed(asking).state)) as Match['state'];
    const resumed = answer(asking, { state: copied, pending: copied.pending, log: [] }, [
      { seat: 's0', option: 'option:no' },
    ]).match;
    expect(stateHash(resumed.state)).toBe(stateHash(live.state));
  });
});
