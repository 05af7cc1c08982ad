// Tiny tables for tests: a mode, definitions and a laid-out state from a compact description.
import type { GameState } from '../state/types.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { seedRng } from '../rng/rng.ts';

/** A small table: a grid as rows of definition ids ("." empty, "x^" face up), stacks, pieces. */
export interface Table {
  grid?: string[];
  fixedRows?: number[];
  fixedCols?: number[];
  regions?: Record<string, number[][]>;
  stacks?: Record<string, string[]>;
  sets?: Record<string, string[]>;
  /** Piece id → cell "r1c2" (a component id) or zone id; seat defaults to s0. */
  pieces?: Record<string, string | { at: string; seat?: string | null; def?: string }>;
  seats?: number;
  counters?: Record<string, number>;
  /** Extra definitions (with behaviour) by id. */
  defs?: Array<Record<string, unknown>>;
  /** Mode-level triggers and modifiers. */
  triggers?: unknown[];
  modifiers?: unknown[];
  actions?: unknown[];
  /** The mode's setup tables (turns, decks, compositions, roles); its steps stay empty. */
  setup?: Record<string, unknown>;
  /** The mode's role declarations. */
  roles?: unknown[];
  /** Definitions seats picked (createMatch's `picks`), by plain id. */
  picks?: Record<string, string[]>;
}

/** The test mode: the table's zones, counters and rules, one phase running the probe effect. */
export function modeOf(t: Table, effect: unknown) {
  const zones: unknown[] = [];
  if (t.grid) {
    const rows = t.grid.length;
    const cols = (t.grid[0] ?? '').split(/\s+/).length;
    zones.push({
      id: 'grid',
      kind: 'grid',
      rows,
      cols,
      fixedRows: t.fixedRows ?? [],
      fixedCols: t.fixedCols ?? [],
      regions: t.regions ?? {},
    });
  }
  for (const z of Object.keys(t.stacks ?? {})) zones.push({ id: z, kind: 'stack' });
  for (const z of Object.keys(t.sets ?? {})) zones.push({ id: z, kind: 'set' });
  return {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 8 } },
    zones,
    counters: Object.entries(t.counters ?? {}).map(([id, initial]) => ({ id, initial })),
    actions: t.actions ?? [],
    triggers: t.triggers ?? [],
    modifiers: t.modifiers ?? [],
    ...(t.roles ? { roles: t.roles } : {}),
    setup: { ...(t.setup ?? {}), steps: [] },
    phases: [{ type: 'effects', id: 'probe', do: [effect] }],
    endings: [],
  };
}

/** Definitions for every id the table names, plus the extra ones. */
export function defsOf(t: Table): Array<Record<string, unknown>> {
  const ids = new Set<string>(['x', 'y', 'z', 'token']);
  for (const row of t.grid ?? []) for (const c of row.split(/\s+/)) if (c !== '.') ids.add(c.replace('^', ''));
  for (const list of [...Object.values(t.stacks ?? {}), ...Object.values(t.sets ?? {})])
    for (const c of list) ids.add(c.replace('^', ''));
  const extra = new Map((t.defs ?? []).map((d) => [String(d.id), d]));
  return [...ids, ...extra.keys()]
    .filter((v, i, a) => a.indexOf(v) === i)
    .map((id) => extra.get(id) ?? { kind: id === 'token' ? 'character' : 'room', id, name: id, props: {} });
}

/** Builds the state of a table (ids: grid cells "r0c1", stack items "<zone>-<i>"). */
export function lay(rs: Ruleset, t: Table): GameState {
  const mode = rs.modes['t:m'];
  if (!mode) throw new Error('no mode');
  const seats = Array.from({ length: t.seats ?? 2 }, (_, i) => `s${i}`);
  const s: GameState = {
    v: 2,
    names: rs.slots.names,
    rulesetHash: rs.hash,
    mode: mode.id,
    options: {},
    seed: 1,
    rng: seedRng(1),
    zones: {},
    components: {},
    pieces: {},
    seats: {},
    seatOrder: seats,
    counters: { ...(t.counters ?? {}) },
    vars: {},
    scheduled: [],
    order: [],
    turn: 1,
    action: 0,
    next: { component: 100, piece: 100, scheduled: 0 },
    stack: [],
    pending: null,
    step: 0,
    result: null,
  };
  if (t.picks) s.picks = structuredClone(t.picks);
  for (const id of seats) s.seats[id] = { id, markers: {}, role: null, team: null, vars: {}, eyesOpen: true };
  const add = (id: string, cell: string, zone: string, index?: number) => {
    const faceUp = cell.endsWith('^');
    s.components[id] = {
      id,
      def: `t:${cell.replace('^', '')}`,
      location: index === undefined ? { zone } : { zone, cell: index },
      faceUp,
      seenBy: [],
      markers: {},
    };
  };
  if (t.grid) {
    const rows = t.grid.map((r) => r.split(/\s+/));
    const cols = rows[0]?.length ?? 0;
    const cells: Array<string | null> = [];
    rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        const id = cell === '.' ? null : `r${r}c${c}`;
        cells.push(id);
        if (id) add(id, cell, 'grid', r * cols + c);
      }),
    );
    s.zones.grid = { kind: 'grid', rows: rows.length, cols, cells, locks: {} };
  }
  for (const [kind, lists] of [
    ['stack', t.stacks],
    ['set', t.sets],
  ] as const) {
    for (const [z, list] of Object.entries(lists ?? {})) {
      s.zones[z] = { kind, items: list.map((_, i) => `${z}-${i}`) };
      list.forEach((cell, i) => add(`${z}-${i}`, cell, z));
    }
  }
  for (const [id, where] of Object.entries(t.pieces ?? {})) {
    const at = typeof where === 'string' ? where : where.at;
    const seat = typeof where === 'string' ? 's0' : (where.seat ?? null);
    s.pieces[id] = {
      id,
      def: `t:${typeof where === 'string' ? 'token' : (where.def ?? 'token')}`,
      seat,
      location: at in s.components ? { component: at } : { zone: at },
      status: 'active',
      markers: {},
      vars: {},
      plan: [],
      done: [],
    };
    s.order.push(id);
  }
  return s;
}
