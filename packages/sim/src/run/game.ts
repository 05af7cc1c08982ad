// Drives one match to its end with a policy per seat, synchronously: the hot
// loop of every simulation, so it allocates little and computes views only
// when a policy asks for one.
import type { GameState, MatchResult, Profile, SeatId } from '../engine-api.ts';
import type { Answer, Decision, EngineApi, Match } from '../engine-api.ts';
import type { SeatPolicy } from './policy.ts';
import { sampler } from '../bots/determinize.ts';
import type { RngState, TextInput } from '@roomsmith/engine';

/** A compiled ruleset and the match to create from it. */
export interface GameSetup<R> {
  engine: EngineApi<R>;
  ruleset: R;
  mode: string;
  seed: number | string;
  seats: number;
  options?: Record<string, unknown>;
  /** How much the engine tells as it runs (see the engine's `Profile`); default `rich`. */
  profile?: Profile;
}

/** Limits and extras of one run. */
export interface RunOptions {
  /** Stop a match that has not ended after this many decisions (a content loop, not a hang). */
  maxDecisions?: number;
  /** Keep every answer, for a replay record. */
  recordAnswers?: boolean;
  /** Called once with the state before the first decision. */
  onStart?: (state: GameState, match: Match) => void;
  /** Called after every answered decision with the new state (property tests check invariants here). */
  afterStep?: (state: GameState, match: Match) => void;
  /**
   * Called as each decision is asked, with the number of events the match's log holds before it
   * (analytics' marks). Unlike `afterStep` it lets lean seats be asked on the spot (`playIndexed`).
   */
  onAsk?: (logged: number) => void;
}

/** How one game went. */
export interface GameOutcome {
  seed: number | string;
  /** The result the engine declared; null when the game was cut off at `maxDecisions`. */
  result: MatchResult | null;
  /** Decisions answered. */
  decisions: number;
  /** Individual seat answers given (a simultaneous decision counts one per seat). */
  answers: number;
  /** The answers, by decision, when `recordAnswers` was set. */
  recorded?: Answer[][];
  match: Match;
}

/** Default cap on decisions per game: far above any real Room 25 game. */
export const DEFAULT_MAX_DECISIONS = 10_000;

/** Plays a match to its end; `policies` maps a seat id (or its index) to its policy. */
export function runGame<R>(
  setup: GameSetup<R>,
  policies: (seat: SeatId, index: number) => SeatPolicy,
  options: RunOptions = {},
): GameOutcome {
  const { engine, ruleset } = setup;
  const maxDecisions = options.maxDecisions ?? DEFAULT_MAX_DECISIONS;
  let match = engine.createMatch(ruleset, {
    mode: setup.mode,
    seed: setup.seed,
    seats: setup.seats,
    ...(setup.options ? { options: setup.options } : {}),
    ...(setup.profile ? { profile: setup.profile } : {}),
  });
  const bySeat = new Map<SeatId, SeatPolicy>();
  match.state.seatOrder.forEach((seat, index) => bySeat.set(seat, policies(seat, index)));
  const recorded: Answer[][] | undefined = options.recordAnswers ? [] : undefined;
  let decisions = 0;
  let answers = 0;
  options.onStart?.(match.state, match);
  const lean = leanLoop(setup, bySeat);
  const onAsk = options.onAsk;
  // Asked on the spot, unless something needs to see each decision's answers or state between decisions.
  if (lean && !recorded && !options.afterStep && match.state.result === null && decisions < maxDecisions) {
    const played = lean.play(match, maxDecisions - decisions, onAsk);
    if (played) {
      decisions += played.decisions;
      answers += played.answers;
    }
  }
  while (lean && match.state.result === null && decisions < maxDecisions) {
    onAsk?.(match.log.length);
    const decision = lean.choose(match);
    if (recorded) recorded.push(lean.named(decision));
    answers += decision.seats.length;
    match = lean.answer(match);
    decisions++;
    options.afterStep?.(match.state, match);
  }
  const eventsFor = engine.eventsFor;
  while (match.state.result === null && decisions < maxDecisions) {
    const decision = match.pending;
    if (!decision) throw new Error(`match ${String(setup.seed)} has no result and no pending decision`);
    onAsk?.(match.log.length);
    const given: Answer[] = [];
    for (const seat of decision.seats) {
      const policy = bySeat.get(seat);
      if (!policy) throw new Error(`decision ${decision.id} names unknown seat ${seat}`);
      const legal = engine.legalOptions(match, seat);
      const input = decision.input?.[seat];
      if (legal.length === 0 && !input) throw new Error(`seat ${seat} has no legal option at decision ${decision.id}`);
      const state = match.state;
      const log = match.log;
      // The policy sees its options as its view shows them (handles, not ids it may not know) and answers from them.
      const shown = engine.viewOptions?.(ruleset, state, seat);
      const options = shown ? shown.map((x) => x.option) : legal;
      const asked = { ...decision, options: { [seat]: options } };
      let draw: ((rng: RngState) => Match) | undefined;
      const option = policy({
        seat,
        decision: asked,
        options,
        ...(input ? { input } : {}),
        view: () => engine.view(ruleset, state, seat),
        ...(eventsFor ? { events: () => eventsFor(log, seat) } : {}),
        sample: (rng) => (draw ??= sampler(engine, ruleset, state, seat))(rng),
      });
      const picked = shown?.find((x) => x.option.id === option);
      given.push({ seat, option: picked ? (legal[picked.index] as { id: string }).id : option });
    }
    match = engine.answer(ruleset, match, given).match;
    decisions++;
    answers += given.length;
    recorded?.push(given);
    options.afterStep?.(match.state, match);
  }
  return {
    seed: setup.seed,
    result: match.state.result,
    decisions,
    answers,
    ...(recorded ? { recorded } : {}),
    match,
  };
}

/**
 * The lean contract's loop, when the engine offers it and every seat's policy picks by count alone
 * (`SeatPolicy.lean`): each seat is told how many options it has and answers with an index into one
 * reused buffer; no option list, view or answer object is built. `choose` fills the buffer for the
 * pending decision, `named` gives its answers by id (for a replay record), `answer` plays them.
 */
function leanLoop<R>(setup: GameSetup<R>, bySeat: Map<SeatId, SeatPolicy>) {
  const { engine, ruleset } = setup;
  const { optionCount, answerIndex } = engine;
  if (!optionCount || !answerIndex) return null;
  for (const policy of bySeat.values()) if (!policy.lean) return null;
  const choices: Array<number | string> = [];
  // One policy for every seat (a batch of random bots shares one): asked without looking the seat up.
  // (The engine asks only the match's seats, which are all in `bySeat`.)
  let shared: SeatPolicy['lean'] | null | undefined;
  for (const policy of bySeat.values()) shared = shared === undefined || shared === policy.lean ? policy.lean : null;
  const only = shared ?? null;
  const pick =
    only !== null
      ? (seat: SeatId, count: number, input: TextInput | undefined): number | string => {
          if (count === 0 && !input) throw new Error(`seat ${seat} has no legal option`);
          return only(count, input);
        }
      : (seat: SeatId, count: number, input: TextInput | undefined): number | string => {
          const policy = bySeat.get(seat);
          if (!policy?.lean) throw new Error(`a decision names unknown seat ${seat}`);
          if (count === 0 && !input) throw new Error(`seat ${seat} has no legal option`);
          return policy.lean(count, input);
        };
  return {
    choose(match: Match): Decision {
      const decision = match.pending;
      if (!decision) throw new Error(`match ${String(setup.seed)} has no result and no pending decision`);
      if (choices.length !== decision.seats.length) choices.length = decision.seats.length;
      for (let i = 0; i < decision.seats.length; i++) {
        const seat = decision.seats[i] as SeatId;
        const policy = bySeat.get(seat);
        if (!policy?.lean) throw new Error(`decision ${decision.id} names unknown seat ${seat}`);
        const input = decision.input?.[seat];
        const count = optionCount(match, seat);
        if (count === 0 && !input) throw new Error(`seat ${seat} has no legal option at decision ${decision.id}`);
        choices[i] = policy.lean(count, input);
      }
      return decision;
    },
    named: (decision: Decision): Answer[] =>
      decision.seats.map((seat, i) => {
        const choice = choices[i] as number | string;
        return { seat, option: typeof choice === 'string' ? choice : (decision.options[seat]?.[choice]?.id ?? '') };
      }),
    answer: (match: Match): Match => answerIndex(ruleset, match, choices),
    /** Plays on with every decision answered as the engine comes to it (null: the engine cannot). */
    play(match: Match, maxDecisions: number, onAsk?: (logged: number) => void) {
      if (!engine.playIndexed) return null;
      return engine.playIndexed(ruleset, match, pick, maxDecisions, onAsk);
    },
  };
}
