// `act`: each piece, in turn order, performs its programmed action of this
// slot. A short programme is played when the seat says so (act:now), and at
// the latest in the last slot.
import type { Frame } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { startAction } from '../ruleset/action.ts';
import { ask } from '../runtime/decide.ts';
import { pop, type Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, seatedPieces } from './order.ts';

const NOW = [
  { id: 'act:now', label: 'Play it now' },
  { id: 'act:later', label: 'Keep it for later' },
];

/** Handler of `type: act`. */
export const act: PhaseHandler = {
  type: 'act',
  compile: (a, cx, path) => {
    const who = a.who === undefined ? null : cx.selector(a.who, `${path}/who`);
    const slot = typeof a.slot === 'number' ? a.slot : 0;
    const play = (rt: Runtime, f: Frame, piece: string, index: number) => {
      const p = rt.s.pieces[piece];
      f.pc++;
      if (!p) return;
      const action = p.plan[index] as string;
      p.plan[index] = '';
      startAction(rt, piece, action);
    };
    return cx.node(path, {
      step: (rt, f) => {
        if (!f.items) f.items = byTurnOrder(rt, who ? who(rt, f.b) : seatedPieces(rt));
        const lastSlot = rt.mode.lastSlot;
        while (f.pc < f.items.length) {
          const piece = f.items[f.pc] as string;
          const p = rt.s.pieces[piece];
          if (!p || p.status !== 'active' || p.plan.length === 0) {
            f.pc++;
            continue;
          }
          if (p.plan.length > lastSlot) {
            if (p.plan[slot]) return play(rt, f, piece, slot);
            f.pc++;
            continue;
          }
          // A short programme: its actions may be played in any slot, in order.
          const next = p.plan.findIndex((x) => x !== '');
          if (next < 0) {
            f.pc++;
            continue;
          }
          const left = p.plan.length - next;
          if (left >= lastSlot - slot + 1) return play(rt, f, piece, next);
          const picked = ask(rt, p.seat, `Play ${p.plan[next]} now with ${piece}?`, NOW, { always: true });
          if (picked === null) return;
          if (picked === 'act:now') return play(rt, f, piece, next);
          f.pc++;
        }
        pop(rt);
      },
      resume: (rt, f, answers) => {
        const piece = f.items?.[f.pc] as string;
        const p = rt.s.pieces[piece];
        if (p && answers[p.seat ?? ''] === 'act:now')
          play(
            rt,
            f,
            piece,
            p.plan.findIndex((x) => x !== ''),
          );
        else f.pc++;
      },
    });
  },
};
