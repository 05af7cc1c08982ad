import { describe, expect, it } from 'vitest';
import { seedRng } from '@roomsmith/engine';
import { engine, type Decision, type DecisionOption, type GameState } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { determinize, sampler } from './determinize.ts';

const ruleset = miniRuleset();
const start = () => engine.createMatch(ruleset, { mode: 'mini', seed: 11, seats: 2 });

/** The ids of components whose face seat s0 cannot see. */
const hiddenTo = (state: GameState, seat: string) => {
  const v = engine.view(ruleset, state, seat);
  return Object.keys(state.components).filter((id) => (v.components[id]?.def ?? null) === null);
};

describe('determinize', () => {
  it('keeps every face the seat sees', () => {
    const { state } = start();
    const sample = determinize(engine, ruleset, state, 's0', seedRng(1));
    const v = engine.view(ruleset, state, 's0');
    for (const [id, c] of Object.entries(v.components)) if (c.def) expect(sample.components[id]?.def).toBe(c.def);
  });

  it('gives the same sample whatever lies under the hidden faces', () => {
    const { state } = start();
    const other = structuredClone(state);
    const hidden = hiddenTo(state, 's0');
    const defs = hidden.map((id) => state.components[id]?.def ?? '');
    hidden.forEach((id, i) => Object.assign(other.components[id] ?? {}, { def: defs[(i + 1) % defs.length] }));
    other.rng = seedRng('a different future');
    expect(engine.stateHash(determinize(engine, ruleset, other, 's0', seedRng(5)))).toBe(
      engine.stateHash(determinize(engine, ruleset, state, 's0', seedRng(5))),
    );
  });

  it('re-deals the hidden faces from the faces in play', () => {
    const { state } = start();
    const hidden = hiddenTo(state, 's0');
    const sample = determinize(engine, ruleset, state, 's0', seedRng(3));
    const faces = (s: GameState) => hidden.map((id) => s.components[id]?.def).sort();
    expect(faces(sample)).toEqual(faces(state));
  });

  it('draws a different future than the real one', () => {
    const { state } = start();
    expect(determinize(engine, ruleset, state, 's0', seedRng(3)).rng).not.toEqual(state.rng);
  });

  it('re-draws other seats\u2019 hidden programmes and keeps the seat\u2019s own', () => {
    let match = start();
    while (match.pending?.kind !== 'simultaneous') {
      const d = match.pending as Decision;
      match = engine.answer(
        ruleset,
        match,
        d.seats.map((seat) => ({ seat, option: (engine.legalOptions(match, seat)[0] as DecisionOption).id })),
      ).match;
    }
    const d = match.pending;
    match = engine.answer(
      ruleset,
      match,
      d.seats.map((seat) => ({ seat, option: (engine.legalOptions(match, seat).at(-1) as DecisionOption).id })),
    ).match;
    const mine = (s: GameState) =>
      Object.values(s.pieces)
        .filter((p) => p.seat === 's0')
        .map((p) => p.plan);
    const counts = (s: GameState) => Object.values(s.pieces).map((p) => p.plan.filter((a) => a !== '').length);
    const sample = determinize(engine, ruleset, match.state, 's0', seedRng(9));
    expect(mine(sample)).toEqual(mine(match.state));
    expect(counts(sample)).toEqual(counts(match.state));
  });

  it('never changes the state it samples from', () => {
    const { state } = start();
    const before = engine.stateHash(state);
    determinize(engine, ruleset, state, 's1', seedRng(2));
    expect(engine.stateHash(state)).toBe(before);
  });

  it('plays a sample on without a log or labels, as the lookahead reads neither', () => {
    const m = start();
    const sample = sampler(engine, ruleset, m.state, 's0')(seedRng(2));
    const seats = sample.pending?.seats ?? [];
    const answers = seats.map((seat) => ({ seat, option: engine.legalOptions(sample, seat)[0]!.id }));
    const next = engine.answer(ruleset, sample, answers).match;
    expect([next.log.length, engine.legalOptions(next, seats[0]!).map((o) => o.label)]).toEqual([
      0,
      engine.legalOptions(next, seats[0]!).map(() => ''),
    ]);
  });
});
