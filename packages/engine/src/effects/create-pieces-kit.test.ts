// Starting kits (the mode's per-piece tokens, then the definition's own kit) are worked out once per
// mode and definition: every piece still starts with its own variables.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

const rs = compileOrThrow(
  pack('t', [
    { kind: 'room', id: 'x' },
    { kind: 'character', id: 'hero', kit: { locks: 2, boost: 5 } },
    { kind: 'character', id: 'plain' },
    { kind: 'piece', id: 'bot' },
    {
      kind: 'mode',
      id: 'm',
      seats: { players: { min: 1, max: 2 } },
      zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
      tokens: [
        { id: 'boost', perPiece: 1 },
        { id: 'pass', perPiece: 0 },
      ],
      setup: {
        steps: [
          { do: 'create-components', items: [{ def: 'x' }], zone: 'g' },
          {
            do: 'create-pieces',
            defs: ['hero', 'plain'],
            seat: { select: 'seats' },
            count: 2,
            at: { select: 'components' },
          },
          { do: 'create-pieces', defs: ['bot'], at: { select: 'components' } },
        ],
      },
      phases: [{ type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] }],
    },
  ]),
);
const vars = (seats: number) =>
  Object.values(createMatch(rs, { mode: 'm', seed: 1, seats }).state.pieces).map(
    (p) => `${p.def} ${JSON.stringify(p.vars)}`,
  );

describe('starting kits of created pieces', () => {
  it('give a character the mode tokens with its own kit over them, in that order, and a piece definition nothing', () => {
    expect(vars(1)).toEqual(['t:hero {"boost":5,"pass":0,"locks":2}', 't:plain {"boost":1,"pass":0}', 't:bot {}']);
  });

  it('gives every piece its own variables: what one changes, no other piece nor the next match starts with', () => {
    const first = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).state.pieces;
    const heroes = Object.values(first).filter((p) => p.def === 't:hero');
    expect(heroes).toHaveLength(2);
    (heroes[0] as { vars: Record<string, number> }).vars.locks = 0;
    expect(heroes[1]?.vars.locks).toBe(2);
    expect(vars(2)).toContain('t:hero {"boost":5,"pass":0,"locks":2}');
  });
});
