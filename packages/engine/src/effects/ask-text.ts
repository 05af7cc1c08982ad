// `ask-text`: a seat types a short text of a declared format (so many digits or
// letters); `then` runs with it bound. The format is given outright or read
// from a component's definition (`like`: a room that declares the code it takes).
import type { Frame, Text, TextInput } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { checkEndings } from '../runtime/endings.ts';
import { typeNow } from '../runtime/decide.ts';
import { bind, pop, type Runtime } from '../runtime/runtime.ts';
import { describeInput, randomTextAnswer, TEXT_PREFIX, textInputOf } from '../runtime/text-input.ts';

/** Handler of `do: ask-text`. */
export const askText: EffectHandler = {
  do: 'ask-text',
  compile: (a, cx, path) => {
    const seatOf = cx.selector(a.seat ?? 'seat', `${path}/seat`);
    const as = cx.slot(typeof a.as === 'string' ? a.as : 'text');
    const like = a.like === undefined ? null : cx.selector(a.like, `${path}/like`);
    const alphabet = a.alphabet === undefined ? null : cx.expr(a.alphabet, `${path}/alphabet`);
    const length = a.length === undefined ? null : cx.expr(a.length, `${path}/length`);
    if (like === null && (alphabet === null || length === null))
      cx.error(path, 'ask-text needs either "like" or both "alphabet" and "length"');
    const prompt = (a.prompt ?? 'Type your answer') as Text;
    const then = cx.effects(a.then, `${path}/then`);
    const otherwise = a.else === undefined ? null : cx.effects(a.else, `${path}/else`);
    const formatOf = (rt: Runtime, f: Frame): TextInput | null => {
      if (like) {
        const id = like(rt, f.b)[0];
        const c = id === undefined ? undefined : rt.s.components[id];
        const def = c ? rt.rs.defs[c.def] : undefined;
        return def?.textFormat ?? null;
      }
      return textInputOf(alphabet?.(rt, f.b), length?.(rt, f.b));
    };
    const settle = (rt: Runtime, f: Frame, option: string) => {
      f.n = then;
      f.pc = 0;
      f.b = bind(f.b, as, option.slice(TEXT_PREFIX.length));
    };
    const seatFor = (rt: Runtime, f: Frame) => seatOf(rt, f.b)[0] ?? null;
    return cx.node(path, {
      step: (rt, f) => {
        const input = formatOf(rt, f);
        if (input === null) {
          if (otherwise === null) return pop(rt);
          f.n = otherwise;
          f.pc = 0;
          return;
        }
        const seat = seatFor(rt, f);
        if (seat === null || !(seat in rt.s.seats)) return settle(rt, f, randomTextAnswer(rt.s.rng, input));
        if (checkEndings(rt)) return;
        if (rt.sync !== null && rt.sync.left > 0) return settle(rt, f, typeNow(rt, rt.sync, seat, input));
        const options: Record<string, []> = {};
        options[seat] = [];
        const inputs: Record<string, TextInput> = {};
        inputs[seat] = input;
        const full: Text =
          typeof prompt === 'string'
            ? `${prompt} (${describeInput(input)})`
            : Object.fromEntries(Object.entries(prompt).map(([k, v]) => [k, `${v} (${describeInput(input)})`]));
        rt.s.pending = { id: `d${rt.s.step}`, kind: 'choose', seats: [seat], prompt: full, options, input: inputs };
      },
      // The seat it asked is the decision's one seat: its selector is not evaluated again.
      resume: (rt, f, answers, asked) => settle(rt, f, answers[asked[0] ?? ''] ?? TEXT_PREFIX),
    });
  },
};
