// Actions as data: legality, target choice, effects, then action-done. An
// action that is forbidden, whose `when` fails or that has no legal target is
// lost, which still counts as the piece's action.
import type { Bindings, Frame, Text } from '../state/types.ts';
import { ask, describedOption, plain } from '../runtime/decide.ts';
import { dispatch } from '../runtime/dispatch.ts';
import { checkEndings } from '../runtime/endings.ts';
import { allowedTargets, hasAllowedTarget, isForbidden, updateFlags } from '../runtime/modifiers.ts';
import { emit, pop, push, type Runtime } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';
import type { Args, Cx } from './handlers.ts';
import type { CompiledAction } from './types.ts';

const LOST = 3;

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

  const lose = (rt: Runtime, f: Frame, why: string) => {
    const actor = String(f.b.actor);
    emit(rt, { type: 'action-lost', piece: actor, data: { action: id, why }, text: `${actor} loses ${id}: ${why}` });
    f.pc = LOST;
  };
  // The frame's bindings are its own (actionBindings makes them fresh) until the body is
  // pushed, so serial and target are written in place: copying them was a top cost.
  const settle = (f: Frame, option: string) => {
    f.b.target = option.slice('target:'.length);
    f.pc = 2;
  };
  const node = cx.node(path, {
    step: (rt, f) => {
      const s = rt.s;
      const actor = String(f.b.actor);
      switch (f.pc) {
        case 0: {
          // A free action keeps the current action's serial: it is nobody's "next action".
          if (!free) s.action += 1;
          f.b.serial = s.action;
          emit(rt, { type: 'action', piece: actor, data: { action: id }, text: `${actor}: ${label}` });
          if (isForbidden(rt, actor, id)) return lose(rt, f, 'forbidden here');
          if (when && !truthy(when(rt, f.b))) return lose(rt, f, 'not possible');
          if (!from) {
            f.pc = 2;
            return;
          }
          const targets = allowedTargets(rt, actor, id, from(rt, f.b));
          if (targets.length === 0) return lose(rt, f, 'no legal target');
          const seat = typeof f.b.seat === 'string' ? f.b.seat : null;
          f.pc = 1;
          const options = targets.map((t) => describedOption(rt, 'target:', t, seat));
          const picked = ask(rt, seat, prompt, options);
          if (picked !== null) settle(f, picked);
          return;
        }
        case 2:
          f.pc = LOST;
          push(rt, body, f.b);
          return;
        case LOST: {
          f.pc = 4;
          if (free) return;
          s.pieces[actor]?.done.push(id);
          dispatch(
            rt,
            'action-done',
            { actor, seat: f.b.seat ?? null, action: id, serial: f.b.serial ?? null },
            {},
            { action: id },
          );
          return;
        }
        default:
          pop(rt);
          updateFlags(rt);
          checkEndings(rt);
      }
    },
    resume: (_rt, f, answers) => settle(f, answers[String(f.b.seat)] ?? ''),
  });
  const possible = (rt: Runtime, piece: string): boolean => {
    if (isForbidden(rt, piece, id)) return false;
    const b = actionBindings(rt, piece);
    if (when && !truthy(when(rt, b))) return false;
    return !from || hasAllowedTarget(rt, piece, id, from(rt, b));
  };
  return { id, name, node, free, possible };
}

/** Finds an action a piece may take: the mode's, or its character's own. */
export function findAction(rt: Runtime, piece: string, id: string): CompiledAction | null {
  const own = rt.s.pieces[piece];
  return rt.mode.actions[id] ?? (own ? rt.rs.defs[own.def]?.actions[id] : undefined) ?? null;
}

/** Every action id a piece may take: the mode's, then its character's. */
export function actionsOf(rt: Runtime, piece: string): string[] {
  const own = rt.s.pieces[piece];
  const extra = own ? Object.keys(rt.rs.defs[own.def]?.actions ?? {}) : [];
  return [...rt.mode.actionOrder, ...extra.filter((a) => !(a in rt.mode.actions))];
}

/** Bindings an action runs with. */
export function actionBindings(rt: Runtime, piece: string): Bindings {
  return { actor: piece, seat: rt.s.pieces[piece]?.seat ?? null };
}

/** Starts an action now by pushing its runner. */
export function startAction(rt: Runtime, piece: string, id: string): boolean {
  const action = findAction(rt, piece, id);
  if (!action) return false;
  push(rt, action.node, actionBindings(rt, piece));
  return true;
}
