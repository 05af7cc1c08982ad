// `choose`: a seat picks one item among candidates; `then` runs with it bound.
import type { Frame, Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { ASK, choice, describedOption, pend, RANDOMLY } from '../runtime/decide.ts';
import { bind, pop, type Runtime } from '../runtime/runtime.ts';

const PICK = 'pick:';

/** Handler of `do: choose`. */
export const choose: EffectHandler = {
  do: 'choose',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const seatOf = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    const as = cx.slot(typeof a.as === 'string' ? a.as : 'choice');
    const prompt = (a.prompt ?? 'Choose') as Text;
    const optional = a.optional === true;
    const random = a.random === true;
    const then = cx.effects(a.then, `${path}/then`);
    const otherwise = a.else === undefined ? null : cx.effects(a.else, `${path}/else`);
    const how = random ? RANDOMLY : undefined;
    /** Runs `then` with the picked item bound, or ends (null: none picked). */
    const take = (rt: Runtime, f: Frame, id: string | null) => {
      // Cleared, not `delete`d: deleting turns the frame into a slow dictionary-mode object (1.1% of a
      // card game's profile); the hash, copies and JSON leave an undefined key out.
      f.items = undefined;
      if (id === null) return pop(rt);
      f.n = then;
      f.pc = 0;
      f.b = bind(f.b, as, id);
    };
    const settle = (rt: Runtime, f: Frame, option: string) => {
      const id = option.slice(PICK.length);
      take(rt, f, id === 'none' ? null : id);
    };
    const seatFor = (rt: Runtime, f: Frame) => seatOf(rt, f.b)[0] ?? null;
    return cx.node(path, {
      step: (rt, f) => {
        const candidates = from(rt, f.b);
        if (candidates.length === 0) {
          if (otherwise === null) return pop(rt);
          f.n = otherwise;
          f.pc = 0;
          return;
        }
        const seat = seatFor(rt, f);
        // The candidates, then "none" when optional: read back by index, options built only to pend.
        const picked = choice(rt, seat, candidates.length + (optional ? 1 : 0), how);
        if (picked >= 0) {
          // As its answer would be: a candidate named `none` reads as "none" (pick:none).
          const id = picked < candidates.length ? (candidates[picked] as string) : 'none';
          take(rt, f, id === 'none' ? null : id);
        } else if (picked === ASK) {
          const options = candidates.map((id) => describedOption(rt, PICK, id, seat));
          if (optional) options.push({ id: 'pick:none', label: 'None' });
          pend(rt, seat as string, prompt, options);
        }
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => settle(rt, f, answers[asked[0] ?? ''] ?? 'pick:none'),
    });
  },
};
