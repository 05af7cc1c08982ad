// `announce`: a public line in the event log, read by every seat, eyes closed or not.
// With `by`, the line names who says it (a piece, or a seat).
import type { Text } from '../state/types.ts';
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: announce`. */
export const announce: EffectHandler = {
  do: 'announce',
  compile: (a, cx, path) => {
    const text = (a.text ?? '') as Text;
    const by = a.by === undefined ? null : cx.selector(a.by, `${path}/by`);
    return cx.prim(path, (rt, b) => {
      const who = by ? by(rt, b)[0] : undefined;
      // Nobody reads events in the silent profile (`by` is still asked: a selector may draw from the RNG).
      if (rt.silent) return;
      const piece = who === undefined ? undefined : rt.s.pieces[who];
      const speaker = piece
        ? { piece: piece.id, ...(piece.seat ? { seat: piece.seat } : {}) }
        : who
          ? { seat: who }
          : {};
      emit(rt, { type: 'announce', ...speaker, text, data: { public: true } }, 'public');
    });
  },
};
