// Plays a sampled match forward with the quick policy for every seat, for a
// number of decisions or to its end. Errors in a sample end the rollout where
// it stands (a bot's lookahead never takes the real game down).
import { randomTextAnswer, type RngState } from '@roomsmith/engine';
import type { Answer, EngineApi, Match, SeatId } from '../engine-api.ts';
import type { Knowledge } from './knowledge.ts';
import { quickPick } from './quick.ts';
import type { Hearsay } from './team.ts';

/**
 * Answers for every seat of the pending decision; `fixed` gives some seats' answers.
 * A seat asked to type (a code) types a random well-formed text: it cannot know the secret.
 */
export function quickAnswers<R>(
  engine: EngineApi<R>,
  match: Match,
  k: Knowledge,
  rng: RngState,
  fixed?: { seat: SeatId; option: string },
  heard?: Hearsay,
): Answer[] {
  const d = match.pending;
  if (!d) return [];
  return d.seats.map((seat) => {
    if (fixed && fixed.seat === seat) return fixed;
    const input = d.input?.[seat];
    if (input) return { seat, option: randomTextAnswer(rng, input) };
    return { seat, option: quickPick(match.state, seat, engine.legalOptions(match, seat), k, rng, heard) };
  });
}

/** Plays up to `steps` decisions (fewer if the game ends); returns the match reached. */
export function rollout<R>(
  engine: EngineApi<R>,
  ruleset: R,
  match: Match,
  k: Knowledge,
  rng: RngState,
  steps: number,
  heard?: Hearsay,
): Match {
  let m = match;
  for (let i = 0; i < steps && m.state.result === null && m.pending; i++) {
    try {
      m = engine.answer(ruleset, m, quickAnswers(engine, m, k, rng, undefined, heard)).match;
    } catch {
      break;
    }
  }
  return m;
}
