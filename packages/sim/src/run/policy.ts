// Seat policies: how a seat picks an option. A policy sees the decision, its
// own legal options and (on demand) its own view — never the full state, so
// bots cannot cheat on hidden information. Bots that search ask for samples:
// full states that agree with the seat's view and re-draw all it cannot know.
import { nextInt, randomTextAnswer, seedRng, type RngState, type TextInput } from '@roomsmith/engine';
import { pickRandom } from '../bots/random-bot.ts';
import type { Decision, DecisionOption, GameEvent, Match, SeatId, View } from '../engine-api.ts';

/** What a policy is told when its seat must answer. */
export interface PolicyContext {
  seat: SeatId;
  /** The pending decision with this seat's options only, as its view shows them. */
  decision: Decision;
  /** This seat's legal options as its view shows them (handles for what it cannot identify); empty only when the seat is asked to type (`input`). */
  options: DecisionOption[];
  /** The format to type, when the decision asks this seat for a typed answer (`text:<value>`). */
  input?: TextInput;
  /** What this seat may know, computed only if the policy asks (views cost time). */
  view(): View;
  /**
   * The events this seat may read so far, as it reads them (the engine's `eventsFor`: its own
   * peeks, public announcements, handles for what it cannot identify); absent where the runner keeps no log.
   */
  events?(): readonly GameEvent[];
  /**
   * A match to search on: a determinization that keeps what this seat's view
   * shows and re-draws, with `rng`, every hidden face, the future draws,
   * others' hidden programmes and hidden roles (see bots/determinize.ts).
   */
  sample?(rng: RngState): Match;
}

/**
 * Picks the id of one of `ctx.options`. A policy that needs to know nothing but how many options it has
 * may also carry `lean` (the engine's lean contract): given the count, or the format to type, it
 * returns an index into the seat's options (engine order) or the text; `runGame` then skips building
 * option lists and views for it.
 */
export type SeatPolicy = ((ctx: PolicyContext) => string) & {
  lean?: (count: number, input: TextInput | undefined) => number | string;
};

/** A bot that picks uniformly among the legal options (or types a random well-formed text) with its own seeded RNG. */
export function randomBot(rng: RngState): SeatPolicy {
  const policy: SeatPolicy = (ctx) => (ctx.input ? randomTextAnswer(rng, ctx.input) : pickRandom(rng, ctx.options).id);
  // The same draws by count: it looks at nothing else, so the order of the options tells it nothing.
  policy.lean = (count, input) => {
    if (input) return randomTextAnswer(rng, input);
    if (count === 0) throw new Error('a bot was asked to choose among no options');
    return nextInt(rng, count);
  };
  return policy;
}

/** The RNG a game's bots share, derived from the game seed so a bot game replays exactly. */
export function botRng(gameSeed: number | string): RngState {
  return seedRng(`bots:${gameSeed}`);
}
