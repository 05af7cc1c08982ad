// The fast policy bots play inside their own lookahead and search: on a
// determinized state, a cooperative team follows its team plan (plan.ts) where
// the mode names one; otherwise a seat steps onto a room it knows to be goal
// content, stays off rooms it knows eliminate, and otherwise picks at random. It reads
// the sample it is given, judged by what the acting seat knows in it.
import { nextInt, nextUint32, seedRng, type RngState } from '@roomsmith/engine';
import type { DecisionOption, GameState, SeatId } from '../engine-api.ts';
import { cellOf, knows } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';
import { planChoices } from './plan.ts';
import type { Hearsay } from './team.ts';

/** A cell that holds (or may hold) goal content, and how likely: 1 for a goal the seat knows. */
export interface GoalCell {
  zone: string;
  row: number;
  col: number;
  p: number;
  /** Known or described by a teammate (not a guess from where setups deal the goal). */
  sure?: boolean;
}

/**
 * Grid cells of the goal components `seat` knows in `state`, and of tiles its team described as
 * possibly goal content (with that chance); when it knows none, the cells whose face it does not
 * know, weighted by the share of deals that put goal content there (summing to ½: a guess is worth
 * half a goal seen).
 */
export function knownGoals(state: GameState, seat: SeatId, k: Knowledge, heard?: Hearsay): GoalCell[] {
  const out: GoalCell[] = [];
  if (!k.goal.size) return out;
  const maybe: GoalCell[] = [];
  let sure = false;
  // One pass over the components without a pair or a cell record each: only the cells kept are built.
  for (const id in state.components) {
    const c = state.components[id]!;
    const loc = c.location as { zone?: string; cell?: number } | null;
    if (!loc?.zone || loc.cell === undefined) continue;
    const z = state.zones[loc.zone];
    if (!z || z.kind !== 'grid') continue;
    const zone = loc.zone;
    const cell = loc.cell;
    const row = Math.floor(cell / z.cols);
    const col = cell % z.cols;
    if (knows(state, seat, id)) {
      if (k.goal.has(c.def)) {
        out.push({ zone, row, col, p: 1, sure: true });
        sure = true;
      }
      continue;
    }
    const h = heard?.get(id);
    if (h) {
      if (h.goal > 0) out.push({ zone, row, col, p: h.goal, sure: true });
      continue;
    }
    const p = k.goalPrior[zone]?.[cell] ?? 0;
    if (p > 0) maybe.push({ zone, row, col, p });
  }
  if (sure || !maybe.length) return out;
  const mass = maybe.reduce((s, m) => s + m.p, 0);
  return [...out, ...maybe.map((m) => ({ ...m, p: (0.5 * m.p) / mass }))];
}

/**
 * How close a component stands to the goal cells, in [0, 1]: p × (1 − grid steps / the grid's
 * longest walk) for the nearest cell known or described, or summed over the cells guessed. Linear
 * in steps, so every step toward the goal counts the same, however far it still is.
 */
export function goalCloseness(state: GameState, component: string, goals: readonly GoalCell[]): number {
  const at = cellOf(state, component);
  if (!at) return 0;
  const z = state.zones[at.zone];
  const span = z?.kind === 'grid' ? Math.max(1, z.rows + z.cols - 2) : 1;
  let sum = 0;
  let best = 0;
  for (const g of goals) {
    if (g.zone !== at.zone) continue;
    const v = g.p * (1 - (Math.abs(g.row - at.row) + Math.abs(g.col - at.col)) / (span + 1));
    if (g.sure) best = Math.max(best, v);
    else sum += v;
  }
  return Math.max(best, sum);
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
  heard?: Hearsay,
): number {
  const target = option.target?.component;
  if (!target || !state.components[target]) return 0;
  if (knows(state, seat, target)) {
    const def = state.components[target]?.def ?? '';
    if (k.lethal.has(def)) return -k.weights.lethal;
    if (k.goal.has(def)) return k.weights.goal;
  }
  const h = heard?.get(target);
  const said = h ? k.weights.goal * h.goal - k.weights.lethal * h.lethal : 0;
  return said + k.weights.goal * goalCloseness(state, target, goals);
}

/** Picks the best-rated option, ties broken at random. */
export function quickPick(
  state: GameState,
  seat: SeatId,
  options: readonly DecisionOption[],
  k: Knowledge,
  rng: RngState,
  heard?: Hearsay,
): string {
  // A cooperative team follows its plan where it has one.
  const planned = k.plan ? planChoices(state, seat, options, k, heard) : null;
  if (planned?.length) return (planned.length === 1 ? planned[0] : planned[nextInt(rng, planned.length)])!.id;
  let best: string[] = [];
  let bestScore = -Infinity;
  const goals = options.some((o) => o.target?.component) ? knownGoals(state, seat, k, heard) : [];
  for (const o of options) {
    const s = optionScore(state, seat, o, k, goals, heard);
    if (s > bestScore) [best, bestScore] = [[o.id], s];
    else if (s === bestScore) best.push(o.id);
  }
  return best.length === 1 ? (best[0] as string) : (best[nextInt(rng, best.length)] as string);
}

/** A fresh RNG drawn from another, for one sample or rollout. */
export const forkRng = (rng: RngState): RngState => seedRng(nextUint32(rng));
