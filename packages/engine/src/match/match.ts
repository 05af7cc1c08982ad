// The public driving API: create a match, answer its decisions, read options.
import type { DecisionOption, GameState, PendingDecision, SeatId, Text, Zone } from '../state/types.ts';
import type { Mode, Ruleset } from '../ruleset/types.ts';
import { seedRng } from '../rng/rng.ts';
import {
  DEFAULT_BUDGET,
  run,
  type GameEvent,
  type Profile,
  type Runtime,
  type SyncAnswers,
} from '../runtime/runtime.ts';
import { freshComponents, zoneInstance } from '../runtime/table.ts';
import { interned } from '../state/ids.ts';
import { describe } from '../runtime/decide.ts';
import { applyLayout, startInTurn, turnSteps, type Layout } from './layout.ts';
import { MalformedAnswerError, textAnswerProblem } from '../runtime/text-input.ts';
import { noBindings } from '../state/slots.ts';

export { MalformedAnswerError };

/** A decision waiting for answers. */
export type Decision = PendingDecision;

/** A match in progress: its state, the decision it waits for, everything that happened. */
export interface Match {
  state: GameState;
  pending: Decision | null;
  /** Every event so far (`rich` and `tally` profiles; empty in `sim` and `silent`). */
  log: GameEvent[];
  /** The profile it was created with, when not `rich`. */
  profile?: Profile;
}

/** How to start a match. */
export interface MatchSetup {
  mode: string;
  seed: number | string;
  seats: number;
  options?: Record<string, unknown>;
  /** Steps allowed per run of effects before it is declared a loop. */
  budget?: number;
  /** An explicit starting layout: the mode's setup steps are skipped, unless it says `afterSetup`. */
  layout?: Layout;
  /** How much the match tells as it runs (default `rich`); bots and batches use `sim` or `silent`. */
  profile?: Profile;
  /**
   * Definitions seats choose to play, by seat (`{ s0: ['pack:def'] }`; a plain id matches the one
   * definition of that name the step offers). The first setup step that deals pieces to seats
   * gives each seat its picks first, then deals the rest as it would; none given, nothing changes.
   */
  picks?: Record<SeatId, string[]>;
}

/** One seat's answer to the pending decision. */
export interface Answer {
  seat: SeatId;
  option: string;
}

/** Finds a mode by qualified id (pack:mode) or, when unambiguous, by its plain id. */
export function findMode(ruleset: Ruleset, id: string): Mode {
  const mode = ruleset.modes[id] ?? ruleset.modes[ruleset.modeAliases[id] ?? ''];
  if (!mode) throw new Error(`unknown mode "${id}"; known: ${Object.keys(ruleset.modes).join(', ')}`);
  return mode;
}

// The cause of what a mode itself does, one object per mode (causes are only read).
const modeCauses = new WeakMap<Mode, Runtime['cause']>();
function modeCause(mode: Mode): Runtime['cause'] {
  let cause = modeCauses.get(mode);
  if (!cause) modeCauses.set(mode, (cause = Object.freeze({ def: mode.id, path: '' })));
  return cause;
}

/** The runtime for one run over a state. */
export function runtimeFor(
  ruleset: Ruleset,
  state: GameState,
  budget = DEFAULT_BUDGET,
  profile: Profile = 'rich',
): Runtime {
  const mode = findMode(ruleset, state.mode);
  return {
    rs: ruleset,
    mode,
    s: state,
    events: [],
    steps: 0,
    budget,
    cause: modeCause(mode),
    silent: profile === 'silent',
    plain: profile !== 'rich',
    bare: profile === 'tally',
    wPieces: 0,
    wPlaces: 0,
    wMarkers: 0,
    wCounters: 0,
    wSeats: 0,
    endingsClear: NaN,
    endingsEach: [],
    flags: [],
    flagsStamp: NaN,
    seatClash: null,
    left: null,
    sync: null,
  };
}

/** A match's own zone, as its plan describes it (a grid's empty cells copied from the plan's). */
function makeZone(z: MatchPlan['zones'][number]): Zone {
  const kind = z.kind;
  if (kind === 'grid') return { kind, rows: z.rows, cols: z.cols, cells: z.cells.slice(), locks: {} };
  if (kind === 'hand') return { kind, owner: z.owner, items: [] };
  return { kind, items: [] };
}

const optionValue = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** The match options a state keeps: the plain values (strings, numbers, booleans) among those given. */
function matchOptions(given: MatchSetup['options']): GameState['options'] {
  if (given === undefined) return {};
  return Object.fromEntries(Object.entries(given).filter(([, v]) => optionValue(v))) as GameState['options'];
}

// Seat ids (`s0`, `s1`, …), made once and interned (state/ids.ts): every match of a batch names its
// seats, and each is compared with the seats a zone reference has seen at every look-up.
const SEAT_IDS: string[] = [];
/** The seat ids of a match of `n` seats, a new array. */
function seatIds(n: number): SeatId[] {
  for (let i = SEAT_IDS.length; i < n; i++) SEAT_IDS.push(interned(`s${i}`));
  return SEAT_IDS.slice(0, n);
}

/**
 * What every match of a mode with so many seats starts with, worked out once: its zone instances
 * (ids like `deck@s1` made once, not per match) and its counters' starting values. Only read: a
 * match makes its own zones from it and copies the counters.
 */
interface MatchPlan {
  zones: ReadonlyArray<{
    id: string;
    kind: Mode['zones'][number]['kind'];
    rows: number;
    cols: number;
    owner: string;
    /** A grid's cells, all empty (`fill` is a call into C++; a copy of this list is not); others: none. */
    cells: ReadonlyArray<string | null>;
  }>;
  counters: Readonly<Record<string, number>>;
  /**
   * The zones and seats records' keys in their order, each null: a match copies them and writes its
   * own zone or seat under each key, where adding the keys one by one went through a map transition
   * per key.
   */
  zoneKeys: Readonly<Record<string, null>>;
  seatKeys: Readonly<Record<string, null>>;
}
const matchPlans = new WeakMap<Mode, Map<number, MatchPlan>>();

function matchPlan(mode: Mode, seatOrder: SeatId[]): MatchPlan {
  let bySeats = matchPlans.get(mode);
  if (!bySeats) matchPlans.set(mode, (bySeats = new Map()));
  let plan = bySeats.get(seatOrder.length);
  if (plan) return plan;
  const zones: Array<MatchPlan['zones'][number]> = [];
  for (const z of mode.zones) {
    const owners = z.perSeat ? seatOrder : [null];
    for (const owner of owners)
      zones.push({
        id: zoneInstance(z.id, owner),
        kind: z.kind,
        rows: z.rows,
        cols: z.cols,
        owner: owner ?? '',
        cells: z.kind === 'grid' ? new Array<string | null>(z.rows * z.cols).fill(null) : [],
      });
  }
  const counters: Record<string, number> = {};
  for (const c of mode.counters) counters[c.id] = c.initial;
  const zoneKeys: Record<string, null> = {};
  for (const z of zones) zoneKeys[z.id] = null;
  const seatKeys: Record<string, null> = {};
  for (const seat of seatOrder) seatKeys[seat] = null;
  plan = { zones, counters, zoneKeys, seatKeys };
  bySeats.set(seatOrder.length, plan);
  return plan;
}

/** The picks to keep (seats with at least one), or a clear error for a malformed one. */
function checkPicks(picks: MatchSetup['picks'], seats: SeatId[]): Record<SeatId, string[]> | undefined {
  if (picks === undefined) return undefined;
  const out: Record<SeatId, string[]> = {};
  for (const [seat, defs] of Object.entries(picks)) {
    if (!seats.includes(seat)) throw new RangeError(`picks: no seat ${seat} (seats: ${seats.join(', ')})`);
    if (!Array.isArray(defs) || defs.some((d) => typeof d !== 'string' || d === ''))
      throw new TypeError(`picks: ${seat} must list definition ids`);
    if (defs.length) out[seat] = defs.slice();
  }
  return Object.keys(out).length ? out : undefined;
}

/** Whether a mode plays with this many seats: within its range and, when it names them, one of its counts. */
export function seatCountPlays(seats: Mode['seats'], n: number): boolean {
  if (!Number.isInteger(n) || n < seats.min || n > seats.max) return false;
  return !seats.only || seats.only.includes(n);
}

/** A mode's seat counts in words: "2–6", or "4 or 6" when it names them. */
export function describeSeatCounts(seats: Mode['seats']): string {
  const only = seats.only?.filter((n) => n >= seats.min && n <= seats.max);
  if (!only?.length) return seats.min === seats.max ? String(seats.min) : `${seats.min}–${seats.max}`;
  return only.length === 1 ? String(only[0]) : `${only.slice(0, -1).join(', ')} or ${only[only.length - 1]}`;
}

/** Creates a match and runs it up to its first decision. */
export function createMatch(ruleset: Ruleset, setup: MatchSetup): Match {
  const mode = findMode(ruleset, setup.mode);
  if (!seatCountPlays(mode.seats, setup.seats)) {
    throw new RangeError(`mode ${mode.id} takes ${describeSeatCounts(mode.seats)} seats, not ${setup.seats}`);
  }
  const seatOrder = seatIds(setup.seats);
  const plan = matchPlan(mode, seatOrder);
  const state: GameState = {
    v: 2,
    names: ruleset.slots.names,
    rulesetHash: ruleset.hash,
    mode: mode.id,
    options: matchOptions(setup.options),
    seed: setup.seed,
    rng: seedRng(setup.seed),
    zones: { ...plan.zoneKeys } as unknown as GameState['zones'],
    // A null-prototype dictionary with its index, as after a restart.
    components: freshComponents(0),
    pieces: {},
    seats: { ...plan.seatKeys } as unknown as GameState['seats'],
    seatOrder,
    counters: { ...plan.counters },
    vars: {},
    scheduled: [],
    order: [],
    turn: 0,
    action: 0,
    next: { component: 0, piece: 0, scheduled: 0 },
    stack: [{ n: mode.root, pc: 0, b: noBindings() }],
    pending: null,
    step: 0,
    result: null,
  };
  for (const seat of seatOrder)
    state.seats[seat] = { id: seat, markers: {}, role: null, team: null, vars: {}, eyesOpen: true };
  for (const z of plan.zones) state.zones[z.id] = makeZone(z);
  const picks = checkPicks(setup.picks, seatOrder);
  if (picks) state.picks = picks;
  if (setup.layout?.afterSetup && setup.layout.turn)
    throw new Error("a layout's turn in progress needs the whole table: it cannot go with afterSetup");
  if (setup.layout?.afterSetup) state.arrange = structuredClone(setup.layout);
  else if (setup.layout) {
    applyLayout(ruleset, mode, state, setup.layout);
    (state.stack[0] as { pc: number }).pc = 1; // past the setup steps
    if (setup.layout.turn) startInTurn(mode, state, setup.layout.turn, setup.layout.figures?.length ?? 0);
  }
  const profile = setup.profile ?? 'rich';
  const rt = runtimeFor(ruleset, state, setup.budget, profile);
  run(rt);
  if (state.pending !== null && setup.budget === undefined) {
    rt.left = state.pending;
    kept = rt;
  }
  const match: Match =
    profile === 'rich'
      ? { state, pending: state.pending, log: rt.events }
      : { state, pending: state.pending, log: profile === 'tally' ? rt.events : [], profile };
  return resumeTurn(ruleset, match, setup.layout, setup.budget);
}

/** Replays the decisions a layout's turn already took, so the match resumes inside the action they were in. */
function resumeTurn(ruleset: Ruleset, match: Match, layout: Layout | undefined, budget: number | undefined): Match {
  // Most matches have no turn to resume: no list of steps is made for them. (An empty list made by the
  // builtin `map` at first and by TurboFan's inlined one later differ in elements kind, and
  // `forEach`'s check of it deoptimised `createMatch` once per thread.)
  if (layout?.turn === undefined) return match;
  let at = match;
  turnSteps(layout?.turn).forEach((step, i) => {
    try {
      at = answer(ruleset, at, step, budget).match;
    } catch (e) {
      throw new Error(
        `the layout's turn answer ${i + 1} (${step.map((a) => `${a.seat}: ${a.option}`).join(', ')}): ${(e as Error).message}`,
      );
    }
  });
  return at;
}

// Long option lists (every programme) are shared frozen arrays: their ids are indexed once.
const optionIds = new WeakMap<DecisionOption[], Set<string>>();

/** Whether `id` names one of the options. */
function isOption(options: DecisionOption[], id: string): boolean {
  if (options.length < 16 || !Object.isFrozen(options)) return options.some((o) => o.id === id);
  let ids = optionIds.get(options);
  if (!ids) optionIds.set(options, (ids = new Set(options.map((o) => o.id))));
  return ids.has(id);
}

/**
 * The label an option would have in the `rich` profile, made when someone asks (a person, the
 * studio): options of `sim` and `silent` matches carry empty labels.
 */
export function optionLabel(ruleset: Ruleset, match: Match, seat: SeatId, option: DecisionOption): Text {
  if (option.label !== '') return option.label;
  const colon = option.id.indexOf(':');
  const prefix = option.id.slice(0, colon + 1);
  if (prefix !== 'target:' && prefix !== 'pick:') return option.id;
  return describe(runtimeFor(ruleset, match.state), option.id.slice(colon + 1), seat).label;
}

/** The options a seat may answer now (none when it is not asked). */
export function legalOptions(match: Match, seat: SeatId): DecisionOption[] {
  return match.state.pending?.options[seat] ?? [];
}

/**
 * Answers the pending decision and runs to the next one. The match's state is
 * worked on in place (copying per step is what makes engines slow): keep a
 * `structuredClone` of a state you want to come back to.
 */
export function answer(
  ruleset: Ruleset,
  match: Match,
  answers: Answer[],
  budget?: number,
): { match: Match; events: GameEvent[] } {
  const s = match.state;
  const pending = s.pending;
  if (!pending) throw new Error('no decision is pending');
  const given: Record<SeatId, string> = {};
  for (const a of answers) {
    const options = pending.options[a.seat];
    if (!options) throw new Error(`seat ${a.seat} is not asked in decision ${pending.id}`);
    if (a.seat in given) throw new Error(`seat ${a.seat} answered twice`);
    const input = pending.input?.[a.seat];
    if (input) {
      const problem = textAnswerProblem(input, a.option);
      if (problem !== null)
        throw new MalformedAnswerError(`malformed answer of ${a.seat} in ${pending.id}: ${problem}`);
    } else if (!isOption(options, a.option))
      throw new Error(`"${a.option}" is not an option of ${a.seat} in ${pending.id}`);
    given[a.seat] = a.option;
  }
  for (const seat of pending.seats)
    if (!(seat in given)) throw new Error(`seat ${seat} has not answered ${pending.id}`);
  const events = resumeWith(ruleset, match, given, budget);
  const profile = match.profile;
  if (profile !== undefined) return { match: { state: s, pending: s.pending, log: match.log, profile }, events };
  return { match: { state: s, pending: s.pending, log: match.log }, events };
}

/** Whether a match of this profile keeps a log of its events (`Match.log`). */
const keepsLog = (profile: Profile): boolean => profile === 'rich' || profile === 'tally';

/**
 * Resumes the pending decision's node with checked answers and runs to the next decision; returns the
 * events of the run (a `rich` match also appends them to its log).
 */
function resumeWith(
  ruleset: Ruleset,
  match: Match,
  given: Record<SeatId, string | undefined>,
  budget: number | undefined,
  reuse?: Runtime,
): GameEvent[] {
  const s = match.state;
  const profile = match.profile ?? 'rich';
  const rt = reuse ?? runtimeFor(ruleset, s, budget, profile);
  const top = s.stack[s.stack.length - 1];
  const node = top ? ruleset.nodes[top.n] : undefined;
  if (!top || !node?.resume) throw new Error('the pending decision has no node to resume');
  const asked = (s.pending as PendingDecision).seats;
  s.pending = null;
  s.step += 1;
  rt.cause = node.cause;
  // Entries left undefined (the lean contract's reused record) read as absent.
  node.resume(rt, top, given as Record<SeatId, string>, asked);
  run(rt);
  if (keepsLog(profile) && rt.events !== match.log) for (const e of rt.events) match.log.push(e);
  return rt.events;
}

// The lean contract, for bots and batches that pick blind (a random policy): a seat is told only how
// many options it has, and answers with an index. No option list is handed over or renamed for a
// view, no answer objects are built, no id is looked up. The studio, the CLI and replays keep the
// rich contract (`legalOptions`, `answer` by id); both run the same game to the same state hashes.

/** How many options `seat` may pick from now (0 when it is not asked, or is asked to type a text). */
export function optionCount(match: Match, seat: SeatId): number {
  return match.state.pending?.options[seat]?.length ?? 0;
}

/**
 * Answers the pending decision by position and runs to the next one, in place: `choices[i]` answers
 * the i-th seat of `match.pending.seats`, as an index into that seat's options (engine order, which a
 * seat that only knows the count learns nothing from) or, for a seat asked to type, its text
 * (`text:<value>`). Returns `match`, updated; events are dropped (batches run `silent`), except that a
 * `rich` match still logs them.
 */
export function answerIndex(
  ruleset: Ruleset,
  match: Match,
  choices: ArrayLike<number | string>,
  budget?: number,
): Match {
  return answerIndexWith(ruleset, match, choices, budget, null);
}

/**
 * Plays on from the pending decision, `pick` answering every decision on the spot as the engine comes to
 * it (the lean contract without leaving and re-entering the interpreter per decision), until the match
 * ends or `maxDecisions` are answered (the next one is then left pending). `pick` is told what a lean
 * seat is told (its option count, or the text format to type) and answers as for `answerIndex`; seats of
 * a simultaneous decision are asked in the decision's seat order. The game, its events and its state
 * hashes are those of answering the same picks one `answerIndex` at a time. `onAsk` is told, as each
 * decision is asked, how many events the match's log holds before it (a `rich` or `tally` match).
 */
export function playIndexed(
  ruleset: Ruleset,
  match: Match,
  pick: SyncAnswers['pick'],
  maxDecisions: number,
  onAsk?: (logged: number) => void,
): { decisions: number; answers: number } {
  const s = match.state;
  const sync: SyncAnswers = { pick, left: maxDecisions, decisions: 0, answers: 0, onAsk, logBase: 0 };
  const choices: Array<number | string> = [];
  while (s.pending !== null && s.result === null && sync.left > 0) {
    const { seats, input } = s.pending;
    onAsk?.(match.log.length);
    // Filled from 0 up, so it grows as it is written; cut only when this decision has fewer seats
    // (setting the length is a call into the runtime: playIndexed runs once a match).
    if (choices.length > seats.length) choices.length = seats.length;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i] as SeatId;
      const typed = input?.[seat];
      choices[i] = pick(seat, typed ? 0 : optionCount(match, seat), typed);
    }
    sync.left--;
    sync.decisions++;
    sync.answers += seats.length;
    answerIndexWith(ruleset, match, choices, undefined, sync);
  }
  return { decisions: sync.decisions, answers: sync.answers };
}

function answerIndexWith(
  ruleset: Ruleset,
  match: Match,
  choices: ArrayLike<number | string>,
  budget: number | undefined,
  sync: SyncAnswers | null,
): Match {
  const pending = match.state.pending;
  if (!pending) throw new Error('no decision is pending');
  const seats = pending.seats;
  if (choices.length !== seats.length)
    throw new Error(`decision ${pending.id} asks ${seats.length} seat(s), not ${choices.length}`);
  const given = leanAnswers;
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as SeatId;
    const choice = choices[i] as number | string;
    const input = pending.input?.[seat];
    if (input) {
      const text = typeof choice === 'string' ? choice : '';
      const problem = textAnswerProblem(input, text);
      if (problem !== null) throw new MalformedAnswerError(`malformed answer of ${seat} in ${pending.id}: ${problem}`);
      continue;
    }
    const option = typeof choice === 'number' ? pending.options[seat]?.[choice] : undefined;
    if (!option) throw new Error(`${String(choice)} is not an option index of ${seat} in ${pending.id}`);
  }
  // Every choice is checked: only now are the answers written (a refused one leaves nothing behind).
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i] as SeatId;
    const choice = choices[i] as number | string;
    if (pending.input?.[seat]) given[seat] = typeof choice === 'string' ? choice : '';
    else given[seat] = ((pending.options[seat] as DecisionOption[])[choice as number] as DecisionOption).id;
  }
  const s = match.state;
  // A match that keeps a log (`rich`, `tally`) has its run write the events straight into it: the lean
  // contract returns none, so there is no run's list to copy into the log afterwards.
  const inPlace = keepsLog(match.profile ?? 'rich');
  let rt = kept;
  if (rt !== null && rt.s === s && rt.rs === ruleset && rt.left === pending && budget === undefined) {
    rt.steps = 0;
    if (!inPlace && rt.events.length) rt.events = [];
  } else rt = runtimeFor(ruleset, s, budget, match.profile);
  if (inPlace) rt.events = match.log;
  rt.sync = sync;
  if (sync !== null) sync.logBase = inPlace ? 0 : match.log.length;
  try {
    resumeWith(ruleset, match, given, budget, rt);
  } finally {
    rt.sync = null;
    for (let i = 0; i < seats.length; i++) given[seats[i] as SeatId] = undefined;
  }
  if (s.pending !== null && budget === undefined) {
    rt.left = s.pending;
    kept = rt;
  } else kept = null;
  match.pending = s.pending;
  return match;
}

// The lean contract's runtime, kept from one answer to the next: what a run knows of
// the state it wrote (endings that failed, flags in force, at its write counts; runtime/writes.ts)
// stays true for the next run as long as nothing else ran on the state in between. A kept runtime
// is used only while the state's pending decision is the very object its run left: any other run
// (`answer`, a view's runtime never writes) replaces it. What it cannot see is a state edited by
// hand between two `answerIndex` calls (batches own their state: nobody does); whoever does that
// answers with `answer`, or edits a copy. One slot, the last run's (a batch plays one match at a
// time; a WeakMap by state cost more in GC than the memo saved).
let kept: Runtime | null = null;

// The lean contract's answers, one record reused from one answer to the next: a node's `resume` reads
// the answers of the seats it asked and keeps no reference to the record. A seat's entry is set for
// its answer and back to undefined after it (absent and undefined read alike), so the record keeps
// one shape per set of seats instead of a new object, and a keyed store adding a property, per answer.
const leanAnswers: Record<SeatId, string | undefined> = {};
