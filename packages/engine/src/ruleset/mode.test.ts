import { describe, expect, it } from 'vitest';
import { answer, createMatch, findMode, type Match } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';

// Two phases a turn: a seat picks a or b (counted in `n`), then a bookkeeping phase; a trigger on
// each phase's start counts starts. The match ends once `n` reaches 6.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  counters: [
    { id: 'n', initial: 0 },
    { id: 'starts', initial: 0 },
  ],
  phases: [
    {
      type: 'effects',
      id: 'pick',
      do: [
        {
          do: 'choose-option',
          seat: { select: 'first', from: { select: 'seats' } },
          options: [
            { id: 'a', do: [] },
            { id: 'b', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] },
          ],
        },
        { do: 'adjust-counter', counter: 'n', by: 1 },
      ],
    },
    { type: 'effects', id: 'tally', do: [] },
  ],
  triggers: [{ on: 'phase-start', run: [{ do: 'adjust-counter', counter: 'starts', by: 1 }] }],
  endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 6 }, outcome: 'done' }],
};
const rs = compileOrThrow(pack('t', [mode]));
const m = findMode(rs, 't:m');

/** Answers a, b, a, b … until the match ends. */
function playOut(match: Match): Match {
  let i = 0;
  while (match.pending) match = answer(rs, match, [{ seat: 's0', option: i++ % 2 ? 'option:b' : 'option:a' }]).match;
  return match;
}

describe("the mode's turn loop", () => {
  it("runs a turn's phases from the root's own frame, the handler the first frame above it", () => {
    const match = createMatch(rs, { mode: 't:m', seed: 1, seats: 2 });
    const stack = match.state.stack.map((f) => f.n);
    expect(stack[0]).toBe(m.root);
    expect(stack).not.toContain(m.turn.block);
    expect(stack).not.toContain(m.turn.phases[0]?.block);
    expect(stack[1]).toBe(m.turn.phases[0]?.inner);
  });

  it('leaves the stack a pushed phase handler and choice would leave at a decision asked inline', () => {
    const match = createMatch(rs, { mode: 't:m', seed: 1, seats: 2 });
    const choice = rs.nodes.find((n) => n.cause.def === 't:m' && n.cause.path === '/phases/0/do/0');
    // The handler's block waits at its second effect, under the choice (which has not moved).
    expect(match.state.stack.slice(-2).map((f) => [f.n, f.pc])).toEqual([
      [m.turn.phases[0]?.inner, 1],
      [choice?.id, 0],
    ]);
  });

  it("resumes a state saved with the turn's and the phase's blocks on the stack to the same game", () => {
    const live = createMatch(rs, { mode: 't:m', seed: 1, seats: 2 });
    const saved = JSON.parse(JSON.stringify(live.state)) as Match['state'];
    // The stack as the turn's block and the phase's block left it: the root waits at "next turn",
    // the turn's block is past its first phase, the phase's block past its start and handler.
    saved.stack = [
      { n: m.root, pc: 2, b: [] },
      { n: m.turn.block, pc: 1, b: [] },
      { n: m.turn.phases[0]?.block as number, pc: 2, b: [] },
      ...saved.stack.slice(1),
    ];
    const a = playOut(live);
    const b = playOut({ state: saved, pending: saved.pending, log: [] });
    expect(b.state.result?.outcome).toBe('done');
    expect(b.state.counters).toEqual(a.state.counters);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
  });

  it('leaves the stack it leaves with a heard phase start when nobody hears the start', () => {
    const quiet = compileOrThrow(pack('t', [{ ...mode, triggers: [] }]));
    const heard = createMatch(rs, { mode: 't:m', seed: 1, seats: 2 });
    const unheard = createMatch(quiet, { mode: 't:m', seed: 1, seats: 2 });
    expect(unheard.state.stack).toEqual(heard.state.stack);
  });

  it('plays a mode whose phase starts nobody hears to the same end', () => {
    const quiet = compileOrThrow(pack('t', [{ ...mode, triggers: [] }]));
    const heard = playOut(createMatch(rs, { mode: 't:m', seed: 1, seats: 2 }));
    let match = createMatch(quiet, { mode: 't:m', seed: 1, seats: 2 });
    for (let i = 0; match.pending; i++)
      match = answer(quiet, match, [{ seat: 's0', option: i % 2 ? 'option:b' : 'option:a' }]).match;
    expect([match.state.turn, match.state.counters['n']]).toEqual([heard.state.turn, heard.state.counters['n']]);
  });

  it('hears phase-start triggers at the start of every phase of every turn', () => {
    const end = playOut(createMatch(rs, { mode: 't:m', seed: 1, seats: 2 }));
    // a (+1), b (+2), a (+1), b (+2): four turns, the last ending at its first phase's check.
    expect(end.state.counters['starts']).toBe(7);
  });
});

describe('delayed effects waiting for the events of the turn loop', () => {
  // Turn 1's pick schedules a bump of `late` on the next phase start and one on the next turn start.
  const delayed = {
    ...mode,
    counters: [...mode.counters, { id: 'late', initial: 0 }],
    triggers: [],
    phases: [
      {
        type: 'effects',
        id: 'pick',
        do: [
          { do: 'adjust-counter', counter: 'n', by: 1 },
          {
            do: 'if',
            if: { op: 'eq', a: { op: 'counter', name: 'n' }, b: 1 },
            then: [
              { do: 'schedule', on: { on: 'phase-start' }, run: [{ do: 'adjust-counter', counter: 'late', by: 1 }] },
              { do: 'schedule', on: { on: 'turn-start' }, run: [{ do: 'adjust-counter', counter: 'late', by: 10 }] },
            ],
          },
        ],
      },
      { type: 'effects', id: 'tally', do: [] },
    ],
    endings: [{ when: { op: 'ge', a: { op: 'counter', name: 'n' }, b: 3 }, outcome: 'done' }],
  };
  const rsDelayed = compileOrThrow(pack('t', [delayed]));

  it('run once each, at the next phase start and the next turn start', () => {
    const match = createMatch(rsDelayed, { mode: 't:m', seed: 1, seats: 2 });
    expect(match.state.result?.outcome).toBe('done');
    expect(match.state.counters.late).toBe(11);
  });
});

describe("a node's cause", () => {
  it("is numbered by the node's id, out of sight of JSON and of key-by-key comparisons", () => {
    for (const node of rs.nodes) expect(node.cause.n).toBe(node.id);
    const cause = (rs.nodes[0] as (typeof rs.nodes)[number]).cause;
    expect(Object.keys(cause)).toEqual(['def', 'path']);
    expect(JSON.parse(JSON.stringify(cause))).toEqual({ def: cause.def, path: cause.path });
  });

  it("is what a phase's events carry: the phase's start node's, of the phase's def and path", () => {
    const log = createMatch(rs, { mode: 't:m', seed: 1, seats: 2, profile: 'tally' }).log;
    const starts = log.filter((e) => e.type === 'phase-start');
    expect(starts.map((e) => `${e.cause?.def}${e.cause?.path}`)).toEqual(['t:m/phases/0']);
    for (const e of starts) expect(rs.nodes[e.cause?.n ?? -1]?.cause).toBe(e.cause);
  });
});
