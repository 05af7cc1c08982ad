import { describe, expect, it } from 'vitest';
import { answer, createMatch, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { recordOf } from '../state/slots.ts';

// One turn: a `for-each` over the seats whose body is a `let` around a block (count the item, ask the
// item's seat when `ask` is 1). Item bodies run where the loop reaches them; where one asks, the loop's
// frame must wait under the question at the next item, as if the body had been pushed and stepped.
const mode = (ask: number) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  counters: [
    { id: 'items', initial: 0 },
    { id: 'ask', initial: ask },
    { id: 'turns', initial: 0 },
  ],
  phases: [
    {
      type: 'effects',
      id: 'turn',
      do: [
        {
          do: 'for-each',
          in: { select: 'seats' },
          as: 'who',
          run: [
            {
              do: 'let',
              name: 'again',
              value: { op: 'counter', name: 'ask' },
              run: [
                { do: 'adjust-counter', counter: 'items', by: 1 },
                {
                  do: 'if',
                  if: { op: 'eq', a: { op: 'counter', name: 'ask' }, b: 1 },
                  then: [
                    {
                      do: 'choose-option',
                      seat: 'who',
                      options: [
                        { id: 'yes', do: [] },
                        { id: 'no', do: [] },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { do: 'adjust-counter', counter: 'turns', by: 1 },
      ],
    },
  ],
  endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'turns' }, b: 2 }, outcome: 'done' }],
});
const asking = compileOrThrow(pack('t', [mode(1)]));
const silent = compileOrThrow(pack('t', [mode(0)]));
const start = (): Match => createMatch(asking, { mode: 't:m', seed: 1, seats: 2 });

describe('a loop whose item bodies run where it reaches them', () => {
  it('runs every item of a turn in one go when no body stops', () => {
    const m = createMatch(silent, { mode: 't:m', seed: 1, seats: 2 });
    expect(m.state.result?.outcome).toBe('done');
    expect(m.state.counters).toMatchObject({ items: 4, turns: 2 });
  });

  it("waits under a body's question at the next item, with the item's bindings on the question", () => {
    const m = start();
    expect(m.pending?.seats).toEqual(['s0']);
    const stack = m.state.stack;
    const loop = stack.find((f) => f.items !== undefined);
    expect(loop?.pc).toBe(1);
    expect(loop?.items).toEqual(['s0', 's1']);
    expect(recordOf(m.state.names, stack[stack.length - 1]?.b ?? [])).toMatchObject({ who: 's0', again: 1 });
  });

  it('goes on to the next item once the question is answered', () => {
    const m = answer(asking, start(), [{ seat: 's0', option: 'option:yes' }]).match;
    expect(m.pending?.seats).toEqual(['s1']);
    expect(m.state.counters).toMatchObject({ items: 2, turns: 0 });
  });

  it('resumes from a JSON copy of the stopped state to the same hash', () => {
    const live = answer(asking, start(), [{ seat: 's0', option: 'option:no' }]).match;
    const copied = JSON.parse(JSON.stringify(start().state)) as Match['state'];
    const resumed = answer(asking, { state: copied, pending: copied.pending, log: [] }, [
      { seat: 's0', option: 'option:no' },
    ]).match;
    expect(stateHash(resumed.state)).toBe(stateHash(live.state));
  });
});
