// `act`: each piece, in turn order, performs its programmed action of this
// slot. A short programme is played when the seat says so (act:now), and at
// the latest in the last slot. Free actions listed by the phase (a reminder
// token) are offered to the seat before its piece acts. Pieces named by
// `live` program nothing: when their turn comes the phase runs `live.do` for
// them instead (typically a take-action chosen on the spot).
import type { DecisionOption, Frame } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { findAction, startAction } from '../ruleset/action.ts';
import type { CompiledAction } from '../ruleset/types.ts';
import { ALWAYS, ASK, choice, pend, plain } from '../runtime/decide.ts';
import { pop, push, type Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, seatedPieces, startItems } from './order.ts';

const NOW = [
  { id: 'act:now', label: 'Play it now' },
  { id: 'act:later', label: 'Keep it for later' },
];
const PLAY_NOW = 0; // NOW's index of act:now
const NO_MORE = 'free:none';

/** Settles an answer to the free-action question: true when a free action started. */
function settleFree(rt: Runtime, f: Frame, piece: string, answer: string): boolean {
  if (answer === NO_MORE || !answer.startsWith('free:')) {
    (f.seen ??= []).push(piece);
    return false;
  }
  return startAction(rt, piece, answer.slice('free:'.length));
}

/** Offers the free actions a piece could take now: 'asked', 'started', or 'none' left to offer. */
function offerFree(rt: Runtime, f: Frame, piece: string, free: string[]): 'asked' | 'started' | 'none' {
  if (free.length === 0 || f.seen?.includes(piece)) return 'none';
  // The free actions it could take, then "go on": read back by index, options built only to pend.
  let open: string[] | null = null;
  for (const id of free) {
    const action = findAction(rt, piece, id);
    if (action?.free && action.possible(rt, piece)) (open ??= []).push(id);
  }
  if (open === null) {
    (f.seen ??= []).push(piece);
    return 'none';
  }
  const seat = rt.s.pieces[piece]?.seat ?? null;
  const picked = choice(rt, seat, open.length + 1, ALWAYS);
  if (picked === ASK) {
    const options: DecisionOption[] = [];
    for (const id of open)
      options.push({ id: `free:${id}`, label: plain((findAction(rt, piece, id) as CompiledAction).name) });
    options.push({ id: NO_MORE, label: 'Go on' });
    pend(rt, seat as string, `Free action before ${piece} acts?`, options);
  }
  if (picked < 0) return 'asked';
  if (picked < open.length) return startAction(rt, piece, open[picked] as string) ? 'started' : 'none';
  (f.seen ??= []).push(piece);
  return 'none';
}

/** Handler of `type: act`. */
export const act: PhaseHandler = {
  type: 'act',
  compile: (a, cx, path) => {
    const who = a.who === undefined ? null : cx.selector(a.who, `${path}/who`);
    const slot = typeof a.slot === 'number' ? a.slot : 0;
    const free = (Array.isArray(a.free) ? a.free : []).map((x, i) => cx.actionId(x, `${path}/free/${i}`));
    const live = a.live as { who?: unknown; do?: unknown } | undefined;
    const liveWho = live ? cx.selector(live.who, `${path}/live/who`) : null;
    const liveDo = live ? cx.effects(live.do, `${path}/live/do`) : null;
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
        if (!f.items) f.items = startItems(f, byTurnOrder(rt, who ? who(rt, f.b) : seatedPieces(rt)));
        const lastSlot = rt.mode.lastSlot;
        while (f.pc < f.items.length) {
          const piece = f.items[f.pc] as string;
          const p = rt.s.pieces[piece];
          // A piece that chooses on the spot: its turn runs the live effects, read when its turn comes.
          if (p && p.status === 'active' && liveWho && liveDo && liveWho(rt, f.b).includes(piece)) {
            f.pc++;
            push(rt, liveDo, { ...f.b, it: piece, seat: p.seat, actor: piece });
            return;
          }
          const next = p ? p.plan.findIndex((x) => x !== '') : -1;
          const index = p && p.plan.length > lastSlot ? (p.plan[slot] ? slot : -1) : next;
          if (!p || p.status !== 'active' || index < 0) {
            f.pc++;
            continue;
          }
          if (offerFree(rt, f, piece, free) !== 'none') return;
          // A short programme: its actions may be played in any slot, in order.
          if (p.plan.length <= lastSlot && p.plan.length - next < lastSlot - slot + 1) {
            const picked = choice(rt, p.seat, NOW.length, ALWAYS);
            if (picked === ASK) pend(rt, p.seat as string, `Play ${p.plan[next]} now with ${piece}?`, NOW);
            if (picked < 0) return;
            if (picked !== PLAY_NOW) {
              f.pc++;
              continue;
            }
          }
          return play(rt, f, piece, index);
        }
        pop(rt);
      },
      resume: (rt, f, answers) => {
        const piece = f.items?.[f.pc] as string;
        const p = rt.s.pieces[piece];
        const answer = answers[p?.seat ?? ''] ?? '';
        if (answer.startsWith('free:')) settleFree(rt, f, piece, answer);
        else if (p && answer === 'act:now')
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
