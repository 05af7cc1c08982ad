// Actions as data: legality, target choice, effects, then action-done. An
// action that is forbidden, whose `when` fails or that has no legal target is
// lost, which still counts as the piece's action.
import type { Bindings, Frame, Piece, Text } from '../state/types.ts';
import { ASK, choice, describedOption, pend, plain } from '../runtime/decide.ts';
import { dispatch, waitsFor, type EventFilter, type EventSubject } from '../runtime/dispatch.ts';
import { checkEndings } from '../runtime/endings.ts';
import {
  allowedTargets,
  isForbiddenNamed,
  mayBeForbidden,
  mayBeRestricted,
  selectsAllowedTarget,
  updateFlags,
} from '../runtime/modifiers.ts';
import { emit, pop, push, ranThrough, type Runtime } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';
import type { Args, Cx } from './handlers.ts';
import type { Cause, CompiledAction, Node } from './types.ts';
import {
  actionDoneSlots,
  actionSlots,
  ACTOR,
  BOUND_NULL,
  SEAT,
  SERIAL,
  slotValue,
  TARGET as TARGET_SLOT,
} from '../state/slots.ts';
import { counted } from '../runtime/counted.ts';

const ACTION = counted('action');
const ACTION_LOST = counted('action-lost');

const LOST = 3;

/** The actor bound in an action's frame, as a string (it is one: String() only for what is not). */
function actorOf(b: Bindings): string {
  const actor = b[ACTOR];
  return typeof actor === 'string' ? actor : String(slotValue(actor));
}
const TARGET = 'target:';
// action-done is heard by the mode's triggers only (dispatch only reads it).
const NO_SUBJECT: EventSubject = Object.freeze({});

/** Compiles an action declaration into its runner node. */
export function compileAction(raw: Args, cx: Cx, path: string): CompiledAction {
  const id = String(raw.id);
  const name = (raw.name ?? id) as Text;
  const when = raw.when === undefined ? null : cx.expr(raw.when, `${path}/when`);
  const target = (raw.target ?? null) as Args | null;
  const from = target ? cx.selector(target.from, `${path}/target/from`) : null;
  const prompt = (target?.prompt ?? `${plain(name)}: choose a target`) as Text;
  const body = cx.effects(raw.do, `${path}/do`);
  const free = raw.free === true;
  const label = plain(name);
  // The filter action-done triggers are matched against, made once (dispatch only reads it).
  const doneFilter: EventFilter = { action: id };

  // Whether a trigger of the mode hears action-done (what `heard` asks first, by event name in a map),
  // worked out once per mode: a mode and its triggers never change. Without one, only a delayed effect
  // can hear it.
  let doneMode: Runtime['mode'] | null = null;
  let doneHeard = false;
  const modeHearsDone = (rt: Runtime): boolean => {
    if (rt.mode !== doneMode) {
      doneHeard = rt.mode.triggers['action-done'] !== undefined;
      doneMode = rt.mode;
    }
    return doneHeard;
  };
  // Whether a forbid-action or a restrict-targets modifier of the mode may name this action (most
  // name none), kept per mode as modeHearsDone is: isForbidden is asked only then, and target lists
  // are told whether restrict-targets need be asked, with no look-up by action id in a set.
  let namedMode: Runtime['mode'] | null = null;
  let forbidNamed = false;
  let restrictNamed = false;
  const named = (rt: Runtime): void => {
    forbidNamed = mayBeForbidden(rt, id);
    restrictNamed = mayBeRestricted(rt, id);
    namedMode = rt.mode;
  };
  const forbidden = (rt: Runtime, actor: string, p?: Piece): boolean => {
    if (rt.mode !== namedMode) named(rt);
    return forbidNamed && isForbiddenNamed(rt, actor, id, p);
  };
  const lose = (rt: Runtime, f: Frame, why: string) => {
    const actor = actorOf(f.b);
    if (!rt.silent)
      emit(
        rt,
        rt.bare
          ? ACTION_LOST
          : { type: 'action-lost', piece: actor, data: { action: id, why }, text: `${actor} loses ${id}: ${why}` },
      );
    f.pc = LOST;
  };
  // The frame's bindings are its own (actionBindings makes them fresh) until the body is
  // pushed, so serial and target are written in place: copying them was a top cost.
  const finish = (rt: Runtime) => {
    pop(rt);
    updateFlags(rt);
    checkEndings(rt);
  };
  const settle = (f: Frame, option: string) => {
    f.b[TARGET_SLOT] = option.slice(TARGET.length);
    f.pc = 2;
  };
  // The body runs where it is reached; if it ran to its end there (nothing pushed, nothing asked), the
  // action ends in the same step, as the runner's next step would have ended it.
  const runBody = (rt: Runtime, f: Frame) => {
    f.pc = LOST;
    if (ranThrough(rt, f, body, f.b)) {
      rt.cause = (rt.rs.nodes[node] as Node).cause;
      end(rt, f);
    }
  };
  // What the runner does once the body has run (or the action was lost): the action's record and
  // action-done, then flags and endings.
  const end = (rt: Runtime, f: Frame) => {
    const s = rt.s;
    f.pc = 4;
    if (!free) {
      const actor = actorOf(f.b);
      const p = s.pieces[actor];
      // The turn's first action replaces the empty list the turn gave (a push into `[]` grows it
      // through a builtin call); the list is the piece's own, nobody holds it.
      if (p !== undefined) {
        // Its second action likewise: a list of two, not one grown by a builtin call.
        const done = p.done;
        if (done.length === 0) p.done = [id];
        else if (done.length === 1) p.done = [done[0] as string, id];
        else done.push(id);
      }
      // Most action ends are heard by nobody (no trigger of the mode, no delayed effect): no record then.
      // Without a trigger of the mode, `heard` would answer whether a delayed effect waits for it.
      if (modeHearsDone(rt) || (s.scheduled.length !== 0 && waitsFor(s.scheduled, 'action-done'))) {
        const depth = s.stack.length;
        const done = actionDoneSlots(actor, f.b[SEAT] ?? BOUND_NULL, f.b[SERIAL] ?? BOUND_NULL, id);
        dispatch(rt, 'action-done', done, NO_SUBJECT, doneFilter);
        if (s.stack.length !== depth) return; // its triggers run first
      }
    }
    finish(rt);
  };
  const node: number = cx.node(path, {
    step: (rt, f) => {
      switch (f.pc) {
        case 0: {
          const s = rt.s;
          const actor = actorOf(f.b);
          // A free action keeps the current action's serial: it is nobody's "next action".
          if (!free) s.action += 1;
          f.b[SERIAL] = s.action;
          if (!rt.silent)
            emit(
              rt,
              rt.bare ? ACTION : { type: 'action', piece: actor, data: { action: id }, text: `${actor}: ${label}` },
            );
          if (forbidden(rt, actor)) return lose(rt, f, 'forbidden here');
          if (when && !truthy(when(rt, f.b))) return lose(rt, f, 'not possible');
          if (!from) return runBody(rt, f);
          // forbidden() above kept restrictNamed for this mode.
          const targets = allowedTargets(rt, actor, id, from(rt, f.b), restrictNamed);
          if (targets.length === 0) return lose(rt, f, 'no legal target');
          const seat = f.b[SEAT];
          f.pc = 1;
          // The target is read back by index: its option (`target:<id>`, labelled) is built only for a
          // decision left pending.
          const picked = choice(rt, typeof seat === 'string' ? seat : null, targets.length);
          if (picked >= 0) {
            f.b[TARGET_SLOT] = targets[picked] as string;
            f.pc = 2;
            runBody(rt, f);
          } else if (picked === ASK)
            pend(
              rt,
              seat as string,
              prompt,
              targets.map((t) => describedOption(rt, TARGET, t, typeof seat === 'string' ? seat : null)),
            );
          return;
        }
        case 2:
          return runBody(rt, f);
        case LOST:
          return end(rt, f);
        default:
          return finish(rt);
      }
    },
    resume: (_rt, f, answers) => settle(f, answers[String(slotValue(f.b[SEAT]))] ?? ''),
  });
  const possible = (rt: Runtime, piece: string, p?: Piece): boolean => {
    if (forbidden(rt, piece, p)) return false;
    const b = p === undefined ? actionBindings(rt, piece) : bindingsOf(rt, piece, p.seat);
    if (when && !truthy(when(rt, b))) return false;
    return !from || selectsAllowedTarget(rt, piece, id, from, b, restrictNamed);
  };
  return { id, name, node, free, possible };
}

// The last mode findAction was asked about, its action ids (the keys of Mode.actions) and, at the same
// index, the actions: a mode never changes, and a batch plays one mode.
let idsMode: Runtime['mode'] | null = null;
let modeIds: readonly string[] = [];
let modeActions: readonly CompiledAction[] = [];

/** Finds an action a piece may take: the mode's, or its character's own. */
export function findAction(rt: Runtime, piece: string, id: string): CompiledAction | null {
  // The mode's action wins, and needs no look at the piece (most questions end here). Found by a
  // loop of compares over its few ids, not a keyed load by a name that varies: content ids are the
  // same strings, equal by pointer.
  const mode = rt.mode;
  if (mode !== idsMode) {
    modeIds = Object.keys(mode.actions);
    modeActions = modeIds.map((a) => mode.actions[a] as CompiledAction);
    idsMode = mode;
  }
  for (let i = 0; i < modeIds.length; i++) if (modeIds[i] === id) return modeActions[i] as CompiledAction;
  const own = rt.s.pieces[piece];
  return (own ? rt.rs.defs[own.def]?.actions[id] : undefined) ?? null;
}

/** Every action id a piece may take: the mode's, then its character's. */
export function actionsOf(rt: Runtime, piece: string): string[] {
  const own = rt.s.pieces[piece];
  const extra = own ? Object.keys(rt.rs.defs[own.def]?.actions ?? {}) : [];
  return [...rt.mode.actionOrder, ...extra.filter((a) => !(a in rt.mode.actions))];
}

/** Raised when an action id computed at run time names no action the piece may take. */
export class UnknownActionError extends Error {
  constructor(
    message: string,
    /** The content that computed the id. */
    readonly content: Cause,
  ) {
    super(message);
    this.name = 'UnknownActionError';
  }
}

/** An action named by content: a plain id, or an expression resolved when the effect runs. */
export interface ActionRef {
  /** The id when content wrote it plainly; null when an expression computes it. */
  readonly id: string | null;
  /**
   * The action the piece takes, or null: an expression that gives nothing, or a plain id the
   * piece has no such action for. A computed id naming no action throws UnknownActionError.
   */
  find(rt: Runtime, piece: string, b: Bindings): CompiledAction | null;
}

/**
 * Compiles an action reference: a plain id (checked now against the declared actions) or an
 * expression (an opponent's talent read from props, …) computed when the effect runs.
 */
export function compileActionRef(raw: unknown, cx: Cx, path: string): ActionRef {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    const id = cx.actionId(raw, path);
    return { id, find: (rt, piece) => findAction(rt, piece, id) };
  }
  const expr = cx.expr(raw, path);
  const cause: Cause = { def: cx.def, path };
  return {
    id: null,
    find: (rt, piece, b) => {
      const v = expr(rt, b);
      if (v === null || v === '') return null;
      const action = typeof v === 'string' ? findAction(rt, piece, v) : null;
      if (!action) {
        const what =
          typeof v === 'string' ? `no action "${v}" for ${piece}` : `${JSON.stringify(v)} is not an action id`;
        throw new UnknownActionError(`${cause.def}${cause.path}: ${what}`, cause);
      }
      return action;
    },
  };
}

/** Bindings an action runs with. */
export function actionBindings(rt: Runtime, piece: string): Bindings {
  return bindingsOf(rt, piece, rt.s.pieces[piece]?.seat);
}

/** `actionBindings` of a piece the caller has already looked up (its seat given): no second look-up by id. */
export function bindingsOf(rt: Runtime, piece: string, seat: string | null | undefined): Bindings {
  return actionSlots(piece, seat ?? BOUND_NULL);
}

/** Starts an action now by pushing its runner. */
export function startAction(rt: Runtime, piece: string, id: string): boolean {
  const action = findAction(rt, piece, id);
  if (!action) return false;
  push(rt, action.node, actionBindings(rt, piece));
  return true;
}
