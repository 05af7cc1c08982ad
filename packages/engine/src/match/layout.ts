// An explicit starting layout (pack tests, the studio's sandbox). By default it
// replaces the mode's setup steps: tiles numbered row by row (c0, c1, …),
// pieces in listed order (p0, p1, …), so scripted answers can name them.
// With `afterSetup` the setup runs as usual (random deal, seat variables,
// decisions it asks) and the layout then rearranges only what it names.
import type { Component, GameState, Piece, Zone } from '../state/types.ts';
import type { Mode, Ruleset } from '../ruleset/types.ts';
import { componentId, interned, pieceId } from '../state/ids.ts';
import { noBindings } from '../state/slots.ts';

/** Where a piece starts: on a grid cell or in a zone. */
export interface LayoutFigure {
  /** The character (or token) definition, plain within its pack or pack:id. */
  character: string;
  seat?: string | null;
  cell?: [number, number] | number[];
  zone?: string;
  /** Piece variables set over what the figure starts with (its kit). */
  vars?: Record<string, number>;
  /** Its status at the start (default active); a figure out of play stands nowhere. */
  status?: 'active' | 'eliminated' | 'escaped';
  /** This turn's programmed actions still to play, in order (a turn in progress). */
  plan?: string[];
}

/** A turn in progress: the match starts inside this turn instead of before the first one. */
export interface LayoutTurn {
  /** Turns started so far, this one included (default 1). */
  number?: number;
  /** The phase of the turn to start in (its id); the earlier phases of this turn are over. */
  phase: string;
  /** The figure (its place in `figures`, from 0) whose turn it is in that phase; those before it in turn order have had theirs. */
  actor?: number;
  /**
   * Decisions already taken from that point on (into an action in progress), replayed in order as
   * the match starts: the match resumes inside the action. Each step is one answer or one per seat.
   */
  answers?: Array<LayoutAnswer | LayoutAnswer[]>;
}

/** One answer to a decision the layout's turn replays. */
export interface LayoutAnswer {
  seat: string;
  option: string;
}

/** The steps a layout's turn replays as the match starts, each as a list of answers. */
export function turnSteps(turn: LayoutTurn | undefined): LayoutAnswer[][] {
  return (turn?.answers ?? []).map((step) => (Array.isArray(step) ? step : [step]));
}

/** A marker lying on a grid cell at the start (a lock, a Do-Not-Cross). */
export interface LayoutMarker {
  cell: [number, number] | number[];
  marker: string;
  count?: number;
}

/** An explicit starting layout. */
export interface Layout {
  /**
   * Run the mode's setup first (and answer its decisions), then arrange what
   * the layout names when the setup ends, before the game starts. Applied once:
   * a `restart` runs the setup alone.
   */
  afterSetup?: boolean;
  /** Definitions on the grid zone, row by row, top first; null leaves a cell empty. */
  grid?: Array<Array<string | null>>;
  /** The grid zone filled (default: the mode's first grid zone). */
  gridZone?: string;
  /** Cells [row, col] whose components start face up. */
  revealed?: Array<[number, number] | number[]>;
  /** Figures in order (p0, p1, …); after setup they replace every figure the setup made. */
  figures?: LayoutFigure[];
  /** Markers on grid cells (unowned), e.g. a Do-Not-Cross left by an earlier turn. */
  markers?: LayoutMarker[];
  /** Starting counter values. */
  counters?: Record<string, number>;
  /** Other zones' contents, top first, face down. */
  zones?: Record<string, string[]>;
  /** Seat variables, by seat then name; other variables keep their values. */
  seatVars?: Record<string, Record<string, number>>;
  /** Seats' roles and teams, by seat, in place of what setup dealt; secret unless revealed. */
  roles?: Record<string, { role: string; team?: string; revealed?: boolean }>;
  /** A turn in progress to start in (not with `afterSetup`). */
  turn?: LayoutTurn;
}

function qualify(ruleset: Ruleset, mode: Mode, id: string): string {
  if (id.includes(':')) return id;
  const pack = mode.id.slice(0, mode.id.indexOf(':'));
  const own = interned(`${pack}:${id}`);
  if (own in ruleset.defs) return own;
  const other = Object.keys(ruleset.defs).find((d) => d.endsWith(`:${id}`));
  if (!other) throw new Error(`layout names an unknown definition "${id}"`);
  return other;
}

/** Adds a fresh component (the next free id) at a place. */
function addComponent(
  ruleset: Ruleset,
  mode: Mode,
  s: GameState,
  def: string,
  at: Component['location'],
  faceUp = false,
) {
  const id = componentId(s.next.component++);
  s.components[id] = { id, def: qualify(ruleset, mode, def), location: at, faceUp, seenBy: [], markers: {} };
  return id;
}

function gridOf(layout: Layout, mode: Mode, s: GameState): { id: string; zone: Zone } | null {
  const id = layout.gridZone ?? mode.zones.find((z) => z.kind === 'grid')?.id;
  const zone = id === undefined ? undefined : s.zones[id];
  return id === undefined || !zone ? null : { id, zone };
}

const cellIndex = (cols: number, [r, c]: number[]) => (r ?? 0) * cols + (c ?? 0);

/** Takes a component out of the game; pieces standing on it move onto `heir` (or nowhere). */
function retire(s: GameState, id: string, heir: string | undefined): void {
  delete s.components[id];
  for (const p of Object.values(s.pieces))
    if (p.location && 'component' in p.location && p.location.component === id)
      p.location = heir === undefined ? null : { component: heir };
}

function fillGrid(ruleset: Ruleset, mode: Mode, s: GameState, layout: Layout): void {
  const grid = gridOf(layout, mode, s);
  if (layout.grid) {
    if (!grid || grid.zone.kind !== 'grid') throw new Error('the layout has a grid but the mode has no grid zone');
    const { id: gridId, zone } = grid;
    layout.grid.forEach((row, r) =>
      row.forEach((def, c) => {
        const cell = r * zone.cols + c;
        const old = zone.cells[cell];
        zone.cells[cell] = def === null ? null : addComponent(ruleset, mode, s, def, { zone: gridId, cell });
        if (old) retire(s, old, zone.cells[cell] ?? undefined);
      }),
    );
  }
  if (grid?.zone.kind !== 'grid') return;
  const { zone } = grid;
  for (const at of layout.revealed ?? []) {
    const c = s.components[zone.cells[cellIndex(zone.cols, at)] ?? ''];
    if (c) c.faceUp = true;
  }
}

function fillZones(ruleset: Ruleset, mode: Mode, s: GameState, layout: Layout): void {
  for (const [zone, defs] of Object.entries(layout.zones ?? {})) {
    const z = s.zones[zone];
    if (!z || z.kind === 'grid') throw new Error(`the layout fills "${zone}", which is not a stack, set or hand`);
    const old = z.items.splice(0);
    for (const def of defs) z.items.push(addComponent(ruleset, mode, s, def, { zone }));
    old.forEach((id, i) => retire(s, id, z.items[i]));
  }
}

/** Where a layout figure stands, or null. */
function figureLocation(layout: Layout, mode: Mode, s: GameState, f: LayoutFigure): Piece['location'] {
  if (f.status !== undefined && f.status !== 'active') return null;
  const grid = gridOf(layout, mode, s)?.zone;
  if (f.cell && grid?.kind === 'grid') {
    const at = grid.cells[cellIndex(grid.cols, f.cell)];
    return at ? { component: at } : null;
  }
  return f.zone ? { zone: f.zone } : null;
}

function addPiece(ruleset: Ruleset, mode: Mode, s: GameState, f: LayoutFigure, location: Piece['location']): void {
  const id = pieceId(s.next.piece++);
  const def = qualify(ruleset, mode, f.character);
  // A piece definition (not a character) belongs to no seat and stays out of the turn order.
  const neutral = ruleset.defs[def]?.kind === 'piece';
  const seat = neutral ? null : f.seat === undefined ? (s.seatOrder[0] ?? null) : f.seat;
  // A figure starts with its kit, as a created piece does; the layout may set variables over it.
  const kit = ruleset.defs[def]?.kit;
  const modeKit = neutral ? undefined : mode.kit;
  const vars = modeKit || kit || f.vars ? { ...modeKit, ...kit, ...f.vars } : {};
  const status = f.status ?? 'active';
  const plan = f.plan ? [...f.plan] : [];
  s.pieces[id] = { id, def, seat, location, status, markers: {}, vars, plan, done: [] };
  if (!neutral) s.order.push(id);
}

/** Takes every figure out of the game (and out of the turn order). */
function clearFigures(s: GameState): void {
  const gone = new Set(Object.keys(s.pieces));
  s.pieces = {};
  s.order = s.order.filter((id) => !gone.has(id));
}

function placeMarkers(layout: Layout, mode: Mode, s: GameState): void {
  const grid = gridOf(layout, mode, s)?.zone;
  for (const m of layout.markers ?? []) {
    const at = grid?.kind === 'grid' ? grid.cells[cellIndex(grid.cols, m.cell)] : undefined;
    const c = at === undefined || at === null ? undefined : s.components[at];
    if (!c) throw new Error(`the layout puts ${m.marker} on [${m.cell.join(', ')}], which holds no room`);
    c.markers[m.marker] = (c.markers[m.marker] ?? 0) + (m.count ?? 1);
  }
}

function setValues(s: GameState, layout: Layout): void {
  Object.assign(s.counters, layout.counters ?? {});
  for (const [seat, vars] of Object.entries(layout.seatVars ?? {})) {
    const st = s.seats[seat];
    if (!st) throw new Error(`the layout sets variables of "${seat}", which is not a seat of this match`);
    Object.assign(st.vars, vars);
  }
  for (const [seat, r] of Object.entries(layout.roles ?? {})) {
    const st = s.seats[seat];
    if (!st) throw new Error(`the layout sets the role of "${seat}", which is not a seat of this match`);
    st.role = r.role;
    st.team = r.team ?? null;
    if (r.revealed) st.markers.revealed = 1;
    else delete st.markers.revealed;
  }
}

/** Lays out a state from a layout (the mode's setup steps are not run). */
export function applyLayout(ruleset: Ruleset, mode: Mode, s: GameState, layout: Layout): void {
  fillGrid(ruleset, mode, s, layout);
  fillZones(ruleset, mode, s, layout);
  for (const f of layout.figures ?? []) addPiece(ruleset, mode, s, f, figureLocation(layout, mode, s, f));
  placeMarkers(layout, mode, s);
  setValues(s, layout);
}

/**
 * Starts the match inside a turn: the interpreter's stack is set as if the turn had run up to the
 * named phase (its start already announced) and, in it, up to the named figure. No game-start or
 * turn-start fires: the game and the turn are already under way.
 */
export function startInTurn(mode: Mode, s: GameState, turn: LayoutTurn, figures: number): void {
  const at = mode.turn.phases.findIndex((p) => p.id === turn.phase);
  const phase = mode.turn.phases[at];
  if (!phase)
    throw new Error(
      `the layout's turn starts in phase "${turn.phase}", which the mode's turn does not have (${mode.turn.phases.map((p) => p.id).join(', ')})`,
    );
  if (turn.actor !== undefined && (!Number.isInteger(turn.actor) || turn.actor < 0 || turn.actor >= figures))
    throw new Error(`the layout's turn names figure ${turn.actor}, but the layout lists ${figures}`);
  s.turn = turn.number ?? 1;
  const inner: GameState['stack'][number] = { n: phase.inner, pc: 0, b: noBindings() };
  if (turn.actor !== undefined) inner.from = `p${turn.actor}`;
  s.stack = [
    { n: mode.root, pc: 2, b: noBindings() },
    { n: mode.turn.block, pc: at + 1, b: noBindings() },
    // The phase's block: its start is over and its handler is on top; its end and checks follow.
    { n: phase.block, pc: 2, b: noBindings() },
    inner,
  ];
}

/**
 * Rearranges the table the setup left: each named grid cell or zone gets new
 * components (fresh ids after setup's; the ones setup put there leave the
 * game, pieces on them move onto their replacement); `figures`, when given,
 * replace every figure setup made (fresh ids after setup's); named counters
 * and seat variables are set. Everything else stays as dealt.
 */
export function arrangeAfterSetup(ruleset: Ruleset, mode: Mode, s: GameState, layout: Layout): void {
  fillGrid(ruleset, mode, s, layout);
  fillZones(ruleset, mode, s, layout);
  if (layout.figures) clearFigures(s);
  for (const f of layout.figures ?? []) addPiece(ruleset, mode, s, f, figureLocation(layout, mode, s, f));
  placeMarkers(layout, mode, s);
  setValues(s, layout);
}
