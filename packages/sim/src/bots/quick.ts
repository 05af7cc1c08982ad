// The fast policy bots play inside their own lookahead and search: on a
// determinized state, a seat steps onto a room it knows to be goal content,
// stays off rooms it knows eliminate, and otherwise picks at random. It reads
// the sample it is given, judged by what the acting seat knows in it.
import { nextInt, nextUint32, seedRng, type RngState } from '@roomsmith/engine';
import type { DecisionOption, GameState, SeatId } from '../engine-api.ts';
import { cellOf, knows } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';

/** A cell that holds (or may hold) goal content, and how likely: 1 for a goal the seat knows. */
export interface GoalCell {
  zone: string;
  row: number;
  col: number;
  p: number;
}

/**
 * Grid cells of the goal components `seat` knows in `state`; when it knows none, the cells whose
 * face it does not know, weighted by the share of deals that put goal content there (summing to ½:
 * a guess is worth half a goal seen).
 */
export function knownGoals(state: GameState, seat: SeatId, k: Knowledge): GoalCell[] {
  const out: GoalCell[] = [];
  if (!k.goal.size) return out;
  const maybe: GoalCell[] = [];
  for (const [id, c] of Object.entries(state.components)) {
    const at = cellOf(state, id);
    if (!at) continue;
    if (knows(state, seat, id)) {
      if (k.goal.has(c.def)) out.push({ ...at, p: 1 });
      continue;
    }
    const z = state.zones[at.zone];
    const p = z?.kind === 'grid' ? (k.goalPrior[at.zone]?.[at.row * z.cols + at.col] ?? 0) : 0;
    if (p > 0) maybe.push({ ...at, p });
  }
  if (out.length || !maybe.length) return out;
  const mass = maybe.reduce((s, m) => s + m.p, 0);
  return maybe.map((m) => ({ ...m, p: (0.5 * m.p) / mass }));
}

/** How close a component stands to the goal cells: Σ p / (1 + grid steps) over the cells of its zone. */
export function goalCloseness(state: GameState, component: string, goals: readonly GoalCell[]): number {
  const at = cellOf(state, component);
  if (!at) return 0;
  let sum = 0;
  let best = 0;
  for (const g of goals) {
    if (g.zone !== at.zone) continue;
    const v = g.p / (1 + Math.abs(g.row - at.row) + Math.abs(g.col - at.col));
    if (g.p >= 1) best = Math.max(best, v);
    else sum += v;
  }
  return best || sum;
}

/**
 * How the quick policy rates an option: lethal content it knows down, goal content up, and a
 * component nearer a goal it knows above one farther (a step toward the exit); the rest level.
 */
export function optionScore(
  state: GameState,
  seat: SeatId,
  option: DecisionOption,
  k: Knowledge,
  goals: readonly GoalCell[] = knownGoals(state, seat, k),
): number {
  const target = option.target?.component;
  if (!target || !state.components[target]) return 0;
  if (knows(state, seat, target)) {
    const def = state.components[target]?.def ?? '';
    if (k.lethal.has(def)) return -k.weights.lethal;
    if (k.goal.has(def)) return k.weights.goal;
  }
  return k.weights.goal * goalCloseness(state, target, goals);
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
  const goals = options.some((o) => o.target?.component) ? knownGoals(state, seat, k) : [];
  for (const o of options) {
    const s = optionScore(state, seat, o, k, goals);
    if (s > bestScore) [best, bestScore] = [[o.id], s];
    else if (s === bestScore) best.push(o.id);
  }
  return best.length === 1 ? (best[0] as string) : (best[nextInt(rng, best.length)] as string);
}

/** A fresh RNG drawn from another, for one sample or rollout. */
export const forkRng = (rng: RngState): RngState => seedRng(nextUint32(rng));
