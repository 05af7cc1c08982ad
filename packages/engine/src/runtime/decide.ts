// Asking seats: builds the pending decision, or resolves it at once when there
// is nothing to ask (one option, a random choice, no seat to ask) or a policy
// answers on the spot.
import type { DecisionOption, Text, TextInput } from '../state/types.ts';
import { MalformedAnswerError, textAnswerProblem } from './text-input.ts';
import { nextInt } from '../rng/rng.ts';
import type { Runtime, SyncAnswers } from './runtime.ts';
import { checkEndings } from './endings.ts';
import { gridPlace } from './table.ts';

/** Plain text of a Text (English or the first language). */
export function plain(t: Text): string {
  return typeof t === 'string' ? t : (t.en ?? Object.values(t)[0] ?? '');
}

/** How a question is asked: `always` even with one option, `random`: the RNG picks, nobody is asked. */
export interface How {
  readonly always?: boolean;
  readonly random?: boolean;
}
/** Asked even when there is one option (a question the seat may want to say no to). */
export const ALWAYS: How = Object.freeze({ always: true });
/** Picked by the RNG. */
export const RANDOMLY: How = Object.freeze({ random: true });

/** `choice` says the site must build its options and leave the decision pending (`pend`). */
export const ASK = -1;
/** `choice` says there is no choice: nothing to choose from, or the match just ended. */
export const NO_CHOICE = -2;

/**
 * Which of `count` options `seat` picks, told without option objects (the lean contract: a site keeps
 * what its options stand for in its own arrays and reads the index back). The index when no question is
 * needed (one option unless `always`, random, nobody to ask) or a policy answers on the spot (`rt.sync`);
 * ASK when the decision is to be left pending: the site then builds its options, in the same order, and
 * calls `pend`; NO_CHOICE when there is nothing to choose from or the match just ended. The RNG draws
 * and the shortcuts are `ask`'s, in the same order.
 */
export function choice(rt: Runtime, seat: string | null, count: number, how?: How): number {
  if (count === 0) return NO_CHOICE;
  if (how?.random === true || seat === null || !(seat in rt.s.seats)) return nextInt(rt.s.rng, count);
  if (count === 1 && how?.always !== true) return 0;
  if (checkEndings(rt)) return NO_CHOICE;
  const sync = rt.sync;
  if (sync !== null && sync.left > 0) return pickNow(rt, sync, seat, count);
  return ASK;
}

/** Leaves `seat`'s decision pending, with its options (after `choice` said ASK). */
export function pend(rt: Runtime, seat: string, prompt: Text, options: DecisionOption[]): void {
  // Not `{ [seat]: options }`: a computed key builds the object on V8's slow path.
  const bySeat: Record<string, DecisionOption[]> = {};
  bySeat[seat] = options;
  rt.s.pending = { id: decisionId(rt.s.step), kind: 'choose', seats: [seat], prompt, options: bySeat };
}

/**
 * Asks one seat to pick an option. Returns the option id when no question is
 * needed (single option unless `always`, random, or nobody to ask) or a policy
 * answers on the spot, otherwise sets the pending decision and returns null
 * (also when the match just ended). Sites that can read an index back use
 * `choice` and build their options only for `pend`.
 */
export function ask(
  rt: Runtime,
  seat: string | null,
  prompt: Text,
  options: DecisionOption[],
  how?: How,
): string | null {
  const i = choice(rt, seat, options.length, how);
  if (i >= 0) return (options[i] as DecisionOption).id;
  if (i === ASK) pend(rt, seat as string, prompt, options);
  return null;
}

// Decisions answered on the spot (`rt.sync`, the lean contract's `playIndexed`): the policy is asked
// where the decision would have been left pending, and the decision is counted as an answer to it
// would be (the state's step, the run's budget per answer), so the game goes on exactly as if it had
// been answered by index from outside.

/** The index `sync` picks for `seat` among `count` options, checked as `answerIndex` checks it. */
function pickIndex(rt: Runtime, sync: SyncAnswers, seat: string, count: number): number {
  const i = sync.pick(seat, count, undefined);
  // An integer in [0, count) in one test: `>>> 0` of anything else (a fraction, a negative, NaN,
  // past 2^32) is not the number itself.
  if (typeof i !== 'number' || i >>> 0 !== i || i >= count)
    throw new Error(`${String(i)} is not an option index of ${seat} in ${decisionId(rt.s.step)}`);
  return i;
}

/** Tells the policy's `onAsk` where the log stands as a decision is asked on the spot. */
function asking(rt: Runtime, sync: SyncAnswers): void {
  sync.onAsk?.(sync.logBase + rt.events.length);
}

/** Counts a decision answered on the spot by `seats` seats. */
function answered(rt: Runtime, sync: SyncAnswers, seats: number): void {
  sync.left--;
  sync.decisions++;
  sync.answers += seats;
  rt.s.step += 1;
  rt.steps = 0;
}

/** One seat's decision answered on the spot: the index of the option `sync` picks. */
function pickNow(rt: Runtime, sync: SyncAnswers, seat: string, count: number): number {
  asking(rt, sync);
  const i = pickIndex(rt, sync, seat, count);
  answered(rt, sync, 1);
  return i;
}

/** One decision to type a text answered on the spot: the text `sync` gives for `seat` (`text:<value>`), checked. */
export function typeNow(rt: Runtime, sync: SyncAnswers, seat: string, input: TextInput): string {
  asking(rt, sync);
  const given = sync.pick(seat, 0, input);
  const text = typeof given === 'string' ? given : '';
  const problem = textAnswerProblem(input, text);
  if (problem !== null)
    throw new MalformedAnswerError(`malformed answer of ${seat} in ${decisionId(rt.s.step)}: ${problem}`);
  answered(rt, sync, 1);
  return text;
}

// Decision ids (`d<step>`), made once per step number: every decision of every game built its id string.
const decisionIds: string[] = [];
function decisionId(step: number): string {
  if (step >= 4096) return `d${step}`;
  let id = decisionIds[step];
  if (id === undefined) for (let i = decisionIds.length; i <= step; i++) decisionIds.push((id = `d${i}`));
  return id as string;
}

/**
 * Several seats at once, secretly (programming), told without option objects: `seats` (in seat order,
 * as `askAll` asks them) have `counts[k]` options each. NO_CHOICE when the match ended instead; ASK when
 * the decision is to be left pending (the site builds its options and calls `pendAll`); otherwise a
 * policy answered on the spot and `picks[k]` is the index `seats[k]` picked (the result is 0).
 */
export function choiceAll(rt: Runtime, seats: readonly string[], counts: readonly number[], picks: number[]): number {
  if (checkEndings(rt)) return NO_CHOICE;
  const sync = rt.sync;
  if (sync === null || sync.left <= 0) return ASK;
  asking(rt, sync);
  if (picks.length > 0) picks.length = 0;
  for (let k = 0; k < seats.length; k++) picks.push(pickIndex(rt, sync, seats[k] as string, counts[k] as number));
  answered(rt, sync, seats.length);
  return 0;
}

/** Leaves a simultaneous decision of `options`' seats pending (after `choiceAll` said ASK). */
export function pendAll(rt: Runtime, prompt: Text, options: Record<string, DecisionOption[]>): void {
  rt.s.pending = { id: decisionId(rt.s.step), kind: 'simultaneous', seats: seatOrder(options), prompt, options };
}

/** The seats of an options record, in seat order (they usually are already: sorted only when not). */
function seatOrder(options: Record<string, DecisionOption[]>): string[] {
  const seats = Object.keys(options);
  for (let i = 1; i < seats.length; i++)
    if ((seats[i - 1] as string) > (seats[i] as string)) {
      seats.sort();
      break;
    }
  return seats;
}

/**
 * Asks several seats at once, secretly (programming). Returns false when the match ended instead, true
 * when the decision is pending, or the answers (option ids by seat) when `rt.sync` gave them on the spot.
 */
export function askAll(
  rt: Runtime,
  prompt: Text,
  options: Record<string, DecisionOption[]>,
): boolean | Record<string, string> {
  const seats = seatOrder(options);
  const counts = seats.map((seat) => (options[seat] as DecisionOption[]).length);
  const picks: number[] = [];
  const got = choiceAll(rt, seats, counts, picks);
  if (got === NO_CHOICE) return false;
  if (got === ASK) {
    rt.s.pending = { id: decisionId(rt.s.step), kind: 'simultaneous', seats, prompt, options };
    return true;
  }
  const answers: Record<string, string> = {};
  for (let k = 0; k < seats.length; k++)
    answers[seats[k] as string] = (
      (options[seats[k] as string] as DecisionOption[])[picks[k] as number] as DecisionOption
    ).id;
  return answers;
}

/** The option `prefix + id`, labelled for the seat (built without spreading `describe`'s result). */
export function describedOption(rt: Runtime, prefix: string, id: string, seat: string | null): DecisionOption {
  // Without labels, an option naming a component still says so: views rename it to the seat's handle
  // (the real id would tell a bot which face-down component it is).
  if (rt.plain)
    return id in rt.s.components
      ? { id: prefix + id, label: '', target: { component: id } }
      : { id: prefix + id, label: '' };
  const { label, target } = describe(rt, id, seat);
  return target ? { id: prefix + id, label, target } : { id: prefix + id, label };
}

/** A label and target for an option naming a component, piece, seat, cell or zone, as `seat` may see it. */
export function describe(rt: Runtime, id: string, seat: string | null): Pick<DecisionOption, 'label' | 'target'> {
  const { s, rs } = rt;
  const c = s.components[id];
  if (c) {
    const known = c.faceUp || (seat !== null && c.seenBy.includes(seat));
    const name = known ? plain(rs.defs[c.def]?.name ?? c.def) : 'face-down';
    const at = gridPlace(s, id);
    const where = at ? ` at row ${at.row + 1}, column ${at.col + 1}` : c.location ? ` in ${c.location.zone}` : '';
    return { label: `${name}${where}`, target: { component: id } };
  }
  const p = s.pieces[id];
  if (p) return { label: plain(rs.defs[p.def]?.name ?? p.def), target: { piece: id } };
  if (id in s.seats) return { label: `seat ${id}` };
  const hash = id.lastIndexOf('#');
  if (hash > 0 && !(id in s.zones)) {
    const zone = id.slice(0, hash);
    const index = Number(id.slice(hash + 1));
    return { label: `cell ${index} of ${zone}`, target: { cell: { zone, index } } };
  }
  if (id in s.zones) return { label: id, target: { zone: id } };
  return { label: id };
}
