// The heuristic bot: for each of its options, a few determinizations of what
// it cannot see (the same ones for every option), the option played, then a
// short quick-policy lookahead, and the position scored by the content-driven
// evaluation (team alive and escaped, known goal nearby, faces known, seat
// progress). It plays for its team in cooperative modes. Deterministic from
// its RNG; reads only its view and samples drawn from it.
import type { RngState } from '@roomsmith/engine';
import { nextUint32, seedRng } from '@roomsmith/engine';
import type { DecisionOption, EngineApi } from '../engine-api.ts';
import type { SeatPolicy } from '../run/policy.ts';
import { evaluateState } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';
import { quickAnswers, rollout } from './rollout.ts';
import { optionScore } from './quick.ts';
import { optionIn } from './view-keys.ts';

/** Settings of the heuristic bot. */
export interface HeuristicOptions {
  /** Determinizations per option (default 3). */
  samples?: number;
  /** Decisions of lookahead after the option (default 6). */
  horizon?: number;
}

/** A heuristic seat policy. */
export function heuristicBot<R>(
  engine: EngineApi<R>,
  ruleset: R,
  knowledge: Knowledge,
  rng: RngState,
  options: HeuristicOptions = {},
): SeatPolicy {
  const samples = options.samples ?? 3;
  const horizon = options.horizon ?? 6;
  return (ctx) => {
    const first = (ctx.options[0] as DecisionOption).id;
    if (ctx.options.length === 1 || !ctx.sample) return first;
    const seeds = Array.from({ length: samples }, () => nextUint32(rng));
    let best = first;
    let bestScore = -Infinity;
    for (const option of ctx.options) {
      let total = 0;
      let own = 0;
      for (const seed of seeds) {
        const r = seedRng(seed);
        let m = ctx.sample(r);
        if (seed === seeds[0]) own = optionScore(m.state, ctx.seat, option, knowledge);
        try {
          m = engine.answer(
            ruleset,
            m,
            quickAnswers(engine, m, knowledge, r, {
              seat: ctx.seat,
              option: optionIn(engine, ruleset, m, ctx.seat, option.id),
            }),
          ).match;
        } catch {
          continue;
        }
        total += evaluateState(rollout(engine, ruleset, m, knowledge, r, horizon).state, ctx.seat, knowledge);
      }
      // The option's own target breaks ties (and counts where samples agree).
      const score = total / samples + 1e-3 * own;
      if (score > bestScore + 1e-12) [best, bestScore] = [option.id, score];
    }
    return best;
  };
}
