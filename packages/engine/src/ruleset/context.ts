// The compiler's working context: turns vocabulary JSON into nodes and
// closures by looking up the handler registries, and records diagnostics.
import type { Diagnostic } from '@roomsmith/schema';
import type { Bindings, Frame } from '../state/types.ts';
import { ACTOR, IT, PIECE, SEAT, SELF, slotOf, slotTable, TARGET, type SlotTable } from '../state/slots.ts';
import { inlineStep, pop, push, type Runtime } from '../runtime/runtime.ts';
import { asList } from '../runtime/values.ts';
import { componentOf } from '../runtime/table.ts';
import { readsZone, zoneIdFor, zoneIdOf, type ZoneIds } from './zone-ids.ts';
import { oneOf, readsBound } from './bound.ts';
import { interned } from '../state/ids.ts';
import { effectHandlers } from '../effects/registry.ts';
import { selectorHandlers } from '../selectors/registry.ts';
import { expressionHandlers } from '../expressions/registry.ts';
import { compileModifier, compileTrigger } from './behaviour.ts';
import type { Args, Cx, ZoneFn } from './handlers.ts';
import type { Cause, Expr, Node, One, Sel, ZoneDecl } from './types.ts';

const effectsByDo = new Map(effectHandlers.map((h) => [h.do, h]));
const selectorsByName = new Map(selectorHandlers.map((h) => [h.select, h]));
const expressionsByOp = new Map(expressionHandlers.map((h) => [h.op, h]));

/** A node's cause, numbered by the node's id (`Cause.n`, not enumerable). */
function nodeCause(def: string, path: string, id: number): Cause {
  return Object.defineProperty({ def, path }, 'n', { value: id });
}

/** Where the definition being compiled came from. */
export interface CxOrigin {
  pack: string;
  def: string;
  file: string;
  pointer: string;
}

/** Everything shared by the compilation of a whole ruleset. */
export interface CxShared {
  nodes: Node[];
  diagnostics: Diagnostic[];
  /** Known qualified definition ids. */
  known: Set<string>;
  /** Every action id declared by a mode or a character (null: do not check). */
  actions?: Set<string> | null;
  /** The pack's deck entities by qualified id (read by `deal-decks`). */
  decks?: Record<string, Args>;
  /**
   * The seat variables read by the answers the runtime keeps until a write (endings, flags' `while`:
   * ruleset/reads.ts); absent: every variable counts as read.
   */
  seatVarsRead?: Set<string>;
  /** The marker names read by the same kept answers; absent: every marker counts as read. */
  markersRead?: Set<string>;
  /** The ruleset's table of names by slot (absent: a new one, made by the first context). */
  slots?: SlotTable;
}

/** The engine's names a bare name is read by a function of its own for (state/slots.ts' constants). */
const ENGINE_READ = [SEAT, IT, SELF, ACTOR, PIECE, TARGET];

// A bare name where a selector or one item is expected. Each name is resolved to its slot when it
// compiles; each of the engine's own names above is read by a function of its own, whose element load
// has a constant index, one for every site that reads the name (the callers of a selector see one
// function per name); any other name by a closure over its slot.

const SELECT_BOUND: readonly Sel[] = [
  (_rt, b) => asList(b[SEAT]),
  (_rt, b) => asList(b[IT]),
  (_rt, b) => asList(b[SELF]),
  (_rt, b) => asList(b[ACTOR]),
  (_rt, b) => asList(b[PIECE]),
  (_rt, b) => asList(b[TARGET]),
];

const FIRST_BOUND: readonly One[] = [
  (_rt, b) => oneOf(b[SEAT]),
  (_rt, b) => oneOf(b[IT]),
  (_rt, b) => oneOf(b[SELF]),
  (_rt, b) => oneOf(b[ACTOR]),
  (_rt, b) => oneOf(b[PIECE]),
  (_rt, b) => oneOf(b[TARGET]),
];

/** A `{zone, seat}` reference whose seat is the bound name at slot `slot`, read as FIRST_BOUND reads it. */
function boundZone(z: ZoneIds, slot: number): ZoneFn {
  return readsZone(boundZoneFn(z, slot), { kind: 'bound', z, slot });
}

function boundZoneFn(z: ZoneIds, slot: number): ZoneFn {
  switch (slot) {
    case SEAT:
      return (_rt, b) => zoneIdOf(z, b[SEAT]);
    case IT:
      return (_rt, b) => zoneIdOf(z, b[IT]);
    case SELF:
      return (_rt, b) => zoneIdOf(z, b[SELF]);
    case ACTOR:
      return (_rt, b) => zoneIdOf(z, b[ACTOR]);
    case PIECE:
      return (_rt, b) => zoneIdOf(z, b[PIECE]);
    case TARGET:
      return (_rt, b) => zoneIdOf(z, b[TARGET]);
    default:
      return (_rt, b) => zoneIdOf(z, b[slot]);
  }
}

const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);

function blockStep(kids: readonly Node[]) {
  return function blockStepRun(rt: Runtime, f: Frame): void {
    const s = rt.s;
    while (f.pc < kids.length) {
      const child = kids[f.pc++] as Node;
      if (child.inline) {
        const depth = s.stack.length;
        rt.cause = child.cause;
        child.inline(rt, f.b);
        rt.steps++;
        if (s.stack.length !== depth || s.pending !== null || s.result !== null) return;
      } else {
        push(rt, child.id, f.b);
        return;
      }
    }
    pop(rt);
  };
}

/**
 * A block run where it is reached (by its parent block, the mode's turn loop or `runNext`), without a
 * frame of its own unless it has to stop: its children in order, as `blockStep` runs them. Where
 * `blockStep` would stop — a child to push, or one that pushed frames or asked — the block's frame is
 * put on the stack below whatever that child pushed, at the child after it: the stack is then what it
 * would have been had the block been pushed and stepped. (A child that ended the match cleared the
 * stack: nothing is put back.) Most blocks run to their end and never need the frame.
 */
function blockInline(kids: readonly Node[], self: () => number) {
  return function blockInlineRun(rt: Runtime, b: Bindings): void {
    const s = rt.s;
    const depth = s.stack.length;
    for (let pc = 0; pc < kids.length; ) {
      const child = kids[pc++] as Node;
      if (child.inline) {
        rt.cause = child.cause;
        child.inline(rt, b);
        rt.steps++;
        if (s.result !== null) return;
        if (s.stack.length !== depth || s.pending !== null) {
          putFrameAt(s.stack, depth, { n: self(), pc, b });
          return;
        }
      } else {
        push(rt, self(), b);
        (s.stack[depth] as Frame).pc = pc;
        push(rt, child.id, b);
        return;
      }
    }
  };
}

/**
 * Puts `frame` into the stack at `depth` (last if the stack is shorter), as `splice(depth, 0, frame)`
 * would: the frames above moved up one by one (a few), not by `splice`, a builtin call that also
 * makes an empty list of what it removed.
 */
export function putFrameAt(stack: Frame[], depth: number, frame: Frame): void {
  const n = stack.length;
  if (depth >= n) {
    stack.push(frame);
    return;
  }
  stack.push(stack[n - 1] as Frame);
  for (let i = n - 1; i > depth; i--) stack[i] = stack[i - 1] as Frame;
  stack[depth] = frame;
}

/** Creates a compile context for one definition. */
export function createCx(
  shared: CxShared,
  origin: CxOrigin,
  zones: Record<string, ZoneDecl> = {},
  compositions: Args[] = [],
  setup: Args = {},
): Cx {
  const slots = (shared.slots ??= slotTable());
  const cx: Cx = {
    slots,
    slot: (name) => slotOf(slots, name),
    compositions,
    setup,
    decks: shared.decks ?? {},
    nodes: shared.nodes,
    pack: origin.pack,
    def: origin.def,
    diagnostics: shared.diagnostics,
    zones,
    error(path, message) {
      shared.diagnostics.push({
        file: origin.file,
        pointer: origin.pointer + path,
        line: 1,
        column: 1,
        severity: 'error',
        message,
      });
    },
    node(path, parts) {
      const id = shared.nodes.length;
      // Every node has the same fields in the same order (absent ones undefined), so the run loop's
      // reads of `step`, `cause` and `inline` see one shape instead of one per combination of parts.
      shared.nodes.push({
        id,
        cause: nodeCause(origin.def, path, id),
        inline: parts.inline,
        step: parts.step,
        resume: parts.resume,
        schedule: parts.schedule,
      });
      return id;
    },
    block(path, children) {
      // Its children's nodes, taken once: they were compiled before it, and nodes never change.
      const kids = children.map((c) => shared.nodes[c] as Node);
      // Read by the block's inline run when it must stop, once the node has its id.
      let id = -1;
      id = cx.node(path, { step: blockStep(kids), inline: blockInline(kids, () => id) });
      return id;
    },
    prim(path, run) {
      return cx.node(path, { inline: run, step: inlineStep });
    },
    effects(raw, path) {
      if (raw === undefined) return cx.block(path, []);
      const list = Array.isArray(raw) ? raw : [raw];
      const children = list.map((e, i) => compileEffect(e, Array.isArray(raw) ? `${path}/${i}` : path));
      // A list of one effect is that effect: no block frame to push and step through.
      if (children.length === 1) return children[0] as number;
      return cx.block(path, children);
    },
    selector(raw, path): Sel {
      if (typeof raw === 'string') {
        const slot = cx.slot(raw);
        const k = ENGINE_READ.indexOf(slot);
        return k >= 0 ? (SELECT_BOUND[k] as Sel) : (_rt: Runtime, b: Bindings) => asList(b[slot]);
      }
      if (isObject(raw) && typeof raw.select === 'string') {
        const h = selectorsByName.get(raw.select);
        if (h) return h.compile(raw, cx, path);
        cx.error(`${path}/select`, `unknown selector "${raw.select}"`);
      } else cx.error(path, 'expected a selector (a bound name or {select: …})');
      return () => [];
    },
    first(raw, path): One {
      if (typeof raw === 'string') {
        const slot = cx.slot(raw);
        const k = ENGINE_READ.indexOf(slot);
        return readsBound(k >= 0 ? (FIRST_BOUND[k] as One) : (_rt: Runtime, b: Bindings) => oneOf(b[slot]), slot);
      }
      const sel = cx.selector(raw, path);
      return sel.one ?? ((rt, b) => sel(rt, b)[0]);
    },
    expr(raw, path): Expr {
      if (raw === null || typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean') {
        return () => raw;
      }
      if (isObject(raw) && typeof raw.op === 'string') {
        const h = expressionsByOp.get(raw.op);
        if (h) return h.compile(raw, cx, path);
        cx.error(`${path}/op`, `unknown expression "${raw.op}"`);
      } else cx.error(path, 'expected an expression (a literal or {op: …})');
      return () => null;
    },
    zone(raw, path): ZoneFn {
      if (typeof raw === 'string') {
        if (Object.keys(zones).length > 0 && !(raw in zones)) cx.error(path, `unknown zone "${raw}"`);
        return readsZone(() => raw, { kind: 'literal', id: raw });
      }
      if (isObject(raw) && typeof raw.zone === 'string') {
        const z: ZoneIds = { zone: raw.zone, owners: [], ids: [], more: null };
        // A bound name (most often `seat`) is read here, as `cx.first` would read it, without its call.
        if (typeof raw.seat === 'string') return boundZone(z, cx.slot(raw.seat));
        const seat = cx.first(raw.seat, `${path}/seat`);
        return readsZone(
          function seatZone(rt, b) {
            return zoneIdFor(z, seat(rt, b) ?? null);
          },
          { kind: 'seat', z, seat },
        );
      }
      if (isObject(raw) && raw.of !== undefined) {
        // The zone a selector names: a zone id itself, or the zone a component (or piece) is in.
        const of = cx.selector(raw.of, `${path}/of`);
        return (rt, b) => {
          const id = of(rt, b)[0];
          if (id === undefined) return '';
          if (id in rt.s.zones) return id;
          const c = componentOf(rt.s, id);
          const p = rt.s.pieces[id];
          if (c !== null) return rt.s.components[c]?.location?.zone ?? '';
          return p?.location && 'zone' in p.location ? p.location.zone : '';
        };
      }
      cx.error(path, 'expected a zone id, {zone, seat} or {of}');
      return () => '';
    },
    defId(raw, path) {
      if (typeof raw !== 'string' || raw === '') {
        cx.error(path, 'expected a definition id');
        return '';
      }
      // Interned: a definition id is a Map key (the component index, hearers) and compared by `===`.
      const id = interned(raw.includes(':') ? raw : `${origin.pack}:${raw}`);
      if (!shared.known.has(id)) cx.error(path, `unknown definition "${raw}"`);
      return id;
    },
    actionId(raw, path) {
      const id = String(raw);
      if (shared.actions && !shared.actions.has(id)) cx.error(path, `unknown action "${id}"`);
      return id;
    },
    keptReadsSeatVar: (name) => shared.seatVarsRead?.has(name) ?? true,
    keptReadsMarker: (name) => shared.markersRead?.has(name) ?? true,
    trigger: (raw, path) => compileTrigger(raw, cx, path),
    modifier: (raw, path, scope) => compileModifier(raw, cx, path, scope),
  };

  function compileEffect(raw: unknown, path: string): number {
    if (isObject(raw) && typeof raw.do === 'string') {
      const h = effectsByDo.get(raw.do);
      if (h) return h.compile(raw, cx, path);
      cx.error(`${path}/do`, `unknown effect "${raw.do}"`);
    } else cx.error(path, 'expected an effect ({do: …})');
    return cx.prim(path, () => undefined);
  }
  return cx;
}
