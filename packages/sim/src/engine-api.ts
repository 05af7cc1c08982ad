// The engine functions sim drives matches with (contracts.md §3), as one
// object. Runners take it as a parameter so a worker can be handed any
// engine-shaped game; `engine` is the real one.
import {
  answer,
  answerIndex,
  createMatch,
  playIndexed,
  eventsFor,
  legalOptions,
  optionCount,
  stateHash,
  view,
  viewOptions,
  type Answer,
  type DecisionOption,
  type GameEvent,
  type GameState,
  type Match,
  type MatchSetup,
  type Ruleset,
  type SeatId,
  type TextInput,
  type View,
} from '@roomsmith/engine';

export type {
  Answer,
  Decision,
  DecisionOption,
  GameEvent,
  GameState,
  Match,
  MatchResult,
  Profile,
  SeatId,
  Text,
  View,
} from '@roomsmith/engine';

/** The engine API over a ruleset type `R`. */
export interface EngineApi<R> {
  createMatch(ruleset: R, setup: MatchSetup): Match;
  answer(ruleset: R, match: Match, answers: Answer[]): { match: Match; events: GameEvent[] };
  legalOptions(match: Match, seat: SeatId): DecisionOption[];
  view(ruleset: R, state: GameState, seat: SeatId | 'all'): View;
  stateHash(state: GameState): string;
  /** The events of a log a seat may read, as it reads them (absent on fakes: bots then hear nothing). */
  eventsFor?(events: readonly GameEvent[], seat: SeatId): GameEvent[];
  /**
   * The seat's options as its view shows them, each with the index of the engine
   * option it stands for (handles in place of ids it may not know). Absent on
   * engine-shaped fakes, whose options are taken as they are.
   */
  viewOptions?(ruleset: R, state: GameState, seat: SeatId): Array<{ option: DecisionOption; index: number }>;
  /** The lean contract (see the engine's `answerIndex`): how many options a seat has now. */
  optionCount?(match: Match, seat: SeatId): number;
  /** The lean contract: answers by index (or text) per asked seat, in place; returns the match. */
  answerIndex?(ruleset: R, match: Match, choices: ArrayLike<number | string>): Match;
  /**
   * The lean contract without a return per decision: `pick` answers each decision as the engine comes to
   * it (see the engine's `playIndexed`), until the match ends or `maxDecisions` are answered.
   */
  playIndexed?(
    ruleset: R,
    match: Match,
    pick: (seat: SeatId, count: number, input: TextInput | undefined) => number | string,
    maxDecisions: number,
    onAsk?: (logged: number) => void,
  ): { decisions: number; answers: number };
}

/** The real engine. */
export const engine: EngineApi<Ruleset> = {
  createMatch,
  answer,
  legalOptions,
  view,
  stateHash,
  eventsFor,
  viewOptions,
  optionCount,
  answerIndex,
  playIndexed,
};
