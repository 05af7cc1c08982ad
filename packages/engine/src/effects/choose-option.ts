// `choose-option`: a seat picks one of the listed options; its effects run.
import type { DecisionOption, Frame, Text } from '../state/types.ts';
import type { EffectHandler, ZoneFn } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { ask } from '../runtime/decide.ts';
import { pop, runNext, type Runtime } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';

interface Option {
  id: string;
  /** The id of its answer, `option:<id>`. */
  answer: string;
  label: Text;
  when: Expr | null;
  zone: ZoneFn | null;
  body: number;
}

/** Handler of `do: choose-option`. */
export const chooseOption: EffectHandler = {
  do: 'choose-option',
  compile: (a, cx, path) => {
    const seatOf = cx.first(a.seat ?? 'seat', `${path}/seat`);
    const prompt = (a.prompt ?? 'Choose') as Text;
    const random = a.random === true;
    const raw = Array.isArray(a.options) ? (a.options as Array<Record<string, unknown>>) : [];
    const options: Option[] = raw.map((o, i) => ({
      id: String(o.id),
      answer: `option:${String(o.id)}`,
      label: (o.label ?? String(o.id)) as Text,
      when: o.when === undefined ? null : cx.expr(o.when, `${path}/options/${i}/when`),
      zone: o.zone === undefined ? null : cx.zone(o.zone, `${path}/options/${i}/zone`),
      body: cx.effects(o.do, `${path}/options/${i}/do`),
    }));
    const how = { random };
    // Options without a condition or a zone are the same every time: offered as one frozen list.
    const fixed =
      options.length > 0 && options.every((o) => o.when === null && o.zone === null)
        ? Object.freeze(options.map((o): DecisionOption => Object.freeze({ id: o.answer, label: o.label })))
        : null;
    // The chosen option's effects run in place of the choice: at once when they can run inline (a
    // primitive, a block: `runNext`), which an empty body, the commonest, always can.
    const settle = (rt: Runtime, f: Frame, answer: string) => {
      pop(rt);
      // A loop, not `find`: no closure per answer.
      for (const o of options) if (o.answer === answer) return runNext(rt, o.body, f.b);
    };
    const seatFor = (rt: Runtime, f: Frame) => seatOf(rt, f.b) ?? null;
    const offered = (rt: Runtime, f: Frame, o: Option): DecisionOption => {
      const id = o.answer;
      return o.zone ? { id, label: o.label, target: { zone: o.zone(rt, f.b) } } : { id, label: o.label };
    };
    return cx.node(path, {
      step: (rt, f) => {
        if (fixed !== null) {
          const picked = ask(rt, seatFor(rt, f), prompt, fixed as DecisionOption[], how);
          if (picked !== null) settle(rt, f, picked);
          return;
        }
        const open = options.filter((o) => o.when === null || truthy(o.when(rt, f.b)));
        if (open.length === 0) return pop(rt);
        const picked = ask(
          rt,
          seatFor(rt, f),
          prompt,
          open.map((o) => offered(rt, f, o)),
          how,
        );
        if (picked !== null) settle(rt, f, picked);
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => settle(rt, f, answers[asked[0] ?? ''] ?? ''),
    });
  },
};
