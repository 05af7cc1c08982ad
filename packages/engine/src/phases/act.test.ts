// The act phase: programmed actions in turn order; a short programme is played when its seat says so.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch, type Match } from '../match/match.ts';

const tick = (id: string) => ({ id, do: [{ do: 'announce', text: id }] });
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  actions: [tick('a'), tick('b')],
  phases: [
    { type: 'program', id: 'program', actions: ['a', 'b'] },
    { type: 'act', id: 'act-1', slot: 0 },
    { type: 'act', id: 'act-2', slot: 1 },
    { type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] },
  ],
};
const rs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, mode]));
const layout = {
  grid: [['x']],
  figures: [
    { character: 'hero', seat: 's0', cell: [0, 0] },
    { character: 'hero', seat: 's1', cell: [0, 0] },
  ],
};
const said = (m: Match) => m.log.filter((e) => e.type === 'announce').map((e) => `${e.cause?.path}:${String(e.text)}`);
const program = (s0: string, s1: string) =>
  answer(rs, createMatch(rs, { mode: 'm', seed: 1, seats: 2, layout }), [
    { seat: 's0', option: `program:${s0}` },
    { seat: 's1', option: `program:${s1}` },
  ]).match;

describe('act phase', () => {
  it('plays first actions in turn order, then second actions', () => {
    expect(said(program('a,b', 'b,a')).map((x) => x.slice(-1))).toEqual(['a', 'b', 'b', 'a']);
  });

  it('asks a one-action programme whether to play now', () => {
    const m = program('a', 'b,a');
    expect(m.pending?.options.s0?.map((o) => o.id)).toEqual(['act:now', 'act:later']);
  });

  it('plays a held action in the last slot', () => {
    const m = answer(rs, program('a', 'b,a'), [{ seat: 's0', option: 'act:later' }]).match;
    expect(said(m).map((x) => x.slice(-1))).toEqual(['b', 'a', 'a']);
  });
});
