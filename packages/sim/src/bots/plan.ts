// The cooperative team plan: what a team whose seats win together should do
// next, from what one seat knows of a position (faces up, faces it saw, what
// its team said) — never from the faces it cannot see. The plan names a
// target for each of the team's pieces: the goal the team knows (seen, face
// up, or said to be likely goal content), else a cell that may hold it to look
// at, one per piece, nearest first. Routes go over cells the seat knows are
// safe where it can, through unknown ones at a cost that grows with the chance
// they eliminate, never over a room it knows eliminates. From the route come
// the piece's programme (both actions together: Move then Move along known
// tiles, Look at an unknown step then Move, Look at a candidate then step onto
// it if it is the goal, wait on the goal and Control it out once the team is
// aboard), its move and look targets, and the line shift it prefers (the goal
// off the edge, toward an edge, or nearer the team). The mode's `bots.plan`
// names which of its actions move, look and shift the line; no action named,
// no plan. Every seat of the team plays its part from its own knowledge, in
// its real choices and inside every seat's lookahead.
import type { DecisionOption, GameState, SeatId } from '../engine-api.ts';
import { cellOf, knows, teamOf } from './evaluate.ts';
import type { Knowledge } from './knowledge.ts';
import type { Hearsay } from './team.ts';

/** A grid of the position: its zone, size and what lies in each cell. */
interface Grid {
  zone: string;
  rows: number;
  cols: number;
  cells: ReadonlyArray<string | null>;
}

/** What the plan reads of one of the team's pieces, on the grid or not. */
interface TeamPiece {
  id: string;
  seat: SeatId | null;
  location: unknown;
}

/** One of the team's pieces on the grid. */
interface Member {
  piece: string;
  seat: SeatId;
  cell: number;
}

/** The plan of a team in one position, as one seat sees it. */
export interface TeamPlan {
  grid: Grid;
  /** The goal's cell when the team knows it (or was told it likely lies there); null while searching. */
  goal: number | null;
  /** The cost of stepping onto each cell (1 known safe, more when unknown, Infinity known lethal). */
  enter: number[];
  /** Whether the seat knows each cell's face (or it is face up). */
  known: boolean[];
  /** The team's pieces on the grid, in seat order. */
  members: Member[];
  /** Each member's target cell (by piece id): the goal, the first stage's content, or a candidate to look at. */
  target: Map<string, number>;
  /** The members whose target is a candidate to look at (the goal or the first stage's content unseen). */
  searching: Set<string>;
  /**
   * Whether the mode's first stage (`bots.plan.first`: a key room) is still to be done: one member
   * heads for it, and nobody takes the goal out meanwhile.
   */
  stageOpen: boolean;
}

const INF = Number.POSITIVE_INFINITY;
/** The cost of a route through a room that sends its visitor elsewhere: taken only when nothing else leads on. */
const DETOUR = 20;

/** The grid the team stands on, or null. */
function teamGrid(state: GameState, pieces: ReadonlyArray<{ location: unknown }>): Grid | null {
  for (const p of pieces) {
    const at = (p.location as { component?: string } | null)?.component;
    const on = at ? cellOf(state, at) : null;
    const z = on ? state.zones[on.zone] : undefined;
    if (on && z?.kind === 'grid') return { zone: on.zone, rows: z.rows, cols: z.cols, cells: z.cells };
  }
  return null;
}

/** The orthogonal neighbours of a cell. */
export function neighbours(g: Grid, cell: number): number[] {
  const r = Math.floor(cell / g.cols);
  const c = cell % g.cols;
  const out: number[] = [];
  if (r > 0) out.push(cell - g.cols);
  if (r < g.rows - 1) out.push(cell + g.cols);
  if (c > 0) out.push(cell - 1);
  if (c < g.cols - 1) out.push(cell + 1);
  return out;
}

/**
 * Cost of the cheapest walk from every cell to `to` (entering each cell on the way costs `enter`).
 * Dijkstra over the grid's cells, the open cells kept in a short list scanned for the nearest: the
 * frontier of a grid of a few dozen cells is a handful, where a scan beats any queue. Entering costs
 * are at least 1, so every order of relaxing gives the same distances (the one fixpoint of
 * `d[n] = min(d[m] + enter[m])`).
 */
export function distancesTo(g: Grid, enter: readonly number[], to: number): number[] {
  const cols = g.cols;
  const n = g.rows * cols;
  const dist = new Array<number>(n).fill(INF);
  const isOpen = new Uint8Array(n);
  const open: number[] = [to];
  dist[to] = 0;
  isOpen[to] = 1;
  while (open.length > 0) {
    let at = 0;
    for (let i = 1; i < open.length; i++)
      if ((dist[open[i] as number] as number) < (dist[open[at] as number] as number)) at = i;
    const cur = open[at] as number;
    open[at] = open[open.length - 1] as number;
    open.pop();
    isOpen[cur] = 0;
    // Stepping from a neighbour onto `cur` costs entering `cur`.
    const via = (dist[cur] as number) + (enter[cur] as number);
    if (!Number.isFinite(via)) continue;
    const c = cur % cols;
    for (let k = 0; k < 4; k++) {
      // Up, down, left, right, where the grid has a cell.
      const next =
        k === 0 ? cur - cols : k === 1 ? cur + cols : k === 2 ? (c > 0 ? cur - 1 : -1) : c < cols - 1 ? cur + 1 : -1;
      if (next < 0 || next >= n || !(via < (dist[next] as number)) || g.cells[next] === null) continue;
      dist[next] = via;
      if (isOpen[next] === 0) {
        isOpen[next] = 1;
        open.push(next);
      }
    }
  }
  return dist;
}

// The walks of one plan, by target: a plan's grid and entering costs never change once it is made,
// and its programme, moves and looks ask for the same targets' walks again.
const walks = new WeakMap<readonly number[], { grid: Grid; to: Map<number, number[]> }>();

/** `distancesTo` for a plan's own grid and entering costs (made once per plan and target; read only). */
function walksTo(g: Grid, enter: readonly number[], to: number): readonly number[] {
  let w = walks.get(enter);
  if (w === undefined || w.grid !== g) {
    w = { grid: g, to: new Map() };
    walks.set(enter, w);
  }
  let d = w.to.get(to);
  if (d === undefined) {
    d = distancesTo(g, enter, to);
    w.to.set(to, d);
  }
  return d;
}

// Plans already made, per knowledge, by what they are made of (`planKey`): a seat's lookahead asks
// for the plan at every decision of every sample and rollout, and three in four of those asks find
// a position the team has planned before (the same cells, faces known, pieces and hearsay).
interface PlanMemo {
  plans: Map<string, TeamPlan>;
  /** A small number for each id and definition a key names, so that a key is one character each. */
  names: Map<string, number>;
}
const memos = new WeakMap<Knowledge, PlanMemo>();
/** Past this many plans (or names) for one knowledge, the memo starts again (plans are cheap to remake). */
const PLANS_KEPT = 4096;

/** Builds the team plan for `seat` in `state`; null when the mode names no plan actions or the team is off the grid. */
export function teamPlan(state: GameState, seat: SeatId, k: Knowledge, heard?: Hearsay): TeamPlan | null {
  if (!k.plan || !k.cooperative || !k.goal.size) return null;
  const team = new Set(teamOf(state, seat, k));
  const pieces = Object.values(state.pieces)
    .filter((p) => p.seat !== null && team.has(p.seat) && p.status === 'active')
    .sort((a, b) => state.seatOrder.indexOf(a.seat!) - state.seatOrder.indexOf(b.seat!) || a.id.localeCompare(b.id));
  const grid = teamGrid(state, pieces);
  if (!grid) return null;
  // The share of unknown faces that eliminate: the chance an unknown tile nobody described does.
  let unknown = 0;
  let lethalUnknown = 0;
  for (const id in state.components) {
    if (knows(state, seat, id)) continue;
    unknown++;
    if (k.lethal.has(state.components[id]!.def)) lethalUnknown++;
  }
  const first = k.first && (state.counters[k.first.counter] ?? 0) < k.first.atLeast ? k.first : null;
  let memo = memos.get(k);
  if (memo === undefined || memo.plans.size >= PLANS_KEPT || memo.names.size >= PLANS_KEPT)
    memos.set(k, (memo = { plans: new Map(), names: new Map() }));
  const key = planKey(state, seat, heard, pieces, grid, `${unknown}/${lethalUnknown}/${first !== null}`, memo.names);
  const known = memo.plans.get(key);
  if (known !== undefined) return known;
  // The plan keeps its own copy of the cells: it may outlive this state.
  const plan = makePlan(
    state,
    seat,
    k,
    heard,
    pieces,
    { ...grid, cells: grid.cells.slice() },
    unknown ? lethalUnknown / unknown : 0,
    first,
  );
  memo.plans.set(key, plan);
  return plan;
}

/** One character naming `name` in `names` (numbered as first met). */
function nameChar(names: Map<string, number>, name: string): string {
  let n = names.get(name);
  if (n === undefined) names.set(name, (n = names.size));
  return String.fromCharCode(0x100 + n);
}

/**
 * Everything `makePlan` reads of a position besides the knowledge, as one string: the grid and what
 * lies in each cell, whether the seat knows its face (and which), what its team said of it, the
 * team's pieces in order and where they stand, and `rest` (the unknown faces' counts, the first
 * stage). Two positions with the same key get the same plan. Ids and definitions are one character
 * each (`nameChar`): the key is hashed on every ask.
 */
function planKey(
  state: GameState,
  seat: SeatId,
  heard: Hearsay | undefined,
  pieces: readonly TeamPiece[],
  g: Grid,
  rest: string,
  names: Map<string, number>,
): string {
  let key = `${g.zone}/${g.rows}/${g.cols}/${rest}/`;
  for (const id of g.cells) {
    if (id === null) key += '-';
    else if (knows(state, seat, id))
      key += nameChar(names, id) + '=' + nameChar(names, state.components[id]?.def ?? '');
    else {
      const h = heard?.get(id);
      key += h ? `${nameChar(names, id)}?${h.goal},${h.lethal};` : nameChar(names, id);
    }
  }
  key += '/';
  for (const p of pieces)
    key +=
      nameChar(names, p.id) +
      nameChar(names, p.seat ?? '') +
      nameChar(names, (p.location as { component?: string } | null)?.component ?? '');
  return key;
}

/** The team plan of `pieces` on `grid`, from what `seat` knows (`base`: the chance an unknown face eliminates). */
function makePlan(
  state: GameState,
  seat: SeatId,
  k: Knowledge,
  heard: Hearsay | undefined,
  pieces: readonly TeamPiece[],
  grid: Grid,
  base: number,
  first: Knowledge['first'] | null,
): TeamPlan {
  const n = grid.rows * grid.cols;
  const known = new Array<boolean>(n).fill(false);
  const enter = new Array<number>(n).fill(INF);
  const cellOfComponent = new Map<string, number>();
  const risk = k.weights.risk;
  let goal: number | null = null;
  let goalBelief = 0;
  const prior = k.goalPrior[grid.zone] ?? [];
  const candidates: number[] = [];
  const firstPrior = first?.prior[grid.zone] ?? [];
  let firstCell: number | null = null;
  const firstCandidates: number[] = [];
  grid.cells.forEach((id, cell) => {
    if (id === null) return;
    cellOfComponent.set(id, cell);
    const def = state.components[id]?.def ?? '';
    if (knows(state, seat, id)) {
      known[cell] = true;
      // A room that sends its visitor elsewhere cannot be walked through; one that hinders is slower.
      enter[cell] = k.lethal.has(def)
        ? INF
        : k.displace?.has(def) && !k.goal.has(def)
          ? DETOUR
          : k.hinder?.has(def)
            ? 2
            : 1;
      if (k.goal.has(def) && goalBelief < 1) [goal, goalBelief] = [cell, 1];
      if (first?.defs.has(def)) firstCell = cell;
      return;
    }
    const h = heard?.get(id);
    enter[cell] = 1 + risk * (h ? h.lethal : base);
    if (h && h.goal >= 0.5 && h.goal > goalBelief) [goal, goalBelief] = [cell, h.goal];
    if ((prior[cell] ?? 0) > 0 && !(h && h.goal === 0)) candidates.push(cell);
    if ((firstPrior[cell] ?? 0) > 0) firstCandidates.push(cell);
  });
  const members: Member[] = [];
  for (const p of pieces) {
    const at = (p.location as { component?: string } | null)?.component;
    const cell = at === undefined ? undefined : cellOfComponent.get(at);
    if (cell !== undefined) members.push({ piece: p.id, seat: p.seat!, cell });
  }
  const target = new Map<string, number>();
  const searching = new Set<string>();
  if (goal !== null) for (const m of members) target.set(m.piece, goal);
  else {
    assignCandidates(grid, enter, members, candidates, prior, target);
    for (const piece of target.keys()) searching.add(piece);
  }
  if (first) {
    // One member, the nearest, heads for the first stage's content (or, unseen, looks for it).
    const cells = firstCell !== null ? [firstCell] : firstCandidates;
    const pick = nearestMember(grid, enter, members, cells, firstCell === null ? firstPrior : null);
    if (pick) {
      target.set(pick.piece, pick.cell);
      if (firstCell === null) searching.add(pick.piece);
      else searching.delete(pick.piece);
    }
  }
  return { grid, goal, enter, known, members, target, searching, stageOpen: first !== null };
}

/**
 * The member with the cheapest walk to one of `cells`, and that cell: onto it, or (with `prior`: a
 * candidate to look at) beside it, likelier cells counting as nearer. Null when none is reachable.
 */
function nearestMember(
  g: Grid,
  enter: readonly number[],
  members: readonly Member[],
  cells: readonly number[],
  prior: readonly number[] | null,
): { piece: string; cell: number } | null {
  let best: { piece: string; cell: number } | null = null;
  let bestCost = INF;
  for (const cell of cells) {
    const d = walksTo(g, enter, cell);
    for (const m of members) {
      const cost = walkCost(d, enter, m, cell, prior);
      if (cost < bestCost) [best, bestCost] = [{ piece: m.piece, cell }, cost];
    }
  }
  return best;
}

/**
 * Gives each member a candidate cell to look at: one candidate each while they last, chosen so the
 * team's walks (to beside each candidate, the likelier cells counting as nearer) add up to the least.
 * The least total, not each member's nearest in seat order: a greedy pick lets the first member take
 * the cell a teammate stands next to, and the targets then swap back and forth as pieces move, while
 * an assignment of least total stays the least as each piece walks toward its own target. With more
 * members than candidates every candidate gets one member and the rest go to their cheapest.
 */
function assignCandidates(
  g: Grid,
  enter: readonly number[],
  members: readonly Member[],
  candidates: readonly number[],
  prior: readonly number[],
  out: Map<string, number>,
): void {
  if (!candidates.length || !members.length) return;
  const reach = candidates.map((c) => walksTo(g, enter, c));
  const cost = members.map((m) => candidates.map((c, j) => walkCost(reach[j] as number[], enter, m, c, prior)));
  leastAssignment(cost).forEach((c, i) => {
    const m = members[i];
    if (m && c >= 0) out.set(m.piece, candidates[c] as number);
  });
}

/**
 * What sending member `m` to `cell` costs, from `d` (`distancesTo` that cell): the walk onto it or,
 * with `prior` (a candidate to look at), to beside it — one step short — less the chance it is
 * there, so likelier cells count as nearer.
 */
function walkCost(
  d: readonly number[],
  enter: readonly number[],
  m: Member,
  cell: number,
  prior: readonly number[] | null,
): number {
  if (prior === null) return m.cell === cell ? 0 : (d[m.cell] as number);
  return (m.cell === cell ? 0 : (d[m.cell] as number) - (enter[cell] as number)) - (prior[cell] ?? 0);
}

/** Beyond this many members the exact assignment (2^members states) gives way to seat-order picks. */
const EXACT_MEMBERS = 10;
/** What an unreachable candidate costs in an assignment: more than any walk, yet still a number to add. */
const UNREACHABLE = 1e6;

/**
 * For `cost[member][candidate]`, the candidate of each member so that distinct members take
 * distinct candidates while candidates last and the sum of costs is least; ties go to the earlier
 * candidate for the earlier member. Exact by dynamic programming over the candidates in order and
 * the set of members already placed (`best[j * states + mask]`).
 */
export function leastAssignment(cost: readonly (readonly number[])[]): number[] {
  const m = cost.length;
  const c = cost[0]?.length ?? 0;
  // The capped costs, flat: the exact search below reads each one many times.
  const capped = new Float64Array(m * c);
  for (let i = 0; i < m; i++)
    for (let j = 0; j < c; j++) capped[i * c + j] = Math.min(cost[i]?.[j] ?? INF, UNREACHABLE);
  const w = (i: number, j: number) => capped[i * c + j] as number;
  const cheapest = (i: number, skip?: ReadonlySet<number>) => {
    let best = -1;
    for (let j = 0; j < c; j++) if (!skip?.has(j) && (best < 0 || w(i, j) < w(i, best))) best = j;
    return best;
  };
  if (c === 0) return cost.map(() => -1);
  if (m > EXACT_MEMBERS) {
    const taken = new Set<number>();
    return cost.map((_, i) => {
      const j = cheapest(i, taken.size < c ? taken : undefined);
      taken.add(j);
      return j;
    });
  }
  const states = 1 << m;
  const full = states - 1;
  const best = new Float64Array((c + 1) * states).fill(INF);
  // How each state was reached: the member given candidate j - 1, or -1 for nobody.
  const from = new Int8Array((c + 1) * states).fill(-1);
  best[0] = 0;
  const mustCover = m > c;
  for (let j = 0; j < c; j++) {
    for (let mask = 0; mask < states; mask++) {
      const here = best[j * states + mask] as number;
      if (here === INF) continue;
      const skip = (j + 1) * states + mask;
      // Leave candidate j to nobody, unless every candidate needs a member.
      if (!mustCover && here < (best[skip] as number)) {
        best[skip] = here;
        from[skip] = -1;
      }
      for (let i = 0; i < m; i++) {
        if (mask & (1 << i)) continue;
        const next = (j + 1) * states + (mask | (1 << i));
        const v = here + (capped[i * c + j] as number);
        if (v < (best[next] as number)) {
          best[next] = v;
          from[next] = i;
        }
      }
    }
  }
  // The end: every member placed, or (more members than candidates) every candidate taken and the
  // members left over at their cheapest.
  let end = -1;
  let endCost = INF;
  for (let mask = 0; mask < states; mask++) {
    const v = best[c * states + mask] as number;
    if (v === INF || (!mustCover && mask !== full)) continue;
    let total = v;
    for (let i = 0; i < m; i++) if (!(mask & (1 << i))) total += w(i, cheapest(i));
    if (total < endCost) [end, endCost] = [mask, total];
  }
  const chosen = new Array<number>(m).fill(-1);
  let mask = end;
  for (let j = c; j > 0 && mask > 0; j--) {
    const i = from[j * states + mask] as number;
    if (i >= 0) {
      chosen[i] = j - 1;
      mask &= ~(1 << i);
    }
  }
  return chosen.map((j, i) => (j >= 0 ? j : cheapest(i)));
}

/** What a piece should programme: its actions in order (by role), and the member it is. */
export function plannedProgramme(plan: TeamPlan, piece: string, k: Knowledge): string[] {
  const acts = k.plan!;
  const me = plan.members.find((m) => m.piece === piece);
  const target = plan.target.get(piece);
  if (!me || target === undefined) return [];
  const look = acts.look;
  const shift = acts.shift;
  const g = plan.grid;
  if (plan.goal !== null && me.cell === plan.goal && target === plan.goal) {
    const away = plan.members.filter((m) => m.cell !== plan.goal);
    // While the first stage is open the goal stays in: wait on it.
    if (plan.stageOpen) return look ? [look] : [];
    if (away.length === 0 && shift) return [shift, ...(look ? [look] : [])];
    // Teammates one known step away arrive in the first action: take the goal out in the second.
    const dist = walksTo(g, plan.enter, plan.goal);
    if (shift && look && away.every((m) => (dist[m.cell] as number) <= 1)) return [look, shift];
    return look ? [look] : [];
  }
  const dist = walksTo(g, plan.enter, target);
  const searching = plan.searching.has(piece);
  const beside = searching && neighbours(g, me.cell).includes(target);
  if (beside) return look && !plan.known[target] ? [look, acts.move] : [acts.move];
  const first = nextStep(plan, me.cell, dist);
  if (first === null) return look ? [look] : [];
  if (!plan.known[first] && look) return [look, acts.move];
  if (first === target) return look ? [acts.move, look] : [acts.move];
  const second = nextStep(plan, first, dist);
  const besideAfter = searching && neighbours(g, first).includes(target);
  if (second === null || besideAfter || (!plan.known[second] && second !== target))
    return look ? [acts.move, look] : [acts.move];
  return [acts.move, acts.move];
}

/** The neighbour of `from` a walk to the target takes next (cheapest entering plus what remains), or null. */
export function nextStep(plan: TeamPlan, from: number, dist: readonly number[]): number | null {
  let best: number | null = null;
  let bestCost = INF;
  for (const n of neighbours(plan.grid, from)) {
    const cost = (plan.enter[n] as number) + (dist[n] as number);
    if (cost < bestCost) [best, bestCost] = [n, cost];
  }
  return best;
}

/** The cell of an option's target component on the plan's grid, or null. */
function cellOfTarget(plan: TeamPlan, option: DecisionOption): number | null {
  const id = option.target?.component;
  if (!id) return null;
  const i = plan.grid.cells.indexOf(id);
  return i < 0 ? null : i;
}

/** How the plan rates moving the piece onto each option's target: lower walks fewer and safer steps to its target. */
export function moveCosts(plan: TeamPlan, piece: string, options: readonly DecisionOption[]): number[] {
  const target = plan.target.get(piece);
  const dist = target === undefined ? null : walksTo(plan.grid, plan.enter, target);
  return options.map((o) => {
    const cell = cellOfTarget(plan, o);
    if (cell === null) return INF;
    const rest = dist ? (dist[cell] as number) : 0;
    // While searching, standing beside the candidate is as good as on it.
    const near =
      plan.searching.has(piece) && target !== undefined && cell !== target
        ? rest - (plan.enter[target] as number)
        : rest;
    return (plan.enter[cell] as number) + Math.max(0, near);
  });
}

/** How the plan rates looking at each option's target: higher for the candidate, then the next unknown step. */
export function lookScores(plan: TeamPlan, piece: string, options: readonly DecisionOption[]): number[] {
  const me = plan.members.find((m) => m.piece === piece);
  const target = plan.target.get(piece);
  const dist = target === undefined ? null : walksTo(plan.grid, plan.enter, target);
  const step = me && dist ? nextStep(plan, me.cell, dist) : null;
  return options.map((o) => {
    const cell = cellOfTarget(plan, o);
    if (cell === null || plan.known[cell]) return 0;
    if (cell === target) return 3;
    if (cell === step) return 2;
    return 1;
  });
}

/**
 * How the plan rates each line shift (`shift:<row|col>:<index>:<forward|back>`): with the whole team
 * on the goal, one that pushes it past the edge (from a cell where it may have been dealt: the
 * setup's exit cells) is best, then one that brings it to such an edge; otherwise one that brings
 * the goal nearer the team's pieces off it.
 */
export function shiftScores(plan: TeamPlan, options: readonly DecisionOption[], k: Knowledge): number[] {
  const g = plan.grid;
  const goal = plan.goal;
  const prior = k.goalPrior[g.zone] ?? [];
  const exitCell = (cell: number) => (prior[cell] ?? 0) > 0;
  // While the first stage is open the goal is not taken out: the team only brings it nearer.
  const aboard = goal !== null && !plan.stageOpen && plan.members.every((m) => m.cell === goal);
  return options.map((o) => {
    const [kind, axis, index, way] = o.id.split(':');
    if (kind !== 'shift' || goal === null) return 0;
    const dir = way === 'forward' ? 1 : -1;
    const r = Math.floor(goal / g.cols);
    const c = goal % g.cols;
    const line = Number(index);
    const inLine = axis === 'row' ? r === line : c === line;
    if (!inLine) return 0;
    const len = axis === 'row' ? g.cols : g.rows;
    const pos = axis === 'row' ? c : r;
    const nextPos = pos + dir;
    if (aboard) {
      if ((nextPos < 0 || nextPos >= len) && exitCell(goal)) return 10;
      const moved = axis === 'row' ? r * g.cols + nextPos : nextPos * g.cols + c;
      const edge = nextPos + dir < 0 || nextPos + dir >= len;
      return nextPos >= 0 && nextPos < len && edge && exitCell(moved) ? 5 : -1;
    }
    if (nextPos < 0 || nextPos >= len) return -1;
    // Off the goal: nearer the team (Manhattan from each piece not on it, pieces on the line ride along).
    const moved = axis === 'row' ? r * g.cols + nextPos : nextPos * g.cols + c;
    let before = 0;
    let after = 0;
    for (const m of plan.members) {
      const mr = Math.floor(m.cell / g.cols);
      const mc = m.cell % g.cols;
      const rides = axis === 'row' ? mr === line : mc === line;
      if (rides) continue;
      before += Math.abs(mr - r) + Math.abs(mc - c);
      after += Math.abs(mr - Math.floor(moved / g.cols)) + Math.abs(mc - (moved % g.cols));
    }
    return before - after;
  });
}

/**
 * The action whose own choice is pending and the piece playing it: the innermost frame on the
 * stack runs that action. Null otherwise — between actions, or in an effect the action set off
 * (a room's own choice on entering is not the move's).
 */
export function currentAction(state: GameState, k: Knowledge): { action: string; actor: string } | null {
  if (!k.actionNodes?.size) return null;
  const stack = state.stack ?? [];
  const f = stack[stack.length - 1];
  const action = f ? k.actionNodes.get(f.n) : undefined;
  // Bindings are slots (state format v2): the actor's is found by name in the state's table (a frame
  // given as a record of names, as a v1 state has them, is read by name).
  const b = f?.b as unknown;
  const actor = Array.isArray(b)
    ? (b[(state.names ?? []).indexOf('actor')] as unknown)
    : (b as { actor?: unknown } | undefined)?.actor;
  return action !== undefined && typeof actor === 'string' ? { action, actor } : null;
}

/** The best-rated options' indices (`better(a, b)`: a beats b), or all of them when none is rated. */
function bestOf(scores: readonly number[], lowIsBetter: boolean): number[] {
  let best: number[] = [];
  let bestScore = lowIsBetter ? INF : -INF;
  scores.forEach((s, i) => {
    if (lowIsBetter ? s < bestScore : s > bestScore) [best, bestScore] = [[i], s];
    else if (s === bestScore) best.push(i);
  });
  return best;
}

/**
 * The options the team plan picks for `seat` at its decision in `state` (several on a tie), or
 * null when the plan has nothing to say there (no plan, or a decision it does not cover).
 */
export function planChoices(
  state: GameState,
  seat: SeatId,
  options: readonly DecisionOption[],
  k: Knowledge,
  heard?: Hearsay,
): DecisionOption[] | null {
  if (!k.plan || options.length < 2) return null;
  const ids = options.map((o) => o.id);
  const programme = ids.every((id) => id.startsWith('program:'));
  const shifting = ids.some((id) => id.startsWith('shift:'));
  const now = programme || shifting ? null : currentAction(state, k);
  if (!programme && !shifting && (now === null || (now.action !== k.plan.move && now.action !== k.plan.look)))
    return null;
  if (!programme && !shifting && !options.some((o) => o.target?.component)) return null;
  const plan = teamPlan(state, seat, k, heard);
  if (!plan) return null;
  if (shifting) {
    const scores = shiftScores(plan, options, k);
    return bestOf(scores, false).map((i) => options[i]!);
  }
  if (programme) {
    const piece = plan.members.find(
      (m) => m.seat === seat && (state.pieces[m.piece]?.plan ?? []).every((a) => a === ''),
    );
    if (!piece) return null;
    const want = plannedProgramme(plan, piece.piece, k);
    for (let n = want.length; n > 0; n--) {
      const hit = options.find((o) => o.id === `program:${want.slice(0, n).join(',')}`);
      if (hit) return [hit];
    }
    return null;
  }
  const actor = now!.actor;
  if (!plan.members.some((m) => m.piece === actor)) return null;
  const picked =
    now!.action === k.plan.move
      ? bestOf(moveCosts(plan, actor, options), true)
      : bestOf(lookScores(plan, actor, options), false);
  return picked.map((i) => options[i]!);
}
