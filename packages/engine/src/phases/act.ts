// `act`: each piece, in turn order, performs its programmed action of this
// slot. A short programme is played when the seat says so (act:now), and at
// the latest in the last slot. Free actions listed by the phase (a reminder
// token) are offered to the seat before its piece acts. Pieces named by
// `live` program nothing: when their turn comes the phase runs `live.do` for
// them instead (typically a take-action chosen on the spot).
import type { DecisionOption, Frame, Piece } from '../state/types.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { bindingsOf, findAction, startAction } from '../ruleset/action.ts';
import { itemBindings } from './each.ts';
import type { CompiledAction } from '../ruleset/types.ts';
import { ALWAYS, ASK, choice, pend, plain } from '../runtime/decide.ts';
import { pop, push, type Runtime } from '../runtime/runtime.ts';
import { byTurnOrder, seatedPieces, seatedRecord, startItems } from './order.ts';

const NOW = [
  { id: 'act:now', label: 'Play it now' },
  { id: 'act:later', label: 'Keep it for later' },
];
const PLAY_NOW = 0; // NOW's index of act:now
const NO_MORE = 'free:none';

/** Starts an action found for a piece already looked up (`p`): startAction without looking either up again. */
function start(rt: Runtime, piece: string, p: Piece, action: CompiledAction | null): boolean {
  if (action === null) return false;
  // actionBindings' record, of the same shape, from the piece in hand.
  push(rt, action.node, bindingsOf(rt, piece, p.seat));
  return true;
}

/** The slot of a programme's next action not yet played (-1: none): a loop, not findIndex with a closure. */
function nextPlanned(plan: readonly string[]): number {
  for (let i = 0; i < plan.length; i++) if (plan[i] !== '') return i;
  return -1;
}

/** Settles an answer to the free-action question: true when a free action started. */
function settleFree(rt: Runtime, f: Frame, piece: string, answer: string): boolean {
  if (answer === NO_MORE || !answer.startsWith('free:')) {
    (f.seen ??= []).push(piece);
    return false;
  }
  return startAction(rt, piece, answer.slice('free:'.length));
}

/**
 * The free actions of a phase as each piece definition has them (findAction's answer per id), found
 * once per definition: a ruleset and its mode never change, so a piece's offer looks nothing up by id.
 */
class FreeActions {
  private rs: Runtime['rs'] | null = null;
  private mode: Runtime['mode'] | null = null;
  private defs: string[] = [];
  private lists: Array<Array<CompiledAction | null>> = [];
  /** The list every piece gets when each free id is an action of the mode (findAction's answer then ignores the piece). */
  private common: Array<CompiledAction | null> | null = null;
  constructor(private readonly ids: readonly string[]) {}

  /** findAction(rt, piece, id) for each of the phase's free ids, in order, for a piece of definition `def`. */
  of(rt: Runtime, piece: string, def: string): ReadonlyArray<CompiledAction | null> {
    if (rt.rs !== this.rs || rt.mode !== this.mode) this.reset(rt);
    return this.common ?? this.ofDef(rt, piece, def);
  }

  /** Forgets what was found for another ruleset or mode. */
  private reset(rt: Runtime): void {
    this.rs = rt.rs;
    this.mode = rt.mode;
    this.defs = [];
    this.lists = [];
    const actions = rt.mode.actions;
    this.common = this.ids.every((id) => actions[id] !== undefined)
      ? this.ids.map((id) => actions[id] as CompiledAction)
      : null;
  }

  /** The list for pieces of definition `def`, found once. */
  private ofDef(rt: Runtime, piece: string, def: string): ReadonlyArray<CompiledAction | null> {
    const at = this.defs.indexOf(def);
    if (at >= 0) return this.lists[at] as Array<CompiledAction | null>;
    const list = this.ids.map((id) => findAction(rt, piece, id));
    this.defs.push(def);
    this.lists.push(list);
    return list;
  }
}

/** Leaves the free-action question pending: each open action (`free:<id>`), then "go on". */
function askFree(rt: Runtime, seat: string, piece: string, open: readonly CompiledAction[]): void {
  const options: DecisionOption[] = [];
  for (const action of open) options.push({ id: `free:${action.id}`, label: plain(action.name) });
  options.push({ id: NO_MORE, label: 'Go on' });
  pend(rt, seat, `Free action before ${piece} acts?`, options);
}

/** Offers the free actions a piece (`p`) could take now: 'asked', 'started', or 'none' left to offer. */
function offerFree(
  rt: Runtime,
  f: Frame,
  piece: string,
  p: Piece,
  free: readonly string[],
  actions: FreeActions,
): 'asked' | 'started' | 'none' {
  if (free.length === 0 || f.seen?.includes(piece)) return 'none';
  // The free actions it could take, then "go on": read back by index, options built only to pend.
  const found = actions.of(rt, piece, p.def);
  let open: CompiledAction[] | null = null;
  for (let i = 0; i < found.length; i++) {
    const action = found[i];
    // Usually one: a list made with it, not grown from [] by a builtin call.
    if (action?.free && action.possible(rt, piece, p)) {
      if (open === null) open = [action];
      else open.push(action);
    }
  }
  if (open === null) {
    (f.seen ??= []).push(piece);
    return 'none';
  }
  const seat = p.seat;
  const picked = choice(rt, seat, open.length + 1, ALWAYS);
  if (picked === ASK) askFree(rt, seat as string, piece, open);
  if (picked < 0) return 'asked';
  if (picked < open.length) return start(rt, piece, p, open[picked] as CompiledAction) ? 'started' : 'none';
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
    const freeActions = new FreeActions(free);
    const play = (rt: Runtime, f: Frame, piece: string, p: Piece, index: number) => {
      f.pc++;
      const action = p.plan[index] as string;
      p.plan[index] = '';
      start(rt, piece, p, findAction(rt, piece, action));
    };
    return cx.node(path, {
      step: (rt, f) => {
        // seatedPieces lists in turn order already.
        if (!f.items) f.items = startItems(f, who ? byTurnOrder(rt, who(rt, f.b)) : seatedPieces(rt));
        const lastSlot = rt.mode.lastSlot;
        while (f.pc < f.items.length) {
          const piece = f.items[f.pc] as string;
          const p = seatedRecord(rt.s, f.items, f.pc) ?? rt.s.pieces[piece];
          // A piece that chooses on the spot: its turn runs the live effects, read when its turn comes.
          if (p && p.status === 'active' && liveWho && liveDo && liveWho(rt, f.b).includes(piece)) {
            f.pc++;
            push(rt, liveDo, itemBindings(f.b, piece, p.seat, true));
            return;
          }
          // A full programme plays this slot's action; a short one its next action (`index` below).
          const index = !p ? -1 : p.plan.length > lastSlot ? (p.plan[slot] ? slot : -1) : nextPlanned(p.plan);
          if (!p || p.status !== 'active' || index < 0) {
            f.pc++;
            continue;
          }
          if (offerFree(rt, f, piece, p, free, freeActions) !== 'none') return;
          // A short programme: its actions may be played in any slot, in order.
          if (p.plan.length <= lastSlot && p.plan.length - index < lastSlot - slot + 1) {
            const picked = choice(rt, p.seat, NOW.length, ALWAYS);
            if (picked === ASK) pend(rt, p.seat as string, `Play ${p.plan[index]} now with ${piece}?`, NOW);
            if (picked < 0) return;
            if (picked !== PLAY_NOW) {
              f.pc++;
              continue;
            }
          }
          return play(rt, f, piece, p, index);
        }
        pop(rt);
      },
      resume: (rt, f, answers) => {
        const piece = f.items?.[f.pc] as string;
        const p = rt.s.pieces[piece];
        const answer = answers[p?.seat ?? ''] ?? '';
        if (answer.startsWith('free:')) settleFree(rt, f, piece, answer);
        else if (p && answer === 'act:now') play(rt, f, piece, p, nextPlanned(p.plan));
        else f.pc++;
      },
    });
  },
};
