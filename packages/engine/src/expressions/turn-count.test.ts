// turn-count: a mode's setup.turns table read where the countdown is set.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';
import { compileRuleset } from '../ruleset/compile.ts';

const mode = (turns: unknown[]) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 6 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  counters: [{ id: 'turns-left', initial: 0 }],
  actions: [{ id: 'wait', do: [] }],
  setup: {
    turns,
    steps: [
      { do: 'create-components', defs: ['x'], zone: 'g', count: 1 },
      { do: 'create-pieces', defs: ['hero'], seat: { select: 'seats' }, at: { select: 'components' } },
      {
        do: 'set-counter',
        counter: 'turns-left',
        value: { op: 'turn-count', characters: { op: 'count', of: { select: 'pieces' } }, default: 10 },
      },
    ],
  },
  phases: [{ type: 'program', id: 'program', actions: ['wait'] }],
});
const table = [
  { characters: { min: 1, max: 4 }, turns: 8 },
  { characters: { min: 5, max: 5 }, turns: 7 },
];
const rs = compileOrThrow(pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, mode(table)]));

describe('turn-count', () => {
  it.each([
    ['the first line whose range holds the count', 4, 8],
    ['a later line', 5, 7],
    ['the default when no line holds it', 6, 10],
  ])('gives %s', (_name, seats, turns) => {
    expect(createMatch(rs, { mode: 'm', seed: 1, seats }).state.counters['turns-left']).toBe(turns);
  });

  it('is an error in a mode without a turn table', () => {
    const { ruleset, diagnostics } = compileRuleset([
      pack('t', [{ kind: 'room', id: 'x' }, { kind: 'character', id: 'hero' }, mode([])]),
    ]);
    expect(ruleset).toBeNull();
    expect(diagnostics.map((d) => d.message)).toContain(
      'turn-count reads setup.turns, which this mode does not declare',
    );
  });
});
