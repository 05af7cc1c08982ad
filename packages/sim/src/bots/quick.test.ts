import { describe, expect, it } from 'vitest';
import type { GameState } from '../engine-api.ts';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { DEFAULT_WEIGHTS, learnKnowledge, type Knowledge } from './knowledge.ts';
import { knownGoals, optionScore } from './quick.ts';

// A 1×4 grid: a goal at cell 0 (face up), a known empty room at cell 3, unknown rooms between.
const room = (def: string, cell: number, faceUp: boolean) => ({
  def,
  faceUp,
  seenBy: [] as string[],
  location: { zone: 'g', cell },
});
const state = {
  zones: { g: { kind: 'grid', rows: 1, cols: 4 } },
  components: {
    c0: room('p:exit', 0, true),
    c1: room('p:deadly', 1, false),
    c2: room('p:empty', 2, false),
    c3: room('p:empty', 3, true),
  },
} as unknown as GameState;
const k: Knowledge = {
  lethal: new Set(['p:deadly']),
  goal: new Set(['p:exit']),
  cooperative: true,
  weights: DEFAULT_WEIGHTS,
  progress: [],
  goalPrior: { g: [0.5, 0, 0, 0.5] },
  tells: [],
};
const target = (component: string) => ({ id: component, label: component, target: { component } });

describe('quick policy', () => {
  it('rates a step nearer the goal the seat knows above one farther away', () => {
    const [near, far] = ['c1', 'c2'].map((c) => optionScore(state, 's0', target(c), k));
    expect(near).toBeGreaterThan(far as number);
  });

  it('does not rate an unknown room as lethal, only one the seat knows', () => {
    const known = { ...state, components: { ...state.components, c1: { ...state.components['c1'], faceUp: true } } };
    expect([
      optionScore(state, 's0', target('c1'), k) > 0,
      optionScore(known as GameState, 's0', target('c1'), k),
    ]).toEqual([true, -DEFAULT_WEIGHTS.lethal]);
  });

  it('knowing no goal, heads for the unknown cells the deal may put it in', () => {
    const hidden = { ...state, components: { ...state.components, c0: { ...state.components['c0'], faceUp: false } } };
    expect(knownGoals(hidden as GameState, 's0', k)).toEqual([{ zone: 'g', row: 0, col: 0, p: 0.5 }]);
  });
});

describe('knowledge', () => {
  it('learns where the deal puts the goal: shares of deals per cell, none elsewhere', () => {
    const learnt = learnKnowledge(engine, miniRuleset(), 'mini', 2, { seek: ['exit'] }, 40);
    const cells = Object.values(learnt.goalPrior).flat();
    const total = cells.reduce((s, p) => s + p, 0);
    expect([cells.length > 0, total > 0 && total <= 1 + 1e-9, cells.every((p) => p >= 0)]).toEqual([true, true, true]);
  });
});
