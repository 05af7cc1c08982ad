import { describe, expect, it } from 'vitest';
import { eventVisibleTo } from '@roomsmith/engine';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { runGame, type GameSetup } from './game.ts';
import { botRng, randomBot, type PolicyContext, type SeatPolicy } from './policy.ts';
import type { TextInput } from '@roomsmith/engine';

const ruleset = miniRuleset();
const setup = (seed: number, seats = 2): GameSetup<typeof ruleset> => ({ engine, ruleset, mode: 'mini', seed, seats });
const bots = (seed: number) => () => randomBot(botRng(seed));

describe('runGame', () => {
  it('plays a match until the engine declares one of its endings', () => {
    const game = runGame(setup(1), bots(1));
    expect(['victory', 'defeat']).toContain(game.result?.outcome);
    expect(game.decisions).toBeGreaterThan(0);
  });

  it('plays a policy shared by every seat as it plays one wrapper of that policy per seat', () => {
    const shared = randomBot(botRng(7));
    const inner = randomBot(botRng(7));
    const wrapper = (): SeatPolicy =>
      Object.assign((ctx: PolicyContext) => inner(ctx), {
        lean: (count: number, input: TextInput | undefined) => inner.lean?.(count, input) ?? 0,
      });
    const once = runGame(setup(7, 3), () => shared);
    const each = runGame(setup(7, 3), wrapper);
    expect(engine.stateHash(once.match.state)).toBe(engine.stateHash(each.match.state));
  });

  it('answers the simultaneous programming decision for every seat at once', () => {
    const game = runGame(setup(2, 3), bots(2), { recordAnswers: true });
    expect(game.recorded?.[0]?.map((a) => a.seat)).toEqual(['s0', 's1', 's2']);
  });

  it('counts one answer per seat and one decision per answered decision', () => {
    const game = runGame(setup(3, 3), bots(3), { recordAnswers: true });
    expect(game.decisions).toBe(game.recorded?.length);
    expect(game.answers).toBe(game.recorded?.flat().length);
  });

  it('gives a policy its seat, the decision, its options, a view, its events and samples, never the state', () => {
    const seen: PolicyContext[] = [];
    runGame(setup(4), () => (ctx) => (seen.push(ctx), ctx.options[0]?.id ?? ''), { maxDecisions: 1 });
    expect(Object.keys(seen[0] ?? {}).sort()).toEqual(['decision', 'events', 'options', 'sample', 'seat', 'view']);
    expect(seen[0]?.view().seat).toBe(seen[0]?.seat);
  });

  it('gives a policy only the events its seat may read', () => {
    const read: boolean[] = [];
    const game = runGame(setup(6), () => (ctx) => {
      for (const e of ctx.events?.() ?? []) read.push(eventVisibleTo(e, ctx.seat));
      return ctx.options[0]?.id ?? '';
    });
    // The game's log holds events some seat may not read (peeks), and none of those reached that seat.
    const privateEvents = game.match.log.filter((e) => !eventVisibleTo(e, 's0') || !eventVisibleTo(e, 's1'));
    expect([privateEvents.length > 0, read.length > 0, read.every(Boolean)]).toEqual([true, true, true]);
  });

  it('gives bots views that hide the rooms their seat has not seen', () => {
    const hidden: number[] = [];
    runGame(setup(5), () => (ctx) => {
      hidden.push(Object.values(ctx.view().components).filter((c) => c.def === null).length);
      return ctx.options[0]?.id ?? '';
    });
    expect(hidden[0]).toBe(8);
  });

  it('stops a match at the decision cap and reports no result', () => {
    const game = runGame(setup(6), bots(6), { maxDecisions: 2 });
    expect(game.result).toBeNull();
    expect(game.decisions).toBe(2);
  });

  it('plays the same game from the same seed', () => {
    const hash = () => engine.stateHash(runGame(setup(7), bots(7)).match.state);
    expect(hash()).toBe(hash());
  });

  it('calls onStart once and afterStep once per answered decision', () => {
    let starts = 0;
    let steps = 0;
    const game = runGame(setup(8), bots(8), { onStart: () => starts++, afterStep: () => steps++ });
    expect([starts, steps]).toEqual([1, game.decisions]);
  });

  it('asks lean seats on the spot to the same game as asking them one decision at a time', () => {
    const onTheSpot = runGame(setup(11, 3), bots(11));
    const oneAtATime = runGame(setup(11, 3), bots(11), { afterStep: () => undefined });
    expect(onTheSpot.decisions).toBe(oneAtATime.decisions);
    expect(onTheSpot.answers).toBe(oneAtATime.answers);
    expect(engine.stateHash(onTheSpot.match.state)).toBe(engine.stateHash(oneAtATime.match.state));
  });

  it('calls onAsk once per decision, with the length of the log before it, on the spot or not', () => {
    const rich = { ...setup(12, 3), profile: 'rich' as const };
    const marks = (afterStep?: () => void) => {
      const got: number[] = [];
      const game = runGame(rich, bots(12), { onAsk: (n) => void got.push(n), ...(afterStep ? { afterStep } : {}) });
      return { got, game };
    };
    const onTheSpot = marks();
    const oneAtATime = marks(() => undefined);
    expect(onTheSpot.got).toHaveLength(onTheSpot.game.decisions);
    expect(onTheSpot.got).toEqual(oneAtATime.got);
    expect(onTheSpot.got.every((n, i) => i === 0 || n >= (onTheSpot.got[i - 1] as number))).toBe(true);
  });

  it('plays random bots through the lean contract, and their recorded answers replay to the same hash', () => {
    const game = runGame(setup(9, 3), bots(9), { recordAnswers: true });
    let match = engine.createMatch(ruleset, { mode: 'mini', seed: 9, seats: 3 });
    for (const round of game.recorded ?? []) match = engine.answer(ruleset, match, round).match;
    expect(game.result).not.toBeNull();
    expect(engine.stateHash(match.state)).toBe(engine.stateHash(game.match.state));
  });

  it('tells a lean policy only how many options its seat has', () => {
    const counts: number[] = [];
    const rng = botRng(10);
    const policy = randomBot(rng);
    const lean = Object.assign(
      (): string => {
        throw new Error('the lean path asks the count, not the options');
      },
      {
        lean: (count: number, input: unknown) => {
          counts.push(count);
          return policy.lean?.(count, input as undefined) ?? 0;
        },
      },
    );
    const game = runGame(setup(10), () => lean);
    expect(counts.length).toBe(game.answers);
    expect(counts.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
  });
});
