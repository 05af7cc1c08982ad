// The heuristic bot: for each of its options, a few determinizations of what
// it cannot see (the same ones for every option), the option played, then a
// short quick-policy lookahead, and the position scored by the content-driven
// evaluation (team alive and escaped, known goal nearby, faces known, seat
// progress). It plays for its team in cooperative modes. Deterministic from
// its RNG; reads only its view and samples drawn from it. Asked to type a code,
// it types a random well-formed one: the secret is in no view, and searching
// samples for it would read what the seat may not know.
import type { RngState } from '@roomsmith/engine';
import { nextUint32, randomTextAnswer, seedRng } from '@roomsmith/engine';
import type { EngineApi, Match } from '../engine-api.ts';
import type { PolicyContext, SeatPolicy } from '../run/policy.ts';
import { evaluateState } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';
import { loopGuard, type LoopCheck } from './loops.ts';
import { quickAnswers, rollout } from './rollout.ts';
import { optionScore } from './quick.ts';
import { keyedOptions, optionIn } from './view-keys.ts';
import { planChoices } from './plan.ts';
import { TeamMemory, type Hearsay } from './team.ts';
import { knows } from './evaluate.ts';

/** Settings of the heuristic bot. */
export interface HeuristicOptions {
  /** Determinizations per option (default 3). */
  samples?: number;
  /** Decisions of lookahead after the option (default 6). */
  horizon?: number;
  /**
   * Lookahead after a decision several seats answer at once (programming a turn): on to the next
   * decision that asks those seats together again — the turn played out — capped at this many
   * decisions (default 40; 0 keeps `horizon`).
   */
  roundHorizon?: number;
}

/** Decisions to play on from a decision asking `seats`, until they are asked together again (at most `cap`). */
function untilRound<R>(
  engine: EngineApi<R>,
  ruleset: R,
  match: Match,
  k: Knowledge,
  rng: RngState,
  seats: readonly string[],
  cap: number,
  heard?: Hearsay,
): Match {
  let m = match;
  const same = (d: Match['pending']) =>
    !!d && d.seats.length === seats.length && seats.every((s) => d.seats.includes(s));
  for (let i = 0; i < cap && m.state.result === null && m.pending && !same(m.pending); i++) {
    try {
      m = engine.answer(ruleset, m, quickAnswers(engine, m, k, rng, undefined, heard)).match;
    } catch {
      break;
    }
  }
  return m;
}

/** How much the quick policy's rating of the option's own target counts beside the lookahead (a known lethal room: −8 × 0.01). */
const OWN = 0.01;

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
  const roundCap = options.roundHorizon ?? 40;
  const guard = loopGuard();
  let team: TeamMemory | undefined;
  return (ctx) => {
    if (ctx.input) return randomTextAnswer(rng, ctx.input);
    if (ctx.options.length === 1 || !ctx.sample) return ctx.options[0]!.id;
    team ??= new TeamMemory(ctx.seat, knowledge);
    const events = team.listening ? (ctx.events?.() ?? []) : [];
    if (team.listening) team.update(ctx.view(), events);
    // Tell the team what was just seen, when the mode says how.
    const tell = team.tellOption(ctx.options, events);
    if (tell !== null) return tell;
    const check = guard(ctx);
    if (check.options.length === 1) return took(check, check.options[0]!.id);
    const seeds = Array.from({ length: samples }, () => nextUint32(rng));
    const together = ctx.decision.seats.length > 1 && roundCap > 0 ? ctx.decision.seats : null;
    const planned = plannedKeys(engine, ruleset, ctx, knowledge, team, seeds[0]!);
    const follow = 0.01 * knowledge.weights.plan;
    let best = check.options[0]!.id;
    let bestScore = -Infinity;
    for (const option of check.options) {
      let total = 0;
      let own = 0;
      for (const seed of seeds) {
        const r = seedRng(seed);
        let m = ctx.sample(r);
        const sampled = m.state;
        const heard = team.hearsay(sampled, (id) => knows(sampled, ctx.seat, id));
        if (seed === seeds[0]) own = optionScore(m.state, ctx.seat, option, knowledge, undefined, heard);
        try {
          m = engine.answer(
            ruleset,
            m,
            quickAnswers(
              engine,
              m,
              knowledge,
              r,
              { seat: ctx.seat, option: optionIn(engine, ruleset, m, ctx.seat, option.id) },
              heard,
            ),
          ).match;
        } catch {
          continue;
        }
        const end = together
          ? untilRound(engine, ruleset, m, knowledge, r, together, roundCap, heard)
          : rollout(engine, ruleset, m, knowledge, r, horizon, heard);
        total += evaluateState(end.state, ctx.seat, knowledge, heard);
      }
      // What the seat knows of the option's own target (a room it knows eliminates, a step to the goal) counts too.
      // So does the team plan's choice for this seat: the team heads the same way.
      const score = total / samples + OWN * own + (planned.has(option.id) ? follow : 0);
      if (score > bestScore + 1e-12) [best, bestScore] = [option.id, score];
    }
    return took(check, best);
  };
}

/** The seat's options (as its view names them) the team plan picks now, read in a sample of the position. */
function plannedKeys<R>(
  engine: EngineApi<R>,
  ruleset: R,
  ctx: PolicyContext,
  k: Knowledge,
  team: TeamMemory,
  seed: number,
): Set<string> {
  if (!k.plan || !k.weights.plan || !ctx.sample) return new Set();
  const m = ctx.sample(seedRng(seed));
  const sampled = m.state;
  const heard = team.hearsay(sampled, (id) => knows(sampled, ctx.seat, id));
  const picks = planChoices(sampled, ctx.seat, engine.legalOptions(m, ctx.seat), k, heard);
  if (!picks) return new Set();
  const ids = new Set(picks.map((o) => o.id));
  return new Set(
    keyedOptions(engine, ruleset, m, ctx.seat)
      .filter((o) => ids.has(o.id))
      .map((o) => o.key),
  );
}

/** Records the option taken and returns it. */
function took(check: LoopCheck, option: string): string {
  check.took(option);
  return option;
}
