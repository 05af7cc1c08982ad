// A signal is the last thing its step does, so the trigger bodies that hear it run where it is reached,
// in hearing order. Where one asks, the bodies after it must wait under the question, and what ran the
// signal under them, as if they had all been pushed and the first stepped.
import { describe, expect, it } from 'vitest';
import { answer, createMatch, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { EffectLoopError } from '../runtime/runtime.ts';

const log = (text: string) => ({ do: 'announce', text });
const mode = (ask: number, end: number) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  counters: [
    { id: 'ask', initial: ask },
    { id: 'end', initial: end },
  ],
  triggers: [
    {
      on: 'signal',
      name: 'go',
      do: [
        log('first'),
        {
          do: 'if',
          if: { op: 'eq', a: { op: 'counter', name: 'ask' }, b: 1 },
          then: [
            {
              do: 'choose-option',
              seat: { select: 'seats' },
              options: [
                { id: 'yes', do: [log('yes')] },
                { id: 'no', do: [] },
              ],
            },
          ],
        },
        {
          do: 'if',
          if: { op: 'eq', a: { op: 'counter', name: 'end' }, b: 1 },
          then: [{ do: 'end-game', outcome: 'early' }],
        },
        log('first end'),
      ],
    },
    { on: 'signal', name: 'go', do: [log('second'), log('second end')] },
  ],
  phases: [
    {
      type: 'effects',
      id: 'turn',
      do: [log('before'), { do: 'signal', name: 'go' }, log('after'), { do: 'end-game', outcome: 'done' }],
    },
  ],
});
const compiled = (ask: number, end: number) => compileOrThrow(pack('t', [mode(ask, end)]));
const asking = compiled(1, 0);
const start = (rs = asking): Match => createMatch(rs, { mode: 't:m', seed: 1, seats: 1 });
const said = (m: Match) => m.log.filter((e) => e.type === 'announce').map((e) => e.text);

describe('trigger bodies that run where their signal is reached', () => {
  it('run in hearing order before what follows the signal', () => {
    const m = start(compiled(0, 0));
    expect(m.state.result?.outcome).toBe('done');
    expect(said(m)).toEqual(['before', 'first', 'first end', 'second', 'second end', 'after']);
  });

  it("leave the next body waiting under the first one's question, and the signal's block under both", () => {
    const m = start();
    expect(m.pending?.seats).toEqual(['s0']);
    const paths = m.state.stack.map((f) => asking.nodes[f.n]?.cause.path);
    const second = paths.indexOf('/triggers/1/do');
    const first = paths.indexOf('/triggers/0/do');
    const block = paths.indexOf('/phases/0/do');
    expect(block).toBeGreaterThanOrEqual(0);
    expect(second).toBe(block + 1);
    expect(first).toBe(second + 1);
    expect(m.state.stack[second]?.pc).toBe(0);
    expect(m.state.stack[block]?.pc).toBe(2);
    expect(said(m)).toEqual(['before', 'first']);
  });

  it('go on to the next body and past the signal once the question is answered', () => {
    const m = answer(asking, start(), [{ seat: 's0', option: 'option:yes' }]).match;
    expect(m.state.result?.outcome).toBe('done');
    expect(said(m)).toEqual(['before', 'first', 'yes', 'first end', 'second', 'second end', 'after']);
  });

  it('run nothing after a body that ended the match', () => {
    const m = start(compiled(0, 1));
    expect(m.state.result?.outcome).toBe('early');
    expect(m.state.stack).toEqual([]);
    expect(said(m)).toEqual(['before', 'first']);
  });

  it('resume from a JSON copy of the stopped state to the same hash', () => {
    const live = answer(asking, start(), [{ seat: 's0', option: 'option:no' }]).match;
    const copied = JSON.parse(JSON.stringify(start().state)) as Match['state'];
    const resumed = answer(asking, { state: copied, pending: copied.pending, log: [] }, [
      { seat: 's0', option: 'option:no' },
    ]).match;
    expect(stateHash(resumed.state)).toBe(stateHash(live.state));
  });
});

describe('a signal its own trigger sends again', () => {
  const echo = {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    triggers: [{ on: 'signal', name: 'go', do: [log('again'), { do: 'signal', name: 'go' }] }],
    phases: [{ type: 'effects', id: 'turn', do: [{ do: 'signal', name: 'go' }] }],
  };

  it('stops at the step budget with an error naming the trigger, as pushed bodies did', () => {
    const rs = compileOrThrow(pack('t', [echo]));
    let error: unknown;
    try {
      createMatch(rs, { mode: 't:m', seed: 1, seats: 1, budget: 20_000, profile: 'silent' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EffectLoopError);
    expect((error as EffectLoopError).content.path).toMatch(/^\/triggers\/0\/do/);
  });
});
