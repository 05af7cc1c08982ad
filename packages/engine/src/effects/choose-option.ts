// `choose-option`: a seat picks one of the listed options; its effects run.
import type { Bindings, DecisionOption, Text } from '../state/types.ts';
import type { EffectHandler, ZoneFn } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { ask } from '../runtime/decide.ts';
import { pop, push, runNext, type Runtime } from '../runtime/runtime.ts';
import { truthy } from '../runtime/values.ts';

interface Option {
  id: string;
  /** The id of its answer, `option:<id>`. */
  answer: string;
  label: Text;
  when: Expr | null;
  zone: ZoneFn | null;
  body: number;
  /** No effects at all (`do` absent or empty, the commonest): nothing to run once chosen. */
  empty: boolean;
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
      empty: o.do === undefined || (Array.isArray(o.do) && o.do.length === 0),
    }));
    const how = { random };
    // Options without a condition or a zone are the same every time: offered as one frozen list.
    const fixed =
      options.length > 0 && options.every((o) => o.when === null && o.zone === null)
        ? Object.freeze(options.map((o): DecisionOption => Object.freeze({ id: o.answer, label: o.label })))
        : null;
    const offered = (rt: Runtime, b: Bindings, o: Option): DecisionOption => {
      const id = o.answer;
      return o.zone ? { id, label: o.label, target: { zone: o.zone(rt, b) } } : { id, label: o.label };
    };
    /**
     * Asks: the answer picked at once (no question needed, or answered on the spot), null when the
     * decision is left pending or the match ended, undefined when no option is open.
     */
    const choose = (rt: Runtime, b: Bindings): string | null | undefined => {
      if (fixed !== null) return ask(rt, seatOf(rt, b) ?? null, prompt, fixed as DecisionOption[], how);
      // The conditions first, then the seat (either may draw from the RNG: this order is the game's).
      const open = options.filter((o) => o.when === null || truthy(o.when(rt, b)));
      if (open.length === 0) return undefined;
      return ask(
        rt,
        seatOf(rt, b) ?? null,
        prompt,
        open.map((o) => offered(rt, b, o)),
        how,
      );
    };
    // The chosen option's effects run in place of the choice: at once when they can run inline (a
    // primitive, a block: `runNext`), which an empty body, the commonest, always can.
    const then = (rt: Runtime, b: Bindings, answer: string): void => {
      // A loop, not `find`: no closure per answer.
      for (const o of options) if (o.answer === answer) return o.empty ? undefined : runNext(rt, o.body, b);
    };
    let id = -1;
    id = cx.node(path, {
      step: (rt, f) => {
        const picked = choose(rt, f.b);
        if (picked === null) return; // left pending, its frame waiting on top (or the match ended)
        pop(rt);
        if (picked !== undefined) then(rt, f.b, picked);
      },
      // Reached inline (by a block, the turn loop, runNext): answered at once or on the spot, or with no
      // option open, it needs no frame. A decision left pending waits on the choice's frame, pushed
      // now: the stack is then what pushing and stepping it would have left.
      inline: (rt, b) => {
        const picked = choose(rt, b);
        if (picked === undefined) return;
        if (picked !== null) return then(rt, b, picked);
        if (rt.s.pending !== null) push(rt, id, b);
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => {
        pop(rt);
        then(rt, f.b, answers[asked[0] ?? ''] ?? '');
      },
    });
    return id;
  },
};
