// `program`: secret simultaneous programming. Each seat orders up to `slots`
// different actions for each of its pieces, one piece per seat per decision.
// `extras` are actions a piece may add beside its programme (a once-a-game
// token that buys an extra round): `program:look,move+boost` sets the extra's
// piece variable, which a later phase reads.
import type { Component, DecisionOption, Frame, Piece } from '../state/types.ts';
import { findAction } from '../ruleset/action.ts';
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { ASK, choiceAll, NO_CHOICE, pendAll } from '../runtime/decide.ts';
import {
  FORBID_PROGRAM,
  MAX_PROGRAM,
  programLimit,
  programLimitOn,
  programRooms,
  programRules,
  RANDOM_PROGRAM,
  programsAtRandomOn,
  roomOf,
  unprogrammable,
  unprogrammableOn,
} from '../runtime/modifiers.ts';
import { emit, pop, type Runtime } from '../runtime/runtime.ts';
import { nextInt } from '../rng/rng.ts';
import { byTurnOrder, seatedPieces, seatedRecord } from './order.ts';
import { countedBy } from '../runtime/counted.ts';

/** The most programmes a phase may offer: every one is an option built at compile time. */
export const MAX_PROGRAMMES = 50_000;

/** How many programmes of 1…slots actions there are (stops counting past MAX_PROGRAMMES). */
export function programmeCount(actions: number, slots: number, distinct: boolean): number {
  let total = 0;
  let ofLength = 1;
  for (let k = 1; k <= slots; k++) {
    ofLength *= distinct ? Math.max(0, actions - k + 1) : actions;
    total += ofLength;
    if (total > MAX_PROGRAMMES || ofLength === 0) break;
  }
  return total;
}

/** Every programme of exactly k actions from the list (ordered; all different when distinct). */
export function programmes(actions: string[], k: number, distinct: boolean): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  for (const rest of programmes(actions, k - 1, distinct)) {
    for (const a of actions) if (!distinct || !rest.includes(a)) out.push([...rest, a]);
  }
  return out;
}

/** An extra a piece may add to its programme: the action offered, the piece variable it sets. */
interface Extra {
  action: string;
  var: string;
}

/** Every subset of the extras, in declaration order (the empty one first). */
export function extraSets<T>(extras: T[]): T[][] {
  let out: T[][] = [[]];
  for (const x of extras) out = [...out, ...out.map((set) => [...set, x])];
  return out;
}

/** The base options with every subset of the open extras added (`+id` after the programme). */
function withExtras(base: DecisionOption[], open: Extra[]): DecisionOption[] {
  if (open.length === 0) return base;
  const out: DecisionOption[] = [];
  for (const set of extraSets(open)) {
    if (set.length === 0) {
      out.push(...base);
      continue;
    }
    const ids = set.map((x) => x.action).join('+');
    for (const o of base)
      out.push({ id: `${o.id}+${ids}`, label: `${String(o.label)} + ${set.map((x) => x.action).join(' + ')}` });
  }
  return out;
}

/** A programme: the actions a piece plays, slot by slot. */
type Plan = readonly string[];
/** A piece asked to program, its seat, and the plans it may choose among (its options, in order). */
interface Asked {
  readonly seat: string;
  readonly piece: string;
  /** The piece itself, looked up when it was asked (nothing runs between the question and its answer). */
  readonly p: Piece;
  readonly plans: readonly Plan[];
}
const NO_EXTRAS: Extra[] = [];

/** The asked pieces in their seats' order (the order seats are asked in): `round` itself when it already is. */
export function inSeatOrder<T extends { readonly seat: string }>(round: T[]): T[] {
  for (let i = 1; i < round.length; i++)
    if ((round[i - 1] as T).seat > (round[i] as T).seat) {
      // An insertion sort of a few seats in a copy, by moves within it: `sort` with a comparator cost
      // 0.8% of a batch's self time, and a `splice` per piece is a builtin call each (0.9% of a game).
      const sorted = round.slice();
      for (let j = i; j < sorted.length; j++) {
        const x = sorted[j] as T;
        let at = j;
        while (at > 0 && (sorted[at - 1] as T).seat > x.seat) {
          sorted[at] = sorted[at - 1] as T;
          at--;
        }
        sorted[at] = x;
      }
      return sorted;
    }
  return round;
}
const NO_ACTIONS: readonly string[] = [];

const NO_ROOMS: readonly string[] = [];
const NO_ITEMS: readonly string[] = [];

/** Whether a piece stands on one of `rooms` (component ids; a loop of compares, no look-up). */
function standsOnOneOf(p: Piece, rooms: readonly string[]): boolean {
  const at = p.location;
  if (at === null || !('component' in at)) return false;
  for (let i = 0; i < rooms.length; i++) if (rooms[i] === at.component) return true;
  return false;
}

/** A piece's own copy of a plan (the act phase blanks what it plays): one or two actions as a literal, not a builtin's clone. */
export function copyPlan(plan: Plan): string[] {
  if (plan.length === 1) return [plan[0] as string];
  if (plan.length === 2) return [plan[0] as string, plan[1] as string];
  return plan.slice();
}

/** Whether a piece of this seat is already asked this round (a loop: no closure per piece). */
function seatAsked(round: readonly Asked[], seat: string): boolean {
  for (const x of round) if (x.seat === seat) return true;
  return false;
}

/** Handler of `type: program`. */
export const program: PhaseHandler = {
  type: 'program',
  compile: (a, cx, path) => {
    const who = a.who === undefined ? null : cx.selector(a.who, `${path}/who`);
    const actions = (Array.isArray(a.actions) ? a.actions : [a.actions]).map((x, i) =>
      cx.actionId(x, `${path}/actions/${i}`),
    );
    let slots = typeof a.slots === 'number' ? a.slots : 2;
    const min = typeof a.min === 'number' ? a.min : 1;
    const distinct = a.distinct !== false;
    if (programmeCount(actions.length, slots, distinct) > MAX_PROGRAMMES) {
      cx.error(
        `${path}/slots`,
        `${slots} slots of ${actions.length} actions make more than ${MAX_PROGRAMMES} programmes`,
      );
      slots = 1; // compiled small, so the error is all that comes of it
    }
    const extras: Extra[] = (Array.isArray(a.extras) ? a.extras : []).map((x: unknown, i: number) => {
      const e = (typeof x === 'object' && x !== null ? x : {}) as Record<string, unknown>;
      return { action: cx.actionId(e.action, `${path}/extras/${i}/action`), var: String(e.var) };
    });
    // Programmes depend only on the limit in force: built once, at compile time, frozen. Per limit, the
    // plans (what a pick by index programs) and, parallel to them, their options (what a pending
    // decision offers).
    const plansByLimit: Plan[][] = Array.from({ length: slots + 1 }, (_, limit) => {
      const list: Plan[] = [];
      for (let k = limit; k >= Math.min(min, limit) && k > 0; k--)
        for (const p of programmes(actions, k, distinct)) list.push(p);
      // Not frozen (read-only by type; never handed out, only copied): copying a frozen array is V8's slow path.
      return list;
    });
    const byLimit: DecisionOption[][] = plansByLimit.map(
      (plans) =>
        Object.freeze(
          plans.map((p) => Object.freeze({ id: `program:${p.join(',')}`, label: p.join(' then ') })),
        ) as DecisionOption[],
    );
    const baseFor = (limit: number): DecisionOption[] => byLimit[Math.max(0, Math.min(limit, slots))] ?? [];
    /** Every plan under `limit`, in the options' order. */
    const plansUnder = (limit: number): readonly Plan[] => plansByLimit[Math.max(0, Math.min(limit, slots))] ?? [];
    /** The plans a piece may program under `limit`, in its options' order (forbid-program drops some). */
    const allowedPlans = (
      rt: Runtime,
      piece: string,
      p: Piece,
      room: Component | undefined,
      limit: number,
    ): readonly Plan[] => {
      const all = plansUnder(limit);
      const banned = unprogrammableOn(rt, piece, p, room);
      if (banned === null) return all;
      return all.filter((plan) => !plan.some((x) => banned.includes(x)));
    };
    /** The extras a piece could add now (each subset of them doubles its options). */
    const openExtras = (rt: Runtime, piece: string, p?: Piece): Extra[] =>
      extras.length === 0
        ? NO_EXTRAS
        : extras.filter((x) => findAction(rt, piece, x.action)?.possible(rt, piece, p) === true);
    // forbid-program (rare) drops the programmes naming a forbidden action; the usual case keeps the frozen list.
    const allowedFor = (rt: Runtime, piece: string, limit: number): DecisionOption[] => {
      const all = baseFor(limit);
      const banned = unprogrammable(rt, piece);
      if (banned === null) return all;
      return all.filter(
        (o) =>
          !o.id
            .slice('program:'.length)
            .split(',')
            .some((x) => banned.includes(x)),
      );
    };
    /** The piece's options: the programmes its limit allows, each with the extras it could add now. */
    const optionsFor = (rt: Runtime, piece: string, limit: number): DecisionOption[] => {
      const base = allowedFor(rt, piece, limit);
      if (extras.length === 0 || base.length === 0) return base;
      return withExtras(base, openExtras(rt, piece));
    };
    /** Per seat, the first of its pieces not yet programmed (in turn order), and its plans; settles pieces needing no question. */
    const nextPieces = (rt: Runtime, f: Frame): Asked[] => {
      const s = rt.s;
      const done = (f.seen ??= []);
      const round: Asked[] = [];
      // Which programme rules can be in force: nothing on the table changes while the pieces are
      // asked, so a rule none of whose holders is on the table is not asked per piece.
      const rules = programRules(rt);
      // The rooms those rules can reach a piece on (null: anywhere): a piece on none of them is asked nothing.
      const rooms = rules === 0 ? NO_ROOMS : programRooms(rt, rules);
      const items = f.items ?? NO_ITEMS;
      for (let i = 0; i < items.length; i++) {
        const id = items[i] as string;
        // The phase's first round has nobody done yet: no search of an empty list per piece.
        if (done.length !== 0 && done.includes(id)) continue;
        const p = seatedRecord(s, items, i) ?? s.pieces[id];
        if (!p || p.seat === null || seatAsked(round, p.seat)) continue;
        // The piece and its room looked up once for the three programme rules (the room only if one can be in force).
        const asked = rooms === null ? rules : standsOnOneOf(p, rooms) ? rules : 0;
        const room = asked === 0 ? undefined : roomOf(rt, p);
        const limit = (asked & MAX_PROGRAM) === 0 ? slots : programLimitOn(rt, id, p, room, slots);
        const plans = (asked & FORBID_PROGRAM) === 0 ? plansUnder(limit) : allowedPlans(rt, id, p, room, limit);
        if (plans.length === 0 || p.status !== 'active') {
          p.plan = [];
          done.push(id);
          continue;
        }
        if ((asked & RANDOM_PROGRAM) !== 0 && programsAtRandomOn(rt, id, p, room)) {
          // Extras are never drawn: the RNG picks a programme only.
          p.plan = (plans[nextInt(s.rng, plans.length)] as Plan).slice();
          done.push(id);
          emit(
            rt,
            rt.bare
              ? countedBy('programmed', p.seat ?? undefined)
              : {
                  type: 'programmed',
                  piece: id,
                  seat: p.seat,
                  data: { random: true },
                  text: `${id} is programmed at random`,
                },
          );
          continue;
        }
        round.push({ seat: p.seat, piece: id, p, plans });
      }
      return round;
    };
    /** Gives a piece its plan and the extras it added, and says so. */
    const programmed = (
      rt: Runtime,
      f: Frame,
      seat: string,
      piece: string,
      p: Piece,
      plan: Plan,
      added: readonly string[],
    ) => {
      p.plan = copyPlan(plan);
      for (const id of added) {
        const extra = extras.find((x) => x.action === id);
        if (extra) p.vars[extra.var] = 1;
      }
      f.seen?.push(piece);
      if (!rt.silent)
        emit(
          rt,
          rt.bare ? countedBy('programmed', seat) : { type: 'programmed', piece, seat, text: `${piece} is programmed` },
        );
    };
    // An answer's programme and extras, parsed once per answer id (ids come from the lists above).
    const parsed = new Map<string, { plan: readonly string[]; added: readonly string[] }>();
    const parse = (answer: string) => {
      let got = parsed.get(answer);
      if (got === undefined) {
        const parts = answer.slice('program:'.length).split('+');
        got = { plan: (parts[0] ?? '').split(','), added: parts.slice(1) };
        if (parsed.size < 4096) parsed.set(answer, got);
      }
      return got;
    };
    // The pieces the last question asked, and the run that asked it: a runtime the lean contract
    // keeps across answers (match.ts) resumes with nothing changed since the question, so the same
    // pieces are asked; any other runtime works them out again.
    let asked: { rt: Runtime; f: Frame; round: Asked[] } | null = null;
    /** Gives each asked piece the programme (and extras) its seat answered (option ids). */
    const program = (rt: Runtime, f: Frame, answers: Record<string, string>, round: Asked[]) => {
      for (const { seat, piece, p } of round) {
        const answer = answers[seat];
        if (answer === undefined) continue;
        const { plan, added } = parse(answer);
        programmed(rt, f, seat, piece, p, plan, added);
      }
    };
    return cx.node(path, {
      step: (rt, f) => {
        // seatedPieces lists in turn order already.
        if (!f.items) f.items = who ? byTurnOrder(rt, who(rt, f.b)) : seatedPieces(rt);
        const round = nextPieces(rt, f);
        if (round.length === 0) return pop(rt);
        // Asked by counts, in seat order: a seat's options are its plans, then each subset of its open
        // extras with every plan again (withExtras' order), so an index reads back as plan and extras.
        const bySeat = inSeatOrder(round);
        const seats: string[] = [];
        const counts: number[] = [];
        // Without extras every pick is a plan: no list of open extras (nor a power of two, a double).
        const opens: Extra[][] | null = extras.length === 0 ? null : [];
        for (const { seat, piece, p, plans } of bySeat) {
          seats.push(seat);
          if (opens === null) counts.push(plans.length);
          else {
            const open = openExtras(rt, piece, p);
            opens.push(open);
            counts.push(plans.length * 2 ** open.length);
          }
        }
        const picks: number[] = [];
        const got = choiceAll(rt, seats, counts, picks);
        if (got === NO_CHOICE) return;
        if (got === ASK) {
          const options: Record<string, DecisionOption[]> = {};
          for (const { seat, piece } of round) options[seat] = optionsFor(rt, piece, programLimit(rt, piece, slots));
          pendAll(rt, `Program your actions (${round.map((x) => x.piece).join(', ')})`, options);
          asked = { rt, f, round };
          return;
        }
        // Given in seat order on the spot; programmed in the question's (turn) order, as answers are.
        for (let n = 0; n < round.length; n++) {
          const x = round[n] as Asked;
          const k = bySeat === round ? n : bySeat.indexOf(x);
          const i = picks[k] as number;
          const set = Math.floor(i / x.plans.length);
          let added: readonly string[] = NO_ACTIONS;
          if (set > 0)
            added = ((opens as Extra[][])[k] as Extra[]).filter((_, j) => (set & (1 << j)) !== 0).map((e) => e.action);
          programmed(rt, f, x.seat, x.piece, x.p, x.plans[i % x.plans.length] as Plan, added);
        }
        // Every piece listed is done (f.seen holds each once, all of them items): the phase ends now,
        // not at a next step whose round would find nobody to ask.
        if ((f.seen as string[]).length === (f.items as string[]).length) pop(rt);
      },
      resume: (rt, f, answers) => {
        const round = asked !== null && asked.rt === rt && asked.f === f ? asked.round : nextPieces(rt, f);
        asked = null;
        program(rt, f, answers, round);
      },
    });
  },
};
