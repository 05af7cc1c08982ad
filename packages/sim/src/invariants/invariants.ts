// Invariants a game state must satisfy after every step, whatever the content:
// the table is consistent (one tile per cell, every component in exactly one
// place, pieces on things that exist), plus rules a pack declares (fixed
// tiles, counter ranges, markers that forbid entry). Each check returns the
// violations it finds as sentences; an empty list means the state is sound.
import type { StateShape } from './state-shape.ts';

/** Rules a particular ruleset adds to the structural checks. */
export interface InvariantRules {
  /** Tiles that never move: the component with this definition stays on this cell. */
  fixed?: Array<{ def: string; zone: string; cell: number }>;
  /** Inclusive ranges of global counters (missing bound: unbounded). */
  counterRanges?: Record<string, { min?: number; max?: number }>;
  /**
   * Markers that forbid entering a component: no piece may arrive on one marked at that moment.
   * Given the step's events, the moment is the piece's `piece-moved` event (the markers follow the
   * step's `marker-added` / `marker-removed` events); without them, one marked before the step.
   */
  blockingMarkers?: string[];
  /** Zones whose components active pieces may stand on (e.g. only the complex, never the box). */
  pieceZones?: string[];
  /**
   * Pieces that may come into play during a game (robots out of their rooms): pieces of `def`,
   * never more than the components of `per` in the game. Every other piece is conserved.
   */
  spawns?: Array<{ def: string; per: string }>;
  /**
   * Tokens that are only ever moved, never made or lost: copies of `marker` on components plus
   * every piece's `pieceVar` (its reserve) keep the total they had at the first step.
   */
  conserved?: Array<{ marker: string; pieceVar: string }>;
  /** Once-a-game tokens: each piece's `used` never exceeds `allowance` plus its `bonus` variable (uses given back). */
  usage?: Array<{ used: string; allowance: number; bonus?: string }>;
}

/** Where every piece stood and which components were blocked, kept between steps. */
export interface StepMemory {
  pieceOn: Map<string, string | null>;
  blocked: Set<string>;
  /** How many blocking markers each blocked component carries. */
  blocking: Map<string, number>;
  pieceCount: number;
  /** The totals of the conserved tokens, in the order of `rules.conserved`. */
  totals: number[];
}

/** How many of a conserved token there are: marker copies on components plus the pieces' reserves. */
export function tokenTotal(state: StateShape, marker: string, pieceVar: string): number {
  let n = 0;
  for (const c of Object.values(state.components)) n += c.markers[marker] ?? 0;
  for (const p of Object.values(state.pieces)) n += Number(p.vars?.[pieceVar] ?? 0);
  return n;
}

/** No piece used a once-a-game token more often than it had it. */
export function checkUsage(state: StateShape, rules: InvariantRules): string[] {
  const problems: string[] = [];
  for (const { used, allowance, bonus } of rules.usage ?? []) {
    for (const [id, p] of Object.entries(state.pieces)) {
      const n = Number(p.vars?.[used] ?? 0);
      const limit = allowance + (bonus ? Number(p.vars?.[bonus] ?? 0) : 0);
      if (n > limit) problems.push(`piece ${id} has ${used} ${n}, more than ${limit}`);
    }
  }
  return problems;
}

/** One tile per cell, and every component's location agrees with the zone that holds it. */
export function checkPlacement(state: StateShape): string[] {
  const problems: string[] = [];
  const placedAt = new Map<string, string>();
  const place = (component: string, where: string) => {
    const before = placedAt.get(component);
    if (before) problems.push(`component ${component} is both at ${before} and at ${where}`);
    placedAt.set(component, where);
  };
  for (const [zoneId, zone] of Object.entries(state.zones)) {
    if (zone.kind === 'grid') {
      if (zone.cells.length !== zone.rows * zone.cols)
        problems.push(`grid ${zoneId} has ${zone.cells.length} cells, not ${zone.rows}×${zone.cols}`);
      zone.cells.forEach((id, cell) => {
        if (id === null) return;
        place(id, `${zoneId}#${cell}`);
        const loc = state.components[id]?.location;
        if (loc?.zone !== zoneId || loc.cell !== cell)
          problems.push(`component ${id} lies on ${zoneId}#${cell} but records ${JSON.stringify(loc)}`);
      });
    } else {
      for (const id of zone.items) {
        place(id, zoneId);
        if (state.components[id]?.location?.zone !== zoneId)
          problems.push(`component ${id} is listed in ${zoneId} but records another place`);
      }
    }
  }
  for (const [id, c] of Object.entries(state.components)) {
    if (c.location && !placedAt.has(id))
      problems.push(`component ${id} records ${JSON.stringify(c.location)} but no zone holds it`);
  }
  return problems;
}

/** Active pieces stand on a component that is on the table (in an allowed zone), or in a zone that exists. */
export function checkPieces(state: StateShape, rules: InvariantRules = {}): string[] {
  const problems: string[] = [];
  for (const [id, piece] of Object.entries(state.pieces)) {
    const loc = piece.location;
    if (piece.status !== 'active') continue;
    if (!loc) problems.push(`active piece ${id} is nowhere`);
    else if ('zone' in loc) {
      if (!state.zones[loc.zone]) problems.push(`piece ${id} is in unknown zone ${loc.zone}`);
    } else {
      const at = state.components[loc.component]?.location;
      if (!at) problems.push(`piece ${id} stands on ${loc.component}, which is not on the table`);
      else if (rules.pieceZones && !rules.pieceZones.includes(at.zone)) {
        problems.push(`piece ${id} stands on ${loc.component}, which lies in ${at.zone}`);
      }
    }
  }
  return problems;
}

/** Fixed tiles are where the rules keep them. */
export function checkFixed(state: StateShape, rules: InvariantRules): string[] {
  return (rules.fixed ?? []).flatMap(({ def, zone, cell }) => {
    const grid = state.zones[zone];
    const id = grid?.kind === 'grid' ? grid.cells[cell] : undefined;
    return id && state.components[id]?.def === def ? [] : [`${def} is no longer on ${zone}#${cell}`];
  });
}

/** Counters are integers within their declared ranges. */
export function checkCounters(state: StateShape, rules: InvariantRules): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(state.counters)) {
    const range = rules.counterRanges?.[name];
    if (!Number.isInteger(value)) problems.push(`counter ${name} is ${value}, not an integer`);
    else if (range?.min !== undefined && value < range.min)
      problems.push(`counter ${name} is ${value}, below ${range.min}`);
    else if (range?.max !== undefined && value > range.max)
      problems.push(`counter ${name} is ${value}, above ${range.max}`);
  }
  return problems;
}

/** What to remember of a state to check the next step against it. */
export function remember(state: StateShape, rules: InvariantRules): StepMemory {
  const pieceOn = new Map<string, string | null>();
  for (const [id, p] of Object.entries(state.pieces))
    pieceOn.set(id, p.location && 'component' in p.location ? p.location.component : null);
  const blocking = new Map<string, number>();
  const markers = rules.blockingMarkers ?? [];
  for (const [id, c] of Object.entries(state.components)) {
    const n = markers.reduce((sum, m) => sum + (c.markers[m] ?? 0), 0);
    if (n > 0) blocking.set(id, n);
  }
  const totals = (rules.conserved ?? []).map(({ marker, pieceVar }) => tokenTotal(state, marker, pieceVar));
  return { pieceOn, blocked: new Set(blocking.keys()), blocking, pieceCount: pieceOn.size, totals };
}

/** What a step's log tells the step checks: the engine's events, read loosely. */
export interface StepEvent {
  type: string;
  piece?: string;
  data?: unknown;
}

/**
 * Entries into blocked components, followed through the step's events in order: blocking markers
 * come and go with `marker-added` / `marker-removed`, and a `piece-moved` onto a component that
 * carries one at that moment is an entry into it. So a block lifted and re-laid within one step
 * (Emmett reactivating a Flooded Chamber someone then enters) is no violation. Also returns the
 * pieces the events moved.
 */
function entriesInOrder(before: StepMemory, events: readonly StepEvent[], rules: InvariantRules) {
  const markers = new Set(rules.blockingMarkers ?? []);
  const blocking = new Map(before.blocking);
  const moved = new Set<string>();
  const problems: string[] = [];
  for (const e of events) {
    const data = (e.data ?? {}) as { on?: unknown; marker?: unknown; count?: unknown; to?: unknown };
    if ((e.type === 'marker-added' || e.type === 'marker-removed') && markers.has(String(data.marker))) {
      const on = String(data.on);
      const n = Number(data.count ?? 0) * (e.type === 'marker-added' ? 1 : -1);
      blocking.set(on, Math.max(0, (blocking.get(on) ?? 0) + n));
    } else if (e.type === 'piece-moved' && e.piece !== undefined) {
      moved.add(e.piece);
      const to = String(data.to);
      if ((blocking.get(to) ?? 0) > 0) problems.push(`piece ${e.piece} entered blocked component ${to}`);
    }
  }
  return { problems, moved };
}

/**
 * Pieces are conserved (but for declared spawns), so are conserved tokens, and no piece arrived on
 * a component blocked at the time: with the step's `events`, as they tell it; without, (or for a
 * piece no event moved) one already blocked before the step.
 */
export function checkStep(
  before: StepMemory,
  state: StateShape,
  rules: InvariantRules = {},
  events?: readonly StepEvent[],
): string[] {
  const problems: string[] = [];
  (rules.conserved ?? []).forEach(({ marker, pieceVar }, i) => {
    const now = tokenTotal(state, marker, pieceVar);
    const then = before.totals[i];
    if (then !== undefined && now !== then) problems.push(`${marker} tokens went from ${then} to ${now}`);
  });
  const spawns = rules.spawns ?? [];
  const fresh = Object.keys(state.pieces).filter((id) => !before.pieceOn.has(id));
  const gone = [...before.pieceOn.keys()].some((id) => !(id in state.pieces));
  const allowed = fresh.every((id) => spawns.some((sp) => sp.def === state.pieces[id]?.def));
  if (gone || !allowed)
    problems.push(`piece count changed from ${before.pieceCount} to ${Object.keys(state.pieces).length}`);
  for (const sp of spawns) {
    const made = Object.values(state.pieces).filter((p) => p.def === sp.def).length;
    const sources = Object.values(state.components).filter((c) => c.def === sp.per).length;
    if (made > sources) problems.push(`${made} pieces of ${sp.def} for ${sources} components of ${sp.per}`);
  }
  const told = events ? entriesInOrder(before, events, rules) : null;
  if (told) problems.push(...told.problems);
  for (const [id, p] of Object.entries(state.pieces)) {
    if (told?.moved.has(id)) continue;
    const now = p.location && 'component' in p.location ? p.location.component : null;
    if (now !== null && now !== before.pieceOn.get(id) && before.blocked.has(now))
      problems.push(`piece ${id} entered blocked component ${now}`);
  }
  return problems;
}

/** Every check on one state; `before` adds the step checks (`events`: what the step's log told). */
export function checkInvariants(
  state: StateShape,
  rules: InvariantRules,
  before?: StepMemory,
  events?: readonly StepEvent[],
): string[] {
  return [
    ...checkPlacement(state),
    ...checkPieces(state, rules),
    ...checkFixed(state, rules),
    ...checkCounters(state, rules),
    ...checkUsage(state, rules),
    ...(before ? checkStep(before, state, rules, events) : []),
  ];
}
