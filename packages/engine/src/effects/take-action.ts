// `take-action`: the piece's seat picks an action now and performs it (solo
// play, revealed guards, card games), instead of programming it. The
// programming modifiers still apply: max-program caps the actions per turn,
// random-program lets the RNG pick, cancel-actions ends the piece's turn.
// Listed actions are plain ids or expressions computed when the effect runs.
// With `free`, the free actions the piece could take now are offered beside
// them (free:<id>): taking one does not use up the choice, the seat is asked
// again. Under random-program the seat still picks its free actions, and
// free:none draws the action.
import type { Bindings, DecisionOption, Frame } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { actionsOf, bindingsOf, compileActionRef, findAction, startAction, type ActionRef } from '../ruleset/action.ts';
import { ASK, choice, pend, plain, RANDOMLY } from '../runtime/decide.ts';
import {
  isForbidden,
  isForbiddenNamed,
  MAX_PROGRAM,
  mayBeForbidden,
  programLimit,
  programRules,
  programsAtRandom,
  RANDOM_PROGRAM,
} from '../runtime/modifiers.ts';
import { nextInt } from '../rng/rng.ts';
import { CANCELLED } from './cancel-actions.ts';
import { pop, type Runtime } from '../runtime/runtime.ts';
import type { CompiledAction } from '../ruleset/types.ts';

const FREE = 'free:';
const DRAW = 'free:none';
const ACTION = 'action:';

/** The ids a list naming some actions by expression gives now, without repeats. */
function computed(rt: Runtime, actor: string, b: Bindings, listed: ActionRef[]): string[] {
  const ids: string[] = [];
  for (const ref of listed) {
    const id = ref.find(rt, actor, b)?.id;
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The free actions among `ids` (default: every action of the piece) that it could take now. */
function freeActions(rt: Runtime, actor: string, ids: string[] | null): string[] {
  const open: string[] = [];
  for (const id of ids ?? actionsOf(rt, actor)) {
    const action = findAction(rt, actor, id);
    if (action?.free && action.possible(rt, actor)) open.push(id);
  }
  return open;
}
const NO_ACTIONS: string[] = [];

/**
 * `[actor, ...ids]`, made as a literal for the usual few actions: a packed list at its size, where a
 * `new Array` filled in place starts holey and changes its kind at the first id stored.
 */
function withActor(actor: string, ids: readonly string[]): string[] {
  switch (ids.length) {
    case 1:
      return [actor, ids[0] as string];
    case 2:
      return [actor, ids[0] as string, ids[1] as string];
    case 3:
      return [actor, ids[0] as string, ids[1] as string, ids[2] as string];
    default:
      return [actor, ...ids];
  }
}

/** Handler of `do: take-action`. */
export const takeAction: EffectHandler = {
  do: 'take-action',
  compile: (a, cx, path) => {
    const piece = cx.first(a.piece, `${path}/piece`);
    const raw: unknown[] | null = a.actions === undefined ? null : Array.isArray(a.actions) ? a.actions : [a.actions];
    const listed =
      raw === null
        ? null
        : raw.map((x, i) =>
            compileActionRef(x, cx, Array.isArray(a.actions) ? `${path}/actions/${i}` : `${path}/actions`),
          );
    // Plain ids only (the common case): the list is known now, not rebuilt on every turn.
    const fixed = listed?.every((ref) => ref.id !== null) ? listed.map((ref) => ref.id as string) : null;
    const distinct = a.distinct === true;
    // `free: true` offers every free action of the piece; a list offers those.
    const free = Array.isArray(a.free)
      ? a.free.map((x, i) => cx.actionId(x, `${path}/free/${i}`))
      : a.free === true
        ? null
        : [];
    /** Runs free action `id` on top of this effect, which then asks again. */
    const takeFree = (rt: Runtime, f: Frame, id: string) => {
      const actor = String(f.items?.[0]);
      // Cleared, not `delete`d: deleting turns the frame into a slow dictionary-mode object (1.1% of a
      // card game's profile); the hash, copies and JSON leave an undefined key out.
      f.items = undefined;
      startAction(rt, actor, id);
    };
    /** Becomes `action` (the frame runs it in place) for `actor` of `seat` (the piece's, as actionBindings reads it). */
    const becomeAction = (rt: Runtime, f: Frame, actor: string, seat: string | null, action: CompiledAction) => {
      f.n = action.node;
      f.pc = 0;
      f.b = bindingsOf(rt, actor, seat);
      f.items = undefined;
    };
    /** Becomes action `id` (the frame runs it in place), or ends when the piece has none. */
    const become = (rt: Runtime, f: Frame, id: string | undefined) => {
      const actor = String(f.items?.[0]);
      const action = id === undefined ? null : findAction(rt, actor, id);
      if (!action) return pop(rt);
      becomeAction(rt, f, actor, rt.s.pieces[actor]?.seat ?? null, action);
    };
    /** free:none: the seat has taken its free actions; the RNG draws among the offered ones (items after the actor). */
    const draw = (rt: Runtime, f: Frame) => {
      const drawable = f.items?.length ?? 0;
      become(rt, f, drawable > 1 ? f.items?.[1 + nextInt(rt.s.rng, drawable - 1)] : undefined);
    };
    const settle = (rt: Runtime, f: Frame, option: string) => {
      if (option === DRAW) draw(rt, f);
      else if (option.startsWith(FREE)) takeFree(rt, f, option.slice(FREE.length));
      else become(rt, f, option.slice(ACTION.length));
    };
    // The mode's own actions among the plain ids, looked up once per mode (the mode's action wins over a
    // character's, as findAction answers): undefined where the mode has none of that id. Replaced, never
    // changed in place, when another mode asks (a list read before a nested game stays whole).
    // Beside them, whether a forbid-action modifier of the mode may name each (mayBeForbidden, which
    // depends on the mode only): an action none may name is not asked about per piece and step.
    // `whole`: the mode has every listed action and no forbid-action modifier may name any, so that (the
    // list asking no `distinct`) every step offers them all, in order: the step then neither looks each up
    // nor copies it (`ofMode` itself is the list of those offered, the ids `fixed`).
    let modeOf: Runtime['mode'] | null = null;
    let ofMode: ReadonlyArray<CompiledAction | undefined> = [];
    let forbiddable: readonly boolean[] = [];
    let whole = false;
    const fixedActions = (rt: Runtime): ReadonlyArray<CompiledAction | undefined> => {
      if (rt.mode !== modeOf) {
        const actions = rt.mode.actions;
        ofMode = (fixed as string[]).map((id) => actions[id]);
        forbiddable = (fixed as string[]).map((id) => mayBeForbidden(rt, id));
        whole = !distinct && ofMode.every((x) => x !== undefined) && !forbiddable.includes(true);
        modeOf = rt.mode;
      }
      return ofMode;
    };
    // The actions offered in the last step, beside the frame's items (index k: items[k + 1]), so that the
    // one picked on the spot is not looked up again. Reused from step to step; `filled` tells a step
    // whether a nested step (a policy playing another game of this ruleset while it picks) wrote it since.
    const taken: CompiledAction[] = [];
    let filled = 0;
    return cx.node(path, {
      step: (rt, f) => {
        const actor = piece(rt, f.b);
        const p = actor === undefined ? undefined : rt.s.pieces[actor];
        if (!p || actor === undefined || p.status !== 'active') return pop(rt);
        // Programming limits apply to live choices too: cancelled for the turn, one action only, random.
        // A rule none of whose modifiers is in play (programRules) answers "none" for every piece: not asked.
        const rules = programRules(rt);
        if (p.done.length > 0 && p.done.includes(CANCELLED)) return pop(rt);
        if ((rules & MAX_PROGRAM) !== 0 && p.done.length >= programLimit(rt, actor, Infinity)) return pop(rt);
        const offered =
          fixed ??
          (listed
            ? computed(rt, actor, f.b, listed)
            : actionsOf(rt, actor).filter((id) => !findAction(rt, actor, id)?.free));
        const known = fixed === null ? null : fixedActions(rt);
        // The actions offered: the mode's own list as it is (`whole`), else those found and not forbidden,
        // each looked up once and kept in `taken` (reused from step to step: `mine` tells whether a
        // nested step wrote it since). Their names are read only to build options for a decision left pending.
        const all = known !== null && whole ? (known as readonly CompiledAction[]) : null;
        const mine = ++filled;
        let n = 0;
        if (all !== null) n = all.length;
        else {
          const mayForbid = forbiddable;
          for (let i = 0; i < offered.length; i++) {
            const id = offered[i] as string;
            const action = known?.[i] ?? findAction(rt, actor, id);
            if (!action || (distinct && p.done.includes(id))) continue;
            if (
              known === null
                ? isForbidden(rt, actor, id, p)
                : mayForbid[i] === true && isForbiddenNamed(rt, actor, id, p)
            )
              continue;
            taken[n++] = action;
          }
        }
        if (n === 0) return pop(rt);
        // The frame's items: the actor, then the ids of the actions offered. Made at its size (a literal
        // `[actor]` grew on the first push: a builtin call per step).
        let items: string[];
        if (all !== null) items = withActor(actor, offered);
        else {
          items = new Array<string>(n + 1);
          items[0] = actor;
          for (let k = 0; k < n; k++) items[k + 1] = (taken[k] as CompiledAction).id;
        }
        f.items = items;
        const extra = free === null || free.length > 0 ? freeActions(rt, actor, free) : NO_ACTIONS;
        const random = (rules & RANDOM_PROGRAM) !== 0 && programsAtRandom(rt, actor);
        // The options, read back by index and built only to pend: under random-program with free actions,
        // those free actions then the draw (the action is drawn; the free ones stay the seat's to take
        // first); otherwise the actions offered, then the free ones.
        const drawn = random && extra.length > 0;
        const actions = drawn ? 0 : n;
        const picked = choice(
          rt,
          p.seat,
          actions + extra.length + (drawn ? 1 : 0),
          random && !drawn ? RANDOMLY : undefined,
        );
        if (picked >= 0) {
          if (picked < actions) {
            // The action as looked up above, unless a nested step has reused `taken` since.
            if (all !== null) becomeAction(rt, f, actor, p.seat, all[picked] as CompiledAction);
            else if (filled === mine) becomeAction(rt, f, actor, p.seat, taken[picked] as CompiledAction);
            else become(rt, f, items[picked + 1]);
          } else if (picked - actions < extra.length) takeFree(rt, f, extra[picked - actions] as string);
          else draw(rt, f);
        } else if (picked === ASK) {
          const options: DecisionOption[] = [];
          for (let i = 0; i < actions; i++) {
            const id = items[i + 1] as string;
            options.push({ id: ACTION + id, label: plain((findAction(rt, actor, id) as CompiledAction).name) });
          }
          for (const id of extra)
            options.push({ id: FREE + id, label: plain((findAction(rt, actor, id) as CompiledAction).name) });
          if (drawn) options.push({ id: DRAW, label: 'Draw the action at random' });
          pend(rt, p.seat as string, `Action for ${actor}`, options);
        }
      },
      resume: (rt, f, answers) => {
        const actor = String(f.items?.[0]);
        settle(rt, f, answers[rt.s.pieces[actor]?.seat ?? ''] ?? '');
      },
    });
  },
};
