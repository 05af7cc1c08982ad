// How good a position is for a seat, in [0, 1], from what that seat knows of
// it: a won game is near 1, a lost one 0, and a game in progress scores by the
// mode's content — team pieces alive and escaped, closeness to known goal
// components, faces known — weighted by the knowledge's weights. Used on
// determinized states only (search and lookahead), never on a real one.
import type { GameState, SeatId } from '../engine-api.ts';
import type { Knowledge } from './knowledge.ts';
import { goalCloseness, knownGoals } from './quick.ts';
import type { Hearsay } from './team.ts';

/** Whether `seat` knows the face of a component (face up, or seen). */
export const knows = (state: GameState, seat: SeatId, component: string): boolean => {
  const c = state.components[component];
  return !!c && (c.faceUp || c.seenBy.includes(seat));
};

/** The seats whose result counts as `seat`'s own. */
export function teamOf(state: GameState, seat: SeatId, knowledge: Knowledge): SeatId[] {
  if (knowledge.cooperative) return state.seatOrder;
  const team = state.seats[seat]?.team;
  return team ? state.seatOrder.filter((s) => state.seats[s]?.team === team) : [seat];
}

/** Row and column of a component on a grid, or null. */
export function cellOf(state: GameState, component: string): { zone: string; row: number; col: number } | null {
  const at = state.components[component]?.location as { zone?: string; cell?: number } | null | undefined;
  if (!at?.zone || at.cell === undefined) return null;
  const z = state.zones[at.zone];
  if (!z || z.kind !== 'grid') return null;
  return { zone: at.zone, row: Math.floor(at.cell / z.cols), col: at.cell % z.cols };
}

/** The reward of a finished game for `seat`: 1 for a win with every team piece safe, 0 for a loss. */
export function resultReward(state: GameState, seat: SeatId): number | null {
  const r = state.result;
  if (!r) return null;
  if (!r.winners.includes(seat)) return 0;
  return /partial/i.test(r.outcome) ? 0.85 : 1;
}

/** Scores `state` for `seat` in [0, 1]. */
export function evaluateState(state: GameState, seat: SeatId, k: Knowledge, heard?: Hearsay): number {
  const final = resultReward(state, seat);
  if (final !== null) return final;
  const team = new Set(teamOf(state, seat, k));
  const pieces = Object.values(state.pieces).filter((p) => p.seat !== null && team.has(p.seat));
  const total = Math.max(1, pieces.length);
  const alive = pieces.filter((p) => p.status !== 'eliminated').length;
  const escaped = pieces.filter((p) => p.status === 'escaped').length;
  let known = 0;
  let onGrid = 0;
  let priorAll = 0;
  let priorKnown = 0;
  for (const id of Object.keys(state.components)) {
    const at = cellOf(state, id);
    if (!at) continue;
    onGrid++;
    const z = state.zones[at.zone];
    const p = z?.kind === 'grid' ? (k.goalPrior[at.zone]?.[at.row * z.cols + at.col] ?? 0) : 0;
    priorAll += p;
    if (!knows(state, seat, id) && !heard?.has(id)) continue;
    known++;
    priorKnown += p;
  }
  // Closeness of the team's active pieces to the goal the seat knows (or, knowing none, to where it may lie).
  const goals = knownGoals(state, seat, k, heard);
  let closeness = 0;
  let n = 0;
  for (const p of pieces) {
    if (p.status !== 'active' || !p.location || !('component' in p.location)) continue;
    if (!cellOf(state, p.location.component)) continue;
    closeness += goals.length ? goalCloseness(state, p.location.component, goals) : 0;
    n++;
  }
  closeness = n ? closeness / n : 0;
  // Knowing faces counts, and knowing the faces where the goal may lie counts as much again.
  const explored = (onGrid ? known / onGrid : 0) + (priorAll > 0 ? priorKnown / priorAll : 0);
  const w = k.weights;
  const progress = k.progress.map((pr) => {
    const level = (s: SeatId) => Math.min(1, (state.seats[s]?.vars[pr.seatVar] ?? 0) / pr.target);
    const mine = Math.max(...[...team].map(level));
    const others = state.seatOrder.filter((s) => !team.has(s)).map(level);
    return [pr.weight ?? 4, 0.5 + 0.5 * (mine - (others.length ? Math.max(...others) : 0))] as const;
  });
  const parts = [
    ...progress,
    [w.survive, alive / total],
    [w.escape, escaped / total],
    [w.goal, closeness],
    [w.explore, explored / (priorAll > 0 ? 2 : 1)],
  ] as const;
  const weight = parts.reduce((s, [x]) => s + x, 0) || 1;
  // A game in progress stays between a loss (0) and a win (≥ 0.85).
  return 0.05 + 0.75 * (parts.reduce((s, [x, f]) => s + x * f, 0) / weight);
}
