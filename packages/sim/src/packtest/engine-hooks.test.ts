import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { conditionOn } from './engine-hooks.ts';

describe('conditionOn', () => {
  it('reads a true and a false literal with the engine', () => {
    const ruleset = miniRuleset();
    const mode = Object.keys(ruleset.modes)[0] as string;
    const { state } = engine.createMatch(ruleset, { mode, seed: 1, seats: 2 });
    expect(conditionOn(ruleset, state, true)).toEqual({ holds: true });
    expect(conditionOn(ruleset, state, false)).toEqual({ holds: false });
  });
});
