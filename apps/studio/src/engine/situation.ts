// A situation set up by hand in the sandbox, as the pack-test `layout` the
// engine already loads (createMatch's `layout`: the whole table, in place of
// the mode's setup steps): which room lies on each cell and whether it is face
// up, the markers on them, what each stack, set and hand holds, where each
// figure stands (in turn order), the counters, the seat variables and roles. Read from a match's
// state, edited in the sandbox's "Edit situation" form, and given back to the
// engine to play from; the same layout, seed and answers give the same state.
// Also: "save this moment as a test" — the expectations a designer may pick
// from the current state, and the pack-test file they make.
import type { Layout } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { Entity } from './prepare.ts';

/** The parts of a match state a situation is read from (the engine's GameState has them). */
export interface SituationState {
  zones: Record<string, { kind: string; rows?: number; cols?: number; cells?: Array<string | null>; items?: string[] }>;
  components: Record<string, { def: string; faceUp: boolean; markers: Record<string, number> }>;
  pieces: Record<
    string,
    {
      def: string;
      seat: string | null;
      location: { component: string } | { zone: string } | null;
      status: string;
      vars: Record<string, number>;
      plan?: string[];
    }
  >;
  seats: Record<
    string,
    { vars: Record<string, number>; role: string | null; team: string | null; markers: Record<string, number> }
  >;
  seatOrder: string[];
  /** Turn order: piece ids (or seat ids). */
  order: string[];
  counters: Record<string, number>;
  result: { outcome: string } | null;
  /** Turns started so far, and the interpreter's stack (where in the turn the match stands). */
  turn?: number;
  stack?: Array<{ n: number; pc: number; items?: string[] }>;
}

/** The phases of the mode's turn as the engine compiled them: each phase's id and handler node. */
export type TurnPhases = ReadonlyArray<{ id: string; inner: number }>;

/** A definition a cell may hold, or a figure may be, by qualified id. */
export interface SituationChoice {
  id: string;
  name: string;
}

/** The situation the sandbox's "Edit situation" form shows and edits. */
export interface Situation {
  /** The grid zone's size (0 × 0 when the mode has none, or a cell is empty). */
  rows: number;
  cols: number;
  /** The layout to play from: the whole table (the mode's setup steps are skipped). */
  layout: Layout;
  /** The rooms a cell may hold: every room of the loaded packs, by name. */
  rooms: SituationChoice[];
  /** A name for each figure of `layout.figures`, in order. */
  figureNames: string[];
  /** The phases of the mode's turn, by id, in order (a turn in progress starts in one). */
  phases: string[];
  /** The mode's actions, by id (a figure's remaining programme is made of them). */
  actions: string[];
}

const nameOf = (entities: ReadonlyMap<string, Entity>, id: string): string =>
  displayText(entities.get(id)?.['name']) || id;

/** The first grid zone of the state, its cells' components (null: an empty cell). */
function firstGrid(
  state: SituationState,
): { id: string; rows: number; cols: number; cells: Array<string | null> } | null {
  for (const [id, zone] of Object.entries(state.zones)) {
    if (zone.kind !== 'grid' || !zone.cells || !zone.rows || !zone.cols) continue;
    const cells = zone.cells.map((c) => (c !== null && c in state.components ? c : null));
    return { id, rows: zone.rows, cols: zone.cols, cells };
  }
  return null;
}

/**
 * Where in its turn a match stands: the phase whose handler is on the stack, and the piece whose turn
 * it is there (the item the phase is at; one already started when something runs above the phase).
 */
function turnOf(state: SituationState, phases: TurnPhases): { phase: string; piece?: string } | null {
  const stack = state.stack ?? [];
  const at = stack.findIndex((f) => phases.some((p) => p.inner === f.n));
  const frame = stack[at];
  const phase = phases.find((p) => p.inner === frame?.n);
  if (!frame || !phase) return null;
  const running = at < stack.length - 1;
  const piece = frame.items?.[running ? frame.pc - 1 : frame.pc];
  return { phase: phase.id, ...(piece && piece in state.pieces ? { piece } : {}) };
}

/**
 * Whether the match stands inside a figure's step of a phase (an action under way: something runs
 * above the phase's handler), where a layout's turn alone cannot start it again.
 */
export function insideTurnStep(state: SituationState, phases: TurnPhases): boolean {
  const stack = state.stack ?? [];
  const at = stack.findIndex((f) => phases.some((p) => p.inner === f.n));
  return at >= 0 && at < stack.length - 1;
}

/** Figures in turn order first (a layout's figures take the turn order they are listed in), then the rest. */
function orderedPieces(state: SituationState): string[] {
  const ids = [...state.order.filter((id) => id in state.pieces), ...Object.keys(state.pieces)];
  return [...new Set(ids)].filter((id) => state.pieces[id]);
}

/** The non-grid zones a situation lists, with what they hold, in order. */
function listedZones(state: SituationState): Array<[string, string[]]> {
  return Object.entries(state.zones)
    .filter(([, z]) => z.kind !== 'grid' && z.items)
    .map(([id, z]) => [id, z.items ?? []]);
}

/**
 * The ids a match started from a state's situation gives its components and figures, by their ids
 * in that state: the layout numbers the grid's tiles row by row, then each zone's items, then the
 * figures in turn order (c0, c1 …, p0, p1 …). Answers naming them are renamed with it.
 */
export function layoutRenames(state: SituationState): Map<string, string> {
  const renames = new Map<string, string>();
  let component = 0;
  for (const id of firstGrid(state)?.cells ?? [])
    if (id !== null && state.components[id]) renames.set(id, `c${component++}`);
  for (const [, items] of listedZones(state)) for (const id of items) renames.set(id, `c${component++}`);
  orderedPieces(state).forEach((id, i) => renames.set(id, `p${i}`));
  return renames;
}

/** An option id with the component and piece ids it names renamed (`move:c17` → `move:c4`). */
export function renameOption(option: string, renames: ReadonlyMap<string, string>): string {
  return option.replace(/(?<![A-Za-z0-9_-])[cp]\d+(?![A-Za-z0-9_-])/g, (id) => renames.get(id) ?? id);
}

/** The situation of a match now, as a layout to play from (`phases`, `actions`: the mode's, to read a turn in progress). */
export function situationOf(
  entities: ReadonlyMap<string, Entity>,
  state: SituationState,
  phases: TurnPhases = [],
  actions: readonly string[] = [],
  resume: ReadonlyArray<ReadonlyArray<{ seat: string; option: string }>> = [],
): Situation {
  const grid = firstGrid(state);
  const at = new Map<string, [number, number]>();
  const layout: Layout = {};
  if (grid) {
    const defs: Array<Array<string | null>> = [];
    const revealed: Array<[number, number]> = [];
    grid.cells.forEach((component, i) => {
      const cell: [number, number] = [Math.floor(i / grid.cols), i % grid.cols];
      const c = component === null ? undefined : state.components[component];
      // An empty cell (a gap in the grid) is null in the layout.
      (defs[cell[0]] ??= []).push(c ? c.def : null);
      if (!c || component === null) return;
      at.set(component, cell);
      if (c.faceUp) revealed.push(cell);
    });
    layout.grid = defs;
    layout.revealed = revealed;
    const markers = grid.cells.flatMap((component) =>
      component === null
        ? []
        : Object.entries(state.components[component]?.markers ?? {})
            // Owned markers (`lock@s0`) carry a seat a layout cannot name; only unowned ones are kept.
            .filter(([name, count]) => count > 0 && !name.includes('@'))
            .map(([marker, count]) => ({ cell: at.get(component) ?? [0, 0], marker, ...(count > 1 ? { count } : {}) })),
    );
    if (markers.length) layout.markers = markers;
  }
  const zones = Object.fromEntries(
    listedZones(state).map(([id, items]) => [id, items.map((c) => state.components[c]?.def ?? '')] as const),
  );
  if (Object.keys(zones).length) layout.zones = zones;
  const figureNames: string[] = [];
  const ordered = orderedPieces(state);
  const pieces = ordered.flatMap((id) => (state.pieces[id] ? [state.pieces[id]] : []));
  const inTurn = turnOf(state, phases);
  layout.figures = pieces.map((p) => {
    figureNames.push(nameOf(entities, p.def));
    const where = p.location;
    const cell = where && 'component' in where ? at.get(where.component) : undefined;
    return {
      character: p.def,
      seat: p.seat,
      ...(cell ? { cell } : where && 'zone' in where ? { zone: where.zone } : {}),
      ...(Object.keys(p.vars).length ? { vars: { ...p.vars } } : {}),
      ...(p.status === 'eliminated' || p.status === 'escaped' ? { status: p.status } : {}),
      // Inside a turn, what the figure has still to play of its programme ('' marks one played).
      ...(inTurn && p.plan?.some((a) => a !== '') ? { plan: p.plan.filter((a) => a !== '') } : {}),
    };
  });
  // Inside a turn (even the first's first phase: the game's start has run, and its decisions were
  // answered), the match starts there; before the first turn it starts as a fresh game.
  if (inTurn) {
    const actor = inTurn.piece === undefined ? -1 : ordered.indexOf(inTurn.piece);
    layout.turn = {
      number: Math.max(1, state.turn ?? 1),
      phase: inTurn.phase,
      ...(actor >= 0 ? { actor } : {}),
      ...(resume.length > 0
        ? { answers: resume.map((step) => step.map(({ seat, option }) => ({ seat, option }))) }
        : {}),
    };
  }
  layout.counters = { ...state.counters };
  const seatVars = Object.fromEntries(
    state.seatOrder
      .map((seat) => [seat, { ...state.seats[seat]?.vars }] as const)
      .filter(([, vars]) => Object.keys(vars).length),
  );
  if (Object.keys(seatVars).length) layout.seatVars = seatVars;
  const roles = Object.fromEntries(
    state.seatOrder.flatMap((seat) => {
      const s = state.seats[seat];
      if (!s?.role) return [];
      const role = {
        role: s.role,
        ...(s.team ? { team: s.team } : {}),
        ...(s.markers['revealed'] ? { revealed: true } : {}),
      };
      return [[seat, role] as const];
    }),
  );
  if (Object.keys(roles).length) layout.roles = roles;
  const rooms = [...entities.entries()]
    .filter(([, e]) => e['kind'] === 'room')
    .map(([id]) => ({ id, name: nameOf(entities, id) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    rows: grid?.rows ?? 0,
    cols: grid?.cols ?? 0,
    layout,
    rooms,
    figureNames,
    phases: phases.map((p) => p.id),
    actions: [...actions],
  };
}

/** One expectation a designer may tick when saving a moment as a test. */
export interface MomentCheck {
  /** What it says, e.g. "Alice is at [2, 3]". */
  label: string;
  /** The expectation as the pack-test schema writes it. */
  expectation: Record<string, unknown>;
}

/** What "save this moment as a test" offers: the test without its expectations, and the ones to pick from. */
export interface Moment {
  test: {
    kind: 'pack-test';
    mode: string;
    seed: number | string;
    seats: number;
    options?: Record<string, unknown>;
    layout?: Layout;
    answers: Array<Array<{ seat: string; option: string }>>;
  };
  checks: MomentCheck[];
}

const cellText = ([r, c]: readonly number[]) => `[${r}, ${c}]`;

/** The expectations the state offers: each figure's place and whether it is eliminated, each counter, the outcome. */
export function momentChecks(entities: ReadonlyMap<string, Entity>, state: SituationState): MomentCheck[] {
  const grid = Object.values(state.zones).find((z) => z.kind === 'grid' && z.cells && z.cols);
  const cellOf = (component: string): [number, number] | null => {
    const i = grid?.cells?.indexOf(component) ?? -1;
    const cols = grid?.cols ?? 1;
    return i < 0 ? null : [Math.floor(i / cols), i % cols];
  };
  const pieces = Object.values(state.pieces);
  // A figure expectation checks the first figure of a character: only characters with one figure are offered.
  const once = pieces.filter((p) => pieces.filter((q) => q.def === p.def).length === 1);
  const checks: MomentCheck[] = [];
  for (const p of once) {
    const name = nameOf(entities, p.def);
    const where = p.location;
    const cell = where && 'component' in where ? cellOf(where.component) : null;
    if (cell)
      checks.push({
        label: `${name} is at ${cellText(cell)}`,
        expectation: { expect: 'figure', character: p.def, cell },
      });
    else if (where && 'zone' in where)
      checks.push({
        label: `${name} is in ${where.zone}`,
        expectation: { expect: 'figure', character: p.def, zone: where.zone },
      });
    const eliminated = p.status === 'eliminated';
    checks.push({
      label: `${name} is ${eliminated ? '' : 'not '}eliminated`,
      expectation: { expect: 'figure', character: p.def, eliminated },
    });
  }
  for (const [counter, equals] of Object.entries(state.counters))
    checks.push({ label: `Counter ${counter} is ${equals}`, expectation: { expect: 'counter', counter, equals } });
  if (state.result)
    checks.push({
      label: `The game ended: ${state.result.outcome}`,
      expectation: { expect: 'outcome', outcome: state.result.outcome },
    });
  return checks;
}

/** A test id from its name: lower case, words joined by hyphens (the schema's id pattern). */
export function testId(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return /^[a-z]/.test(words) ? words : `test-${words || 'moment'}`;
}

/** The pack-test file for a moment: its id, name, the ticked expectations, in the key order the pack's tests use. */
export function packTestText(moment: Moment['test'], name: string, expect: readonly Record<string, unknown>[]): string {
  const { kind, mode, seed, seats, options, layout, answers } = moment;
  const test = {
    kind,
    id: testId(name),
    name: { en: name.trim() },
    origin: { source: 'house', note: 'Saved from the sandbox: a situation set up by hand, played, and checked.' },
    mode,
    seed,
    seats,
    ...(options && Object.keys(options).length ? { options } : {}),
    ...(layout ? { layout } : {}),
    answers: answers.map((step) => (step.length === 1 ? step[0] : step)),
    expect,
  };
  return `${JSON.stringify(test, null, 2)}\n`;
}
