// Setup analysis: over many deals of a mode (its setup only, no play), how far
// the start is from the goal content, how many lethal rooms touch the start,
// and which rooms never come out. Reads the all-seeing state of fresh deals:
// this is a designer's tool, not a player's.
import type { EngineApi, GameState } from '../engine-api.ts';
import { cellOf } from '../bots/evaluate.ts';
import type { Knowledge } from '../bots/knowledge.ts';

/** Distributions over deals. */
export interface SetupReport {
  deals: number;
  /** Grid distance (orthogonal steps) from the start to the nearest goal component → deals; "none" when no goal is on the grid. */
  distanceToGoal: Record<string, number>;
  /** Lethal rooms orthogonally next to the start → deals. */
  lethalNextToStart: Record<string, number>;
  /** Deals in which each definition came out on a grid. */
  dealt: Record<string, number>;
  /** Candidate content that never came out. */
  neverDealt: string[];
}

function startOf(state: GameState): string | null {
  for (const p of Object.values(state.pieces)) {
    const at = p.location;
    if (at && 'component' in at) return at.component;
  }
  return null;
}

/** Deals `deals` setups of `mode` from `firstSeed`; `candidates` are the definitions that could come out. */
export function analyseSetups<R>(
  engine: EngineApi<R>,
  ruleset: R,
  mode: string,
  seats: number,
  knowledge: Pick<Knowledge, 'goal' | 'lethal'>,
  deals: number,
  firstSeed = 0,
  candidates: readonly string[] = [],
): SetupReport {
  const report: SetupReport = { deals, distanceToGoal: {}, lethalNextToStart: {}, dealt: {}, neverDealt: [] };
  const bump = (h: Record<string, number>, k: string) => (h[k] = (h[k] ?? 0) + 1);
  for (let seed = firstSeed; seed < firstSeed + deals; seed++) {
    const state = engine.createMatch(ruleset, { mode, seed, seats }).state;
    const onGrid = new Set<string>();
    for (const [id, c] of Object.entries(state.components)) if (cellOf(state, id)) onGrid.add(c.def);
    for (const def of onGrid) bump(report.dealt, def);
    const start = startOf(state);
    const at = start ? cellOf(state, start) : null;
    if (!at) {
      bump(report.distanceToGoal, 'none');
      continue;
    }
    let best = Infinity;
    let lethal = 0;
    for (const [id, c] of Object.entries(state.components)) {
      const there = cellOf(state, id);
      if (!there || there.zone !== at.zone) continue;
      const d = Math.abs(there.row - at.row) + Math.abs(there.col - at.col);
      if (knowledge.goal.has(c.def)) best = Math.min(best, d);
      if (d === 1 && knowledge.lethal.has(c.def)) lethal++;
    }
    bump(report.distanceToGoal, Number.isFinite(best) ? String(best) : 'none');
    bump(report.lethalNextToStart, String(lethal));
  }
  report.neverDealt = candidates.filter((id) => !report.dealt[id]).sort();
  return report;
}

/** Renders a setup report. */
export function formatSetup(r: SetupReport): string[] {
  const hist = (h: Record<string, number>) =>
    Object.entries(h)
      .sort((a, b) => (a[0] === 'none' ? 1 : b[0] === 'none' ? -1 : Number(a[0]) - Number(b[0])))
      .map(([k, v]) => `${k}: ${((v / r.deals) * 100).toFixed(1)}%`)
      .join('  ');
  return [
    `setup over ${r.deals} deals`,
    `  distance from the start to the goal: ${hist(r.distanceToGoal)}`,
    `  lethal rooms next to the start: ${hist(r.lethalNextToStart)}`,
    `  never dealt: ${r.neverDealt.join(', ') || 'none'}`,
  ];
}
