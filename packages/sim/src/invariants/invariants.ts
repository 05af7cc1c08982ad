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
  /** Markers that forbid entering a component: no piece may arrive on one already marked. */
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
  const blocked = new Set<string>();
  const markers = rules.blockingMarkers ?? [];
  for (const [id, c] of Object.entries(state.components))
    if (markers.some((m) => (c.markers[m] ?? 0) > 0)) blocked.add(id);
  const totals = (rules.conserved ?? []).map(({ marker, pieceVar }) => tokenTotal(state, marker, pieceVar));
  return { pieceOn, blocked, pieceCount: pieceOn.size, totals };
}

/** Pieces are conserved (but for declared spawns), so are conserved tokens, and no piece arrived on a component that was already blocked. */
export function checkStep(before: StepMemory, state: StateShape, rules: InvariantRules = {}): string[] {
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
  for (const [id, p] of Object.entries(state.pieces)) {
    const now = p.location && 'component' in p.location ? p.location.component : null;
    if (now !== null && now !== before.pieceOn.get(id) && before.blocked.has(now))
      problems.push(`piece ${id} entered blocked component ${now}`);
  }
  return problems;
}

/** Every check on one state; `before` adds the step checks. */
export function checkInvariants(state: StateShape, rules: InvariantRules, before?: StepMemory): string[] {
  return [
    ...checkPlacement(state),
    ...checkPieces(state, rules),
    ...checkFixed(state, rules),
    ...checkCounters(state, rules),
    ...checkUsage(state, rules),
    ...(before ? checkStep(before, state, rules) : []),
  ];
}
