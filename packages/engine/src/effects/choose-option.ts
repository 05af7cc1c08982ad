// `choose-option`: a seat picks one of the listed options; its effects run.
import type { Bindings, DecisionOption, Text } from '../state/types.ts';
import type { EffectHandler, ZoneFn } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { ASK, choice, pend } from '../runtime/decide.ts';
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
    // A bare name (the default `seat`): its bound value read in place, as `cx.first` reads it, without its call.
    const seatSlot = typeof (a.seat ?? 'seat') === 'string' ? cx.slot(String(a.seat ?? 'seat')) : -1;
    const askedSeat = (rt: Runtime, b: Bindings): string | null => {
      if (seatSlot < 0) return seatOf(rt, b) ?? null;
      const v = b[seatSlot];
      return (typeof v === 'string' ? v : Array.isArray(v) ? v[0] : undefined) ?? null;
    };
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
    const fewOptions = options.length <= 30;
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
     * Asks: the option picked at once (no question needed, or answered on the spot: `choice`, read back
     * by index, no option objects), null when the decision is left pending or the match ended, undefined
     * when no option is open.
     */
    const choose = (rt: Runtime, b: Bindings): Option | null | undefined => {
      if (fixed !== null) {
        const seat = askedSeat(rt, b);
        const i = choice(rt, seat, options.length, how);
        if (i >= 0) return options[i] as Option;
        if (i === ASK) pend(rt, seat as string, prompt, fixed as DecisionOption[]);
        return null;
      }
      // The conditions first, then the seat (either may draw from the RNG: this order is the game's).
      // The open options are told as bits (option k open: bit k), not gathered in a list per call.
      if (!fewOptions) return chooseListed(rt, b);
      let open = 0;
      let count = 0;
      for (let k = 0; k < options.length; k++) {
        const when = (options[k] as Option).when;
        if (when === null || truthy(when(rt, b))) {
          open |= 1 << k;
          count++;
        }
      }
      if (count === 0) return undefined;
      const seat = askedSeat(rt, b);
      const i = choice(rt, seat, count, how);
      if (i >= 0) return nthOpen(open, i);
      if (i === ASK) {
        const listed: DecisionOption[] = [];
        for (let k = 0; k < options.length; k++)
          if ((open & (1 << k)) !== 0) listed.push(offered(rt, b, options[k] as Option));
        pend(rt, seat as string, prompt, listed);
      }
      return null;
    };
    /** The option of the `i`-th bit set in `open`. */
    const nthOpen = (open: number, i: number): Option => {
      let k = 0;
      for (let left = i; ; k++) if ((open & (1 << k)) !== 0 && left-- === 0) break;
      return options[k] as Option;
    };
    /** `choose` past 30 options (more than the bits of one number): the open ones in a list. */
    const chooseListed = (rt: Runtime, b: Bindings): Option | null | undefined => {
      const open = options.filter((o) => o.when === null || truthy(o.when(rt, b)));
      if (open.length === 0) return undefined;
      const seat = askedSeat(rt, b);
      const i = choice(rt, seat, open.length, how);
      if (i >= 0) return open[i] as Option;
      if (i === ASK)
        pend(
          rt,
          seat as string,
          prompt,
          open.map((o) => offered(rt, b, o)),
        );
      return null;
    };
    // The chosen option's effects run in place of the choice: at once when they can run inline (a
    // primitive, a block: `runNext`), which an empty body, the commonest, always can.
    const then = (rt: Runtime, b: Bindings, o: Option): void => {
      if (!o.empty) runNext(rt, o.body, b);
    };
    /** The option an answer names (a loop, not `find`: no closure per answer). */
    const named = (answer: string): Option | undefined => {
      for (const o of options) if (o.answer === answer) return o;
      return undefined;
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
        const o = named(answers[asked[0] ?? ''] ?? '');
        if (o) then(rt, f.b, o);
      },
    });
    return id;
  },
};
