// `take-action`: the piece's seat picks an action now and performs it (solo
// play, revealed guards, card games), instead of programming it. The
// programming modifiers still apply: max-program caps the actions per turn,
// random-program lets the RNG pick, cancel-actions ends the piece's turn.
// Listed actions are plain ids or expressions computed when the effect runs.
import type { Bindings, Frame } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { actionBindings, actionsOf, compileActionRef, findAction, type ActionRef } from '../ruleset/action.ts';
import { ask, plain } from '../runtime/decide.ts';
import { isForbidden, programLimit, programsAtRandom } from '../runtime/modifiers.ts';
import { CANCELLED } from './cancel-actions.ts';
import { pop, type Runtime } from '../runtime/runtime.ts';

/** The ids a list naming some actions by expression gives now, without repeats. */
function computed(rt: Runtime, actor: string, b: Bindings, listed: ActionRef[]): string[] {
  const ids: string[] = [];
  for (const ref of listed) {
    const id = ref.find(rt, actor, b)?.id;
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Handler of `do: take-action`. */
export const takeAction: EffectHandler = {
  do: 'take-action',
  compile: (a, cx, path) => {
    const piece = cx.selector(a.piece, `${path}/piece`);
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
    const settle = (rt: Runtime, f: Frame, option: string) => {
      const actor = String(f.items?.[0]);
      const action = findAction(rt, actor, option.slice('action:'.length));
      if (!action) return pop(rt);
      f.n = action.node;
      f.pc = 0;
      f.b = actionBindings(rt, actor);
      delete f.items;
    };
    return cx.node(path, {
      step: (rt, f) => {
        const actor = piece(rt, f.b)[0];
        const p = actor === undefined ? undefined : rt.s.pieces[actor];
        if (!p || actor === undefined || p.status !== 'active') return pop(rt);
        // Programming limits apply to live choices too: cancelled for the turn, one action only, random.
        if (p.done.includes(CANCELLED)) return pop(rt);
        if (p.done.length >= programLimit(rt, actor, Infinity)) return pop(rt);
        const offered =
          fixed ??
          (listed
            ? computed(rt, actor, f.b, listed)
            : actionsOf(rt, actor).filter((id) => !findAction(rt, actor, id)?.free));
        const ids = offered.filter(
          (id) => findAction(rt, actor, id) && !(distinct && p.done.includes(id)) && !isForbidden(rt, actor, id),
        );
        if (ids.length === 0) return pop(rt);
        f.items = [actor];
        const options = ids.map((id) => ({ id: `action:${id}`, label: plain(findAction(rt, actor, id)?.name ?? id) }));
        const picked = ask(rt, p.seat, `Action for ${actor}`, options, { random: programsAtRandom(rt, actor) });
        if (picked !== null) settle(rt, f, picked);
      },
      resume: (rt, f, answers) => {
        const actor = String(f.items?.[0]);
        settle(rt, f, answers[rt.s.pieces[actor]?.seat ?? ''] ?? '');
      },
    });
  },
};
