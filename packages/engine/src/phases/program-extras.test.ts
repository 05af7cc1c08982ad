// The program phase's extras: an action added beside the programme, offered while
// it is possible, recorded in a piece variable that a later phase reads.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, answerIndex, createMatch, playIndexed } from '../match/match.ts';
import { stateHash } from '../match/hash.ts';
import { extraSets } from './program.ts';

const tick = (id: string) => ({ id, do: [{ do: 'announce', text: id }] });
const boosted = { op: 'eq', a: { op: 'piece-var', of: 'it', name: 'boost-programmed' }, b: 1 };
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 2 }],
  tokens: [{ id: 'boost', perPiece: 1 }],
  actions: [
    tick('a'),
    tick('b'),
    {
      id: 'boost',
      when: { op: 'eq', a: { op: 'piece-var', of: 'actor', name: 'boost' }, b: 1 },
      do: [{ do: 'announce', text: 'boost' }],
    },
  ],
  phases: [
    {
      type: 'program',
      id: 'program',
      actions: ['a', 'b'],
      slots: 1,
      extras: [{ action: 'boost', var: 'boost-programmed' }],
    },
    { type: 'act', id: 'act-1', slot: 0 },
    {
      type: 'each',
      id: 'extra',
      who: { select: 'pieces', where: boosted },
      do: [
        { do: 'perform', piece: 'it', action: 'boost' },
        { do: 'set-var', of: 'it', name: 'boost', value: 0 },
        { do: 'set-var', of: 'it', name: 'boost-programmed', value: 0 },
      ],
    },
  ],
  modifiers: [
    {
      rule: 'forbid-action',
      actions: ['boost'],
      while: { op: 'eq', a: { op: 'piece-var', of: 'piece', name: 'frozen' }, b: 1 },
    },
  ],
};
const rs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, mode]));
const start = (vars: Record<string, number> = {}) =>
  createMatch(rs, {
    mode: 'm',
    seed: 1,
    seats: 1,
    layout: { grid: [['x', 'x']], figures: [{ character: 'hero', seat: 's0', cell: [0, 0], vars }] },
  });
const offered = (vars: Record<string, number> = {}) => start(vars).pending?.options.s0?.map((o) => o.id);

describe('extraSets', () => {
  it.each([
    ['no extras', [], [[]]],
    ['one extra', ['x'], [[], ['x']]],
    ['two extras, in declaration order', ['x', 'y'], [[], ['x'], ['y'], ['x', 'y']]],
  ] as const)('lists every subset of %s', (_name, extras, expected) => {
    expect(extraSets([...extras])).toEqual(expected);
  });
});

describe('program extras', () => {
  it.each([
    ['while the extra is possible', {}, ['program:a', 'program:b', 'program:a+boost', 'program:b+boost']],
    ['not once its token is spent (its when fails)', { boost: 0 }, ['program:a', 'program:b']],
    ['not while a modifier forbids it', { frozen: 1 }, ['program:a', 'program:b']],
  ])('are offered beside each programme %s', (_name, vars, expected) => {
    expect(offered(vars)).toEqual(expected);
  });

  it.each([0, 1, 2, 3])('are picked on the spot by index in the order they are offered (option %i)', (index) => {
    const asked = answerIndex(rs, start(), [0]);
    const option = asked.pending?.options.s0?.[index]?.id ?? '';
    const byId = answer(rs, asked, [{ seat: 's0', option }]).match;
    const picks = [0, index];
    const onTheSpot = start();
    playIndexed(rs, onTheSpot, () => picks.shift() ?? -1, 2);
    expect(stateHash(onTheSpot.state)).toBe(stateHash(byId.state));
    expect(onTheSpot.state.pieces.p0?.vars).toEqual(byId.state.pieces.p0?.vars);
  });

  it('set the piece variable and add the extra round', () => {
    const m = answer(rs, start(), [{ seat: 's0', option: 'program:a+boost' }]).match;
    const said = m.log.filter((e) => e.type === 'announce').map((e) => String(e.text));
    expect(said).toEqual(['a', 'boost']);
    expect(m.state.pieces.p0?.vars).toMatchObject({ boost: 0, 'boost-programmed': 0 });
  });

  it('leave the round out when nobody programs one', () => {
    const m = answer(rs, start(), [{ seat: 's0', option: 'program:a' }]).match;
    expect(m.log.filter((e) => e.type === 'announce').map((e) => String(e.text))).toEqual(['a']);
    expect(m.state.pieces.p0?.vars.boost).toBe(1);
  });
});

describe('starting kits', () => {
  const kitRs = compileOrThrow(
    pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero', kit: { locks: 2 } }, mode]),
  );
  it('give a piece the mode per-piece tokens and its character kit as variables', () => {
    const m = createMatch(kitRs, {
      mode: 'm',
      seed: 1,
      seats: 1,
      layout: { grid: [['x', 'x']], figures: [{ character: 'hero', seat: 's0', cell: [0, 0] }] },
    });
    expect(m.state.pieces.p0?.vars).toEqual({ boost: 1, locks: 2 });
  });
});

describe('created pieces', () => {
  const setupRs = compileOrThrow(
    pack('t', [
      { kind: 'room', id: 'x' },
      { kind: 'character', id: 'hero', kit: { locks: 2 } },
      {
        ...mode,
        setup: {
          steps: [
            { do: 'create-components', defs: ['x'], zone: 'g', count: 2 },
            { do: 'create-pieces', defs: ['hero'], seat: { select: 'seats' }, at: { select: 'components' } },
          ],
        },
      },
    ]),
  );
  it('start with the same kit when the setup creates them', () => {
    const m = createMatch(setupRs, { mode: 'm', seed: 1, seats: 1 });
    expect(Object.values(m.state.pieces).map((p) => p.vars)).toEqual([{ boost: 1, locks: 2 }]);
  });
});
