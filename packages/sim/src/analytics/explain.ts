// Plays one game with the batch's bots and returns its why traces.
import type { SeatBots } from '../bots/kinds.ts';
import { seatPolicies } from '../bots/kinds.ts';
import type { EngineApi, MatchResult } from '../engine-api.ts';
import { runGame } from '../run/game.ts';
import { allRandomBots } from '../run/batch.ts';
import { stepsOf, whyTraces, type WhyTrace } from './trace.ts';

/** The result and why traces of the game of `seed`. */
export function explainGame<R>(
  engine: EngineApi<R>,
  ruleset: R,
  setup: {
    mode: string;
    seats: number;
    seed: number;
    bots?: SeatBots;
    maxDecisions?: number;
    /** Match options (`scenario`, …), as the batch played them. */
    options?: Record<string, unknown>;
  },
): { result: MatchResult | null; decisions: number; traces: WhyTrace[] } {
  const marks: number[] = [];
  const game = runGame(
    {
      engine,
      ruleset,
      mode: setup.mode,
      seed: setup.seed,
      seats: setup.seats,
      ...(setup.options ? { options: setup.options } : {}),
    },
    setup.bots
      ? seatPolicies(engine, ruleset, setup.mode, setup.bots, setup.seed, setup.seed)
      : allRandomBots(setup.seed),
    {
      ...(setup.maxDecisions !== undefined ? { maxDecisions: setup.maxDecisions } : {}),
      onAsk: (logged) => void marks.push(logged),
    },
  );
  return {
    result: game.result,
    decisions: game.decisions,
    traces: whyTraces(stepsOf(game.match.log, marks)),
  };
}
