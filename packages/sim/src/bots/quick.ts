// The fast policy bots play inside their own lookahead and search: on a
// determinized state, a seat steps onto a room it knows to be goal content,
// stays off rooms it knows eliminate, and otherwise picks at random. It reads
// the sample it is given, judged by what the acting seat knows in it.
import { nextInt, nextUint32, seedRng, type RngState } from '@roomsmith/engine';
import type { DecisionOption, GameState, SeatId } from '../engine-api.ts';
import { knows } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';

/** How the quick policy rates an option: goal content up, lethal content down, the rest level. */
export function optionScore(state: GameState, seat: SeatId, option: DecisionOption, k: Knowledge): number {
  const target = option.target?.component;
  if (!target || !knows(state, seat, target)) return 0;
  const def = state.components[target]?.def ?? '';
  if (k.lethal.has(def)) return -k.weights.lethal;
  if (k.goal.has(def)) return k.weights.goal;
  return 0;
}

/** Picks the best-rated option, ties broken at random. */
export function quickPick(
  state: GameState,
  seat: SeatId,
  options: readonly DecisionOption[],
  k: Knowledge,
  rng: RngState,
): string {
  let best: string[] = [];
  let bestScore = -Infinity;
  for (const o of options) {
    const s = optionScore(state, seat, o, k);
    if (s > bestScore) [best, bestScore] = [[o.id], s];
    else if (s === bestScore) best.push(o.id);
  }
  return best.length === 1 ? (best[0] as string) : (best[nextInt(rng, best.length)] as string);
}

/** A fresh RNG drawn from another, for one sample or rollout. */
export const forkRng = (rng: RngState): RngState => seedRng(nextUint32(rng));
