// `choose`: a seat picks one item among candidates; `then` runs with it bound.
import type { Frame, Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { ask, describedOption } from '../runtime/decide.ts';
import { bind, pop, type Runtime } from '../runtime/runtime.ts';

/** Handler of `do: choose`. */
export const choose: EffectHandler = {
  do: 'choose',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const seatOf = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    const as = typeof a.as === 'string' ? a.as : 'choice';
    const prompt = (a.prompt ?? 'Choose') as Text;
    const optional = a.optional === true;
    const random = a.random === true;
    const then = cx.effects(a.then, `${path}/then`);
    const otherwise = a.else === undefined ? null : cx.effects(a.else, `${path}/else`);
    const settle = (rt: Runtime, f: Frame, option: string) => {
      const id = option.slice('pick:'.length);
      delete f.items;
      if (id === 'none') return pop(rt);
      f.n = then;
      f.pc = 0;
      f.b = bind(f.b, as, id);
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
        const options = candidates.map((id) => describedOption(rt, 'pick:', id, seat));
        if (optional) options.push({ id: 'pick:none', label: 'None' });
        const picked = ask(rt, seat, prompt, options, { random });
        if (picked !== null) settle(rt, f, picked);
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => settle(rt, f, answers[asked[0] ?? ''] ?? 'pick:none'),
    });
  },
};
