// Seat policies: how a seat picks an option. A policy sees the decision, its
// own legal options and (on demand) its own view — never the full state, so
// bots cannot cheat on hidden information. Bots that search ask for samples:
// full states that agree with the seat's view and re-draw all it cannot know.
import { seedRng, type RngState } from '@roomsmith/engine';
import { pickRandom } from '../bots/random-bot.ts';
import type { Decision, DecisionOption, Match, SeatId, View } from '../engine-api.ts';

/** What a policy is told when its seat must answer. */
export interface PolicyContext {
  seat: SeatId;
  /** The pending decision with this seat's options only, as its view shows them. */
  decision: Decision;
  /** This seat's legal options as its view shows them (handles for what it cannot identify), never empty. */
  options: DecisionOption[];
  /** What this seat may know, computed only if the policy asks (views cost time). */
  view(): View;
  /**
   * A match to search on: a determinization that keeps what this seat's view
   * shows and re-draws, with `rng`, every hidden face, the future draws,
   * others' hidden programmes and hidden roles (see bots/determinize.ts).
   */
  sample?(rng: RngState): Match;
}

/** Picks the id of one of `ctx.options`. */
export type SeatPolicy = (ctx: PolicyContext) => string;

/** A bot that picks uniformly among the legal options with its own seeded RNG. */
export function randomBot(rng: RngState): SeatPolicy {
  return (ctx) => pickRandom(rng, ctx.options).id;
}

/** The RNG a game's bots share, derived from the game seed so a bot game replays exactly. */
export function botRng(gameSeed: number | string): RngState {
  return seedRng(`bots:${gameSeed}`);
}
