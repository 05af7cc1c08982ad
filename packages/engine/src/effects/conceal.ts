// `conceal`: components turned face down; who saw them still knows them unless `forget`.
// The log says so (`concealed`): seats that cannot identify the component any more read it by
// the handle their view gives it.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: conceal`. */
export const conceal: EffectHandler = {
  do: 'conceal',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    const forget = a.forget === true;
    return cx.prim(path, (rt, b) => {
      for (const id of component(rt, b)) {
        const c = rt.s.components[id];
        if (!c || (!c.faceUp && !forget)) continue;
        if (c.faceUp && !forget) {
          // Everyone saw it face up, so everyone still knows it.
          for (const seat of rt.s.seatOrder) if (!c.seenBy.includes(seat)) c.seenBy.push(seat);
        }
        c.faceUp = false;
        if (forget) c.seenBy = [];
        emit(rt, { type: 'concealed', component: c.id, text: `${c.id} is turned face down` });
      }
    });
  },
};
