// Compiles a mode: zones, counters, actions, setup, the turn's phases, endings,
// and the root node that runs setup and then turns until an ending holds.
import type { Text } from '../state/types.ts';
import { dispatch, scheduleWaitsFor, waitsFor } from '../runtime/dispatch.ts';
import { checkEndings } from '../runtime/endings.ts';
import { readsOf } from './reads.ts';
import { splitByRule } from './behaviour.ts';
import { EVERYTHING, wrote } from '../runtime/writes.ts';
import { arrangeAfterSetup } from '../match/layout.ts';
import { emit, push, type Runtime } from '../runtime/runtime.ts';
import { updateFlags } from '../runtime/modifiers.ts';
import { phaseHandlers } from '../phases/registry.ts';
import { compileAction } from './action.ts';
import { createCx, type CxOrigin, type CxShared } from './context.ts';
import type { Args, Cx } from './handlers.ts';
import type { Cause, CompiledTrigger, Mode, Node, Ruleset, ZoneDecl } from './types.ts';
import { noBindings, phaseSlots, turnSlots } from '../state/slots.ts';
import { counted } from '../runtime/counted.ts';

const PHASE_START = counted('phase-start');
const TURN_START = counted('turn-start');

const phasesByType = new Map(phaseHandlers.map((h) => [h.type, h]));
const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const ints = (v: unknown): number[] => list(v).filter((x): x is number => typeof x === 'number');
/** The `characters` range of a setup table's row (open ends when a bound is missing). */
const characterRange = (row: Args): { min: number; max: number } => {
  const range = isObject(row.characters) ? row.characters : {};
  return {
    min: typeof range.min === 'number' ? range.min : 0,
    max: typeof range.max === 'number' ? range.max : Infinity,
  };
};

/** Cells of a region declaration, row-major. */
function regionCells(raw: unknown, rows: number, cols: number): number[] {
  const cells: number[] = [];
  if (Array.isArray(raw)) {
    for (const rc of raw)
      if (Array.isArray(rc) && typeof rc[0] === 'number' && typeof rc[1] === 'number') cells.push(rc[0] * cols + rc[1]);
  } else if (isObject(raw) && Array.isArray(raw.from)) {
    const [r0, c0] = raw.from as number[];
    const lo = typeof raw.min === 'number' ? raw.min : 0;
    const hi = typeof raw.max === 'number' ? raw.max : lo;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const d = Math.abs(r - (r0 ?? 0)) + Math.abs(c - (c0 ?? 0));
        if (d >= lo && d <= hi) cells.push(r * cols + c);
      }
    }
  }
  return cells.sort((x, y) => x - y);
}

/** The longest side of a grid (the zone schema's `maximum` for rows and cols). */
export const MAX_GRID_SIDE = 64;

/** Reads a zone declaration. */
export function zoneDecl(raw: Args): ZoneDecl {
  // The schema caps a side at MAX_GRID_SIDE; entities handed to the engine directly are clamped alike.
  const side = (v: unknown) => (typeof v === 'number' && v > 0 ? Math.min(Math.floor(v), MAX_GRID_SIDE) : 0);
  const rows = side(raw.rows);
  const cols = side(raw.cols);
  const regions: Record<string, number[]> = {};
  if (isObject(raw.regions)) for (const [k, v] of Object.entries(raw.regions)) regions[k] = regionCells(v, rows, cols);
  const kind = raw.kind === 'grid' || raw.kind === 'set' || raw.kind === 'hand' ? raw.kind : 'stack';
  return {
    id: String(raw.id),
    kind,
    rows,
    cols,
    fixedRows: ints(raw.fixedRows),
    fixedCols: ints(raw.fixedCols),
    regions,
    perSeat: raw.perSeat === true || kind === 'hand',
    private: raw.private === true || kind === 'hand',
    contents: raw.contents === 'count' || raw.contents === 'hidden' ? raw.contents : 'public',
  };
}

/** Compiles a list of triggers, grouped by event (modes and definitions alike). */
export function groupTriggers(cx: Cx, raw: unknown, path: string): Record<string, CompiledTrigger[]> {
  const out: Record<string, CompiledTrigger[]> = {};
  list(raw).forEach((t, i) => {
    const c = cx.trigger(t, `${path}/${i}`);
    if (c) (out[c.on] ??= []).push(c);
  });
  return out;
}

// The subject of the mode's own events (none), read only.
const NO_SUBJECT = {};

/**
 * Which of the events the mode fires every turn or phase its own triggers hear, known once its
 * triggers are compiled (after the turn's nodes: node ids must not move). Delayed effects waiting for
 * them are asked of the state each time, and only when some are waiting.
 */
interface ModeHears {
  turnStart: boolean;
  phaseStart: boolean;
  phaseEnd: boolean;
  /**
   * Whether some schedule node of the ruleset waits for each of the three events (only such a node
   * makes a delayed effect that hears it), worked out once for the ruleset `waitsIn` (nodes of
   * definitions compiled after the mode count too, so not at compile time).
   */
  waitsIn: Ruleset | null;
  turnStartWaits: boolean;
  phaseStartWaits: boolean;
  phaseEndWaits: boolean;
}

/** `h`, with which of the mode's events a schedule node of the runtime's ruleset waits for (worked out once per ruleset). */
function withWaits(rt: Runtime, h: ModeHears): ModeHears {
  if (h.waitsIn === rt.rs) return h;
  h.turnStartWaits = scheduleWaitsFor(rt.rs, 'turn-start');
  h.phaseStartWaits = scheduleWaitsFor(rt.rs, 'phase-start');
  h.phaseEndWaits = scheduleWaitsFor(rt.rs, 'phase-end');
  h.waitsIn = rt.rs;
  return h;
}

/**
 * Whether a trigger of the mode (`own`) or a delayed effect hears an event the mode fires without a
 * subject; `waits`: whether a schedule node of the ruleset waits for it (no delayed effect can, else).
 * Without `own`, what dispatch's `heard` would answer is whether a delayed effect waits: asked of the
 * state's list at once, with no look-up of the event's hearers.
 */
const hears = (rt: Runtime, own: boolean, waits: boolean, on: string): boolean =>
  own || (waits && rt.s.scheduled.length !== 0 && waitsFor(rt.s.scheduled, on));

/** A phase as the mode's turn loop runs it. */
interface TurnPhase {
  id: string;
  /** What trigger filters read of its events: one per phase, read only. */
  filter: { phase: string };
  /** The content of its start, end and check (the phase itself). */
  cause: Cause;
  /** Its handler: node id, cause, and inline run (null: pushed). */
  inner: number;
  innerCause: Cause;
  innerRun: Node['inline'] | null;
  hears: ModeHears;
}

/**
 * A phase's start: announced, and heard by the mode's triggers and delayed effects that wait for it.
 * Whether it dispatched: if not, nothing can have pushed, asked or ended the match.
 */
function phaseStart(rt: Runtime, ph: TurnPhase): boolean {
  const id = ph.id;
  if (!rt.silent) emit(rt, rt.bare ? PHASE_START : { type: 'phase-start', data: { phase: id }, text: `${id} begins` });
  // Asked first: the bindings are made only when a trigger or a delayed effect hears the event.
  const h = withWaits(rt, ph.hears);
  if (!hears(rt, h.phaseStart, h.phaseStartWaits, 'phase-start')) return false;
  dispatch(rt, 'phase-start', phaseSlots(id), NO_SUBJECT, ph.filter);
  return true;
}

/** A phase's end, heard as its start is; whether it dispatched. */
function phaseEnd(rt: Runtime, ph: TurnPhase): boolean {
  const h = withWaits(rt, ph.hears);
  if (!hears(rt, h.phaseEnd, h.phaseEndWaits, 'phase-end')) return false;
  dispatch(rt, 'phase-end', phaseSlots(ph.id), NO_SUBJECT, ph.filter);
  return true;
}

/** After a phase: the flags in force, and the endings. */
function phaseCheck(rt: Runtime): void {
  // A ruleset without flags has none to update (not even a call: this runs at every phase's end).
  if (rt.rs.hasFlags) updateFlags(rt);
  checkEndings(rt);
}

/** A phase's block node (start, handler, end, check: what states saved inside one resume through), its handler, and the phase as the turn loop runs it. */
interface PhaseNodes {
  id: string;
  block: number;
  inner: number;
  phase: TurnPhase;
}

function phaseNode(cx: Cx, raw: unknown, path: string, modeHears: ModeHears): PhaseNodes {
  const known = isObject(raw) && typeof raw.type === 'string' && phasesByType.has(raw.type);
  if (!known) cx.error(`${path}/type`, `unknown phase "${isObject(raw) ? String(raw.type) : ''}"`);
  const id = !known ? '' : typeof raw.id === 'string' ? raw.id : String(raw.type);
  const inner = known
    ? (phasesByType.get(String(raw.type)) as NonNullable<ReturnType<typeof phasesByType.get>>).compile(raw, cx, path)
    : cx.block(path, []);
  const innerNode = cx.nodes[inner] as Node;
  const phase: TurnPhase = {
    id,
    filter: { phase: id },
    cause: { def: cx.def, path },
    inner,
    innerCause: innerNode.cause,
    innerRun: innerNode.inline ?? null,
    hears: modeHears,
  };
  const start = cx.prim(path, (rt) => phaseStart(rt, phase));
  // Its start node's cause (the same def and path): the phase's events then carry a numbered cause.
  phase.cause = (cx.nodes[start] as Node).cause;
  const end = cx.prim(path, (rt) => phaseEnd(rt, phase));
  const check = cx.prim(path, phaseCheck);
  return { id, block: cx.block(path, [start, inner, end, check]), inner, phase };
}

/** What every piece starts with: the tokens the mode declares `perPiece`. */
function tokenKit(raw: unknown): { kit?: Record<string, number> } {
  const kit: Record<string, number> = {};
  for (const t of list(raw))
    if (isObject(t) && typeof t.perPiece === 'number' && t.perPiece >= 0) kit[String(t.id)] = Math.floor(t.perPiece);
  return Object.keys(kit).length ? { kit } : {};
}

/** Compiles one mode entity. */
export function compileMode(entity: Args, shared: CxShared, origin: CxOrigin): Mode {
  const zones = list(entity.zones).filter(isObject).map(zoneDecl);
  const zoneById = Object.fromEntries(zones.map((z) => [z.id, z]));
  const compositions = isObject(entity.setup) ? list(entity.setup.compositions).filter(isObject) : [];
  const cx = createCx(shared, origin, zoneById, compositions, isObject(entity.setup) ? entity.setup : {});
  const actions: Mode['actions'] = {};
  list(entity.actions).forEach((a, i) => {
    if (!isObject(a)) return;
    const c = compileAction(a, cx, `/actions/${i}`);
    actions[c.id] = c;
  });
  // Seats: the mode schema's {players: {min, max}}; a bare {min, max} is read too.
  const rawSeats = isObject(entity.seats) ? entity.seats : {};
  const seats = isObject(rawSeats.players) ? rawSeats.players : rawSeats;
  const endings = list(entity.endings)
    .filter(isObject)
    .map((e, i) => ({
      when: cx.expr(e.when, `/endings/${i}/when`),
      outcome: String(e.outcome),
      winners: e.winners === undefined ? null : cx.selector(e.winners, `/endings/${i}/winners`),
      text: (e.text ?? String(e.outcome)) as Text,
      cause: { def: origin.def, path: `/endings/${i}` },
      reads: readsOf(e.when),
    }));
  // Setup: the mode schema's {steps: [...]}; a bare list of steps is read too.
  const steps = Array.isArray(entity.setup) ? entity.setup : isObject(entity.setup) ? entity.setup.steps : undefined;
  const setup = cx.effects(steps ?? [], Array.isArray(entity.setup) ? '/setup' : '/setup/steps');
  const phaseKey = entity.phases !== undefined ? 'phases' : 'turn';
  const phaseList = list(entity[phaseKey]);
  const modeHears: ModeHears = {
    turnStart: false,
    phaseStart: false,
    phaseEnd: false,
    waitsIn: null,
    turnStartWaits: true,
    phaseStartWaits: true,
    phaseEndWaits: true,
  };
  const phases = phaseList.map((p, i) => phaseNode(cx, p, `/${phaseKey}/${i}`, modeHears));
  if (phases.length === 0) cx.error('/phases', 'a mode needs at least one phase in its turn');
  const turn = cx.block(
    `/${phaseKey}`,
    phases.map((p) => p.block),
  );
  const slots = phaseList
    .filter(isObject)
    .filter((p) => p.type === 'act' && typeof p.slot === 'number')
    .map((p) => p.slot as number);
  const root = cx.node('', {
    step: (rt, f) => {
      const s = rt.s;
      if (f.pc === 0) {
        f.pc = 1;
        return push(rt, setup, noBindings());
      }
      if (f.pc === 1) {
        f.pc = 2;
        if (s.arrange) {
          arrangeAfterSetup(rt.rs, rt.mode, s, s.arrange);
          wrote(rt, EVERYTHING);
          delete s.arrange;
        }
        if (s.picks) throw new Error(noPickStep(s.picks));
        emit(rt, { type: 'game-start', text: 'The game begins' });
        return dispatch(rt, 'game-start', noBindings(), {});
      }
      // A turn: pc 2 starts one; pc 3 + k runs the turn's phases one step at a time (each one's start,
      // handler, end and check). The root walks them itself, as the turn's block and
      // each phase's block would (same order, same stops), without pushing either: the handler is the
      // first frame above the root. (A state saved with the turn's and phases' blocks on the stack
      // resumes through them: those nodes stay, and pc 3 was "the turn's phases" there too.)
      // Whether the endings were just checked, with nothing run since (the last phase's check).
      let checked = false;
      for (;;) {
        if (f.pc === 2) {
          rt.cause = rootCause;
          if (!checked && checkEndings(rt)) return;
          checked = false;
          // A turn that never asks nor pushes is not a loop of this step: the run loop reports it.
          if (++rt.steps > rt.budget) return;
          f.pc = 3;
          // The turn's bindings are the root's own, all unbound, as the turn's block frame had new ones:
          // `bind` copies, and a filter that binds `it` in place puts back what it found, so one set of
          // bindings serves every turn.
          s.turn += 1;
          for (const id in s.pieces) {
            const p = s.pieces[id];
            if (p) {
              p.plan = [];
              p.done = [];
            }
          }
          if (!rt.silent)
            emit(rt, rt.bare ? TURN_START : { type: 'turn-start', data: { turn: s.turn }, text: `Turn ${s.turn}` });
          const h = withWaits(rt, modeHears);
          if (hears(rt, h.turnStart, h.turnStartWaits, 'turn-start')) {
            const depth = s.stack.length;
            dispatch(rt, 'turn-start', turnSlots(s.turn), NO_SUBJECT);
            if (s.stack.length !== depth) return;
          }
        }
        // pc 3 + 4i + j: phase i's start (j = 0), handler (1), end (2), check (3).
        const k = f.pc - 3;
        const ph = walk[k >> 2];
        if (ph === undefined) {
          f.pc = 2;
          continue;
        }
        f.pc++;
        const depth = s.stack.length;
        rt.cause = ph.cause;
        // A start or end that nobody hears cannot stop the run: the part after it runs in the same pass
        // (one step each, as before; the pc at any stop is the same).
        let part = k & 3;
        if (part === 0 && !phaseStart(rt, ph)) {
          rt.steps++;
          f.pc++;
          part = 1;
        } else if (part === 2 && !phaseEnd(rt, ph)) {
          rt.steps++;
          f.pc++;
          part = 3;
        }
        if (part === 1) {
          const run = ph.innerRun;
          if (!run) return push(rt, ph.inner, f.b);
          rt.cause = ph.innerCause;
          run(rt, f.b);
        } else if (part === 3) {
          phaseCheck(rt);
          // The last phase checked: on to the next turn, without a pass to find no phase after it.
          if (f.pc === lastPc && s.stack.length === depth && s.pending === null && s.result === null) {
            rt.steps++;
            f.pc = 2;
            checked = true;
            continue;
          }
        }
        rt.steps++;
        if (s.stack.length !== depth || s.pending !== null || s.result !== null) return;
      }
    },
  });
  const walk = phases.map((p) => p.phase);
  const rootCause = (cx.nodes[root] as Node).cause;
  // The root's pc once the last phase is checked.
  const lastPc = 3 + 4 * walk.length;
  // In this order (triggers compile nodes): node ids must not move, delayed effects name them.
  const triggers = groupTriggers(cx, entity.triggers, '/triggers');
  modeHears.turnStart = triggers['turn-start'] !== undefined;
  modeHears.phaseStart = triggers['phase-start'] !== undefined;
  modeHears.phaseEnd = triggers['phase-end'] !== undefined;
  const modifiers = list(entity.modifiers)
    .map((m, i) => cx.modifier(m, `/modifiers/${i}`, 'all'))
    .filter((m): m is NonNullable<typeof m> => m !== null);
  return {
    id: origin.def,
    name: (entity.name ?? origin.def) as Text,
    seats: {
      min: typeof seats.min === 'number' ? seats.min : 1,
      max: typeof seats.max === 'number' ? seats.max : 8,
      ...(Array.isArray(rawSeats.playerCounts) ? { only: rawSeats.playerCounts.map(Number) } : {}),
    },
    zones,
    zoneById,
    counters: list(entity.counters)
      .filter(isObject)
      .map((c) => ({ id: String(c.id), initial: typeof c.initial === 'number' ? c.initial : 0 })),
    actions,
    actionOrder: Object.keys(actions),
    triggers,
    modifiers,
    modifiersByRule: splitByRule(modifiers),
    // Filled in once every definition is compiled (compile.ts).
    actionsNamed: new Map(),
    endings,
    endingReads: endings.reduce((mask: number, e) => mask | e.reads, 0),
    root,
    turn: { block: turn, phases: phases.map(({ id, block, inner }) => ({ id, block, inner })) },
    lastSlot: slots.length ? Math.max(...slots) : 0,
    turnTable: (isObject(entity.setup) ? list(entity.setup.turns) : []).filter(isObject).map((r) => ({
      ...characterRange(r),
      turns: typeof r.turns === 'number' ? r.turns : 0,
    })),
    roleTable: (isObject(entity.setup) ? list(entity.setup.roles) : []).filter(isObject).map((r) => ({
      ...characterRange(r),
      roles: list(r.roles)
        .filter(isObject)
        .map((x) => ({ role: String(x.role), count: typeof x.count === 'number' ? x.count : 1 })),
    })),
    roleTeams: Object.fromEntries(
      list(entity.roles)
        .filter(isObject)
        .map((r) => [String(r.id), typeof r.team === 'string' ? r.team : null]),
    ),
    ...tokenKit(entity.tokens),
  };
}

/** Why picks given to createMatch were never used: no setup step dealt pieces to seats. */
function noPickStep(picks: Record<string, string[]>): string {
  const what = Object.entries(picks)
    .map(([seat, defs]) => `${seat}: ${defs.join(', ')}`)
    .join('; ');
  return `picks (${what}) were not used: this mode's setup deals no pieces to seats (create-pieces with "seat")`;
}
