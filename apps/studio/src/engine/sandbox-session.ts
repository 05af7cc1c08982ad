// One match played by hand and by bots: answers are recorded, so undo
// rebuilds the match from its seed and replays all but the last answer (the
// engine is deterministic), and redo replays the next recorded one. Bot seats
// answer at once with the simulator's random bot; undo and redo step over
// decisions only bots were asked.
import {
  answer,
  createMatch,
  describeInput,
  eventsFor,
  evaluate,
  findMode,
  randomTextAnswer,
  realOption,
  stateHash,
  textAnswerProblem,
  view,
  viewOptions,
  type Answer,
  type Match,
  type MatchSetup,
} from '@roomsmith/engine';
import { botRng, makeReplay, pickRandom, serializeReplay } from '@roomsmith/sim';
import { displayText } from '../workspace/manifest.ts';
import type { Divergence, SandboxHolds, SandboxSnapshot } from './engine-protocol.ts';
import { gridsOf, piecesOf } from './grids.ts';
import { sandboxOption } from './option-targets.ts';
import { illegalAnswer } from './replay-legal.ts';
import { tableZonesOf } from './table-zones.ts';
import { pickableDefs } from './pickable.ts';
import { tokenPanels } from './seat-tokens.ts';
import type { Entity } from './prepare.ts';
import {
  insideTurnStep,
  layoutRenames,
  momentChecks,
  renameOption,
  situationOf,
  type Moment,
  type Situation,
  type SituationState,
} from './situation.ts';

type Ruleset = Parameters<typeof createMatch>[0];

/** A match in the sandbox, with its answer history. */
export class SandboxSession {
  #match: Match;
  #history: Answer[][] = [];
  #cursor = 0;
  #partial: Record<string, string> = {};
  #viewAs = 'all';
  #diverged: Divergence | null = null;
  /** The answers a divergent replay was given, kept so the next edit replays all of them again. */
  #script: Answer[][] | null = null;
  readonly #bots: ReadonlySet<string>;
  /** The seats bots play. */
  get bots(): string[] {
    return [...this.#bots];
  }
  readonly #rng: ReturnType<typeof botRng>;

  constructor(
    private readonly ruleset: Ruleset,
    private readonly entities: ReadonlyMap<string, Entity>,
    private readonly setup: MatchSetup,
    bots: readonly string[] = [],
  ) {
    this.#bots = new Set(bots);
    this.#rng = botRng(setup.seed);
    this.#match = createMatch(ruleset, setup);
    // With secret roles dealt (a role one seat cannot see of another), the sandbox opens through a
    // seat's eyes, not the omniscient view. Roles everyone knows (Cooperation) change nothing.
    const state = this.#match.state;
    const seats = state.seatOrder;
    const first = seats[0];
    const seen = first === undefined ? null : view(ruleset, state, first).seats;
    if (seen && seats.some((id) => state.seats[id]?.role != null && seen[id]?.role == null))
      this.#viewAs = seats.find((id) => !this.#bots.has(id)) ?? seats[0] ?? 'all';
    this.#playBots();
  }

  /** Shows the match through one seat's eyes ('all' for everything). */
  look(viewAs: string): void {
    this.#viewAs = viewAs === 'all' || viewAs in this.#match.state.seats ? viewAs : 'all';
  }

  /** Whose eyes the match is seen through. */
  get viewAs(): string {
    return this.#viewAs;
  }

  /** Whether only bots are asked in the pending decision. */
  #botsOnly(): boolean {
    const pending = this.#match.pending;
    return !!pending && pending.seats.every((s) => this.#bots.has(s));
  }

  /** Lets every bot asked in the pending decision answer, until a human is asked (at most 2000 decisions). */
  #playBots(): void {
    for (let guard = 0; guard < 2000; guard += 1) {
      const pending = this.#match.pending;
      const bot = pending?.seats.find((s) => this.#bots.has(s) && !(s in this.#partial));
      if (!pending || !bot) return;
      const input = pending.input?.[bot];
      if (input) this.#record(bot, randomTextAnswer(this.#rng, input));
      else {
        // Bots answer from their own view's options (handles, not ids they may not know), mapped back.
        const shown = viewOptions(this.ruleset, this.#match.state, bot);
        const picked = pickRandom(this.#rng, shown);
        this.#record(bot, (pending.options[bot]?.[picked.index] ?? picked.option).id);
      }
    }
  }

  /** Records one seat's answer; the decision is answered once every asked seat has, then bots play. */
  answer(seat: string, option: string): void {
    this.#record(seat, this.#engineOption(seat, option));
    this.#diverged = null;
    this.#script = null;
    this.#playBots();
  }

  /**
   * The engine's id for an option picked in the sandbox: seen through a seat, options about rooms or
   * cards it cannot identify are named by their view handles (as `viewOptions` lists them), mapped back here.
   */
  #engineOption(seat: string, option: string): string {
    const pending = this.#match.pending;
    if (!pending || pending.input?.[seat] || pending.options[seat]?.some((o) => o.id === option)) return option;
    try {
      return realOption(this.ruleset, this.#match.state, seat, option);
    } catch {
      return option;
    }
  }

  #record(seat: string, option: string): void {
    const pending = this.#match.pending;
    if (!pending) throw new Error('The match is not waiting for a decision.');
    const input = pending.input?.[seat];
    if (input) {
      const problem = textAnswerProblem(input, option);
      if (problem) throw new Error(`Refused as malformed: ${problem}.`);
    } else if (!pending.options[seat]?.some((o) => o.id === option))
      throw new Error(`${option} is not an option of ${seat}.`);
    this.#partial[seat] = option;
    if (!pending.seats.every((s) => s in this.#partial)) return;
    const answers = pending.seats.map((s) => ({ seat: s, option: this.#partial[s] ?? '' }));
    this.#history = [...this.#history.slice(0, this.#cursor), answers];
    this.#cursor += 1;
    this.#partial = {};
    this.#match = answer(this.ruleset, this.#match, answers).match;
  }

  /** Takes the last decision a human answered back (with the bots' answers after it). */
  undo(): void {
    if (this.#cursor === 0) return;
    let cursor = this.#cursor - 1;
    for (;;) {
      this.#rebuild(cursor);
      if (cursor === 0 || !this.#botsOnly()) break;
      cursor -= 1;
    }
    this.#playBots();
  }

  /** Answers the next decisions as they were answered before an undo, up to the next human one. */
  redo(): void {
    do {
      const answers = this.#history[this.#cursor];
      if (!answers) return;
      this.#cursor += 1;
      this.#partial = {};
      this.#match = answer(this.ruleset, this.#match, answers).match;
    } while (this.#botsOnly() && this.#cursor < this.#history.length);
    if (this.#cursor === this.#history.length) this.#playBots();
  }

  #rebuild(cursor: number): void {
    this.#cursor = cursor;
    this.#partial = {};
    this.#match = createMatch(this.ruleset, this.setup);
    for (const answers of this.#history.slice(0, cursor))
      this.#match = answer(this.ruleset, this.#match, answers).match;
  }

  /** Goes to the state after the first `cursor` recorded decisions (0: the start); the rest stays for redo. */
  jump(cursor: number): void {
    this.#rebuild(Math.max(0, Math.min(cursor, this.#history.length)));
  }

  /** Replays recorded answers from the start (a replay file's); the match stands after the last. */
  load(answers: Answer[][]): void {
    this.#history = answers.map((a) => [...a]);
    this.#rebuild(this.#history.length);
  }

  /**
   * Replays recorded answers from the start as far as each remains legal (content
   * changed under the match); the match stands after the last legal one, bots then
   * play on. Returns where it stopped, or null when every answer applied.
   */
  replayLegal(answers: readonly Answer[][]): Divergence | null {
    this.#history = [];
    this.#rebuild(0);
    this.#diverged = null;
    for (const [i, step] of answers.entries()) {
      const text = step.map((a) => `${a.seat} → ${a.option}`).join(', ');
      let reason = illegalAnswer(this.#match.pending, step);
      if (!reason) {
        try {
          this.#match = answer(this.ruleset, this.#match, step).match;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
          this.#rebuild(this.#cursor);
        }
      }
      if (reason) {
        this.#diverged = { decision: i + 1, answer: text, reason, dropped: answers.length - i - 1 };
        break;
      }
      this.#history.push(step.map((a) => ({ ...a })));
      this.#cursor += 1;
    }
    this.#script = this.#diverged ? answers.map((a) => [...a]) : null;
    this.#playBots();
    return this.#diverged;
  }

  /** What the next replay over edited content plays: the answers of the last divergent replay, else the answers so far. */
  script(): Answer[][] {
    return this.#script ? this.#script.map((a) => [...a]) : this.answers();
  }

  /** The state as the viewer may see it, as indented JSON (for the inspector). */
  inspect(): string {
    return JSON.stringify(view(this.ruleset, this.#match.state, this.#viewAs), null, 2);
  }

  /**
   * Where `condition` (a puzzle card's) holds now: the engine's own evaluation on the match's state,
   * with `room` bound to each grid cell's component and `actor` to the first piece of the turn order.
   */
  holds(condition: unknown): SandboxHolds {
    const state = this.#match.state;
    const seen = view(this.ruleset, state, this.#viewAs);
    const actor = state.order.find((id) => id in state.pieces) ?? null;
    const problems = new Set<string>();
    const grids = gridsOf(seen, this.entities);
    const holds = grids.map((g) => {
      const zone = state.zones[g.zone];
      return (zone?.kind === 'grid' ? zone.cells : []).map((room) => {
        if (!room) return false;
        const { value, diagnostics } = evaluate(this.ruleset, state, condition, { room, actor });
        for (const d of diagnostics) problems.add(d.message);
        return value === true || (typeof value === 'number' && value > 0);
      });
    });
    return { grids, holds, problems: [...problems] };
  }

  /** The recorded answers up to now, as a replay would store them. */
  answers(): Answer[][] {
    return this.#history.slice(0, this.#cursor);
  }

  /** The situation now (rooms on cells, figures, counters, seat variables), as a layout to play from. */
  situation(): Situation {
    const mode = findMode(this.ruleset, this.#match.state.mode);
    const read = (state: unknown, resume: Answer[][] = []) =>
      situationOf(this.entities, state as SituationState, mode.turn.phases, mode.actionOrder, resume);
    const now = read(this.#match.state);
    if (!insideTurnStep(this.#match.state as unknown as SituationState, mode.turn.phases)) return now;
    return this.#resumedSituation(mode.turn.phases, read, now) ?? now;
  }

  /**
   * Inside an action a layout's turn cannot start the match where it stands: the situation is read
   * at an earlier decision of this turn a layout's turn does start at (one outside any action, or
   * the first of a figure's step in a phase), and the answers given since go into the layout's turn
   * (renamed to the ids the layout gives), replayed when the match starts. The latest such decision
   * whose replay comes back to the same table is kept; null when none does (the turn then starts
   * again, as before).
   */
  #resumedSituation(
    phases: Parameters<typeof insideTurnStep>[1],
    read: (state: unknown, resume?: Answer[][]) => Situation,
    now: Situation,
  ): Situation | null {
    const history = this.#history.slice(0, this.#cursor);
    const starts: number[] = [];
    let match = createMatch(this.ruleset, this.setup);
    let before = '';
    history.forEach((step, i) => {
      const state = match.state as unknown as SituationState;
      const turn = read(state, [[]]).layout.turn;
      const at = turn ? `${turn.number}/${turn.phase}/${turn.actor}` : '';
      if (turn && (!insideTurnStep(state, phases) || at !== before)) starts.push(i);
      before = at;
      match = answer(this.ruleset, match, step).match;
    });
    // The match may stand at the first decision of a figure's step: the turn alone starts it there.
    const turn = now.layout.turn;
    if (turn && `${turn.number}/${turn.phase}/${turn.actor}` !== before) starts.push(history.length);
    const same = (a: Situation) => JSON.stringify({ ...a.layout, turn: undefined });
    const { mode, seed, seats, options } = this.setup;
    for (const from of starts.reverse().slice(0, 8)) {
      match = createMatch(this.ruleset, this.setup);
      for (const step of history.slice(0, from)) match = answer(this.ruleset, match, step).match;
      const renames = layoutRenames(match.state as unknown as SituationState);
      const resume = history
        .slice(from)
        .map((step) => step.map(({ seat, option }) => ({ seat, option: renameOption(option, renames) })));
      const situation = read(match.state, resume);
      try {
        const layout = situation.layout;
        const resumed = createMatch(this.ruleset, { mode, seed, seats, ...(options ? { options } : {}), layout });
        if (same(read(resumed.state)) === same(now)) return situation;
      } catch {
        // An answer the replay no longer offers: try an earlier start.
      }
    }
    return null;
  }

  /** "Save this moment as a test": the match's start (its layout, if set up by hand), the answers so far, and the expectations the state offers. */
  moment(): Moment {
    const { mode, seed, seats, options, layout } = this.setup;
    return {
      test: {
        kind: 'pack-test',
        mode,
        seed,
        seats,
        ...(options && Object.keys(options).length ? { options } : {}),
        ...(layout ? { layout } : {}),
        answers: this.answers().map((step) => step.map(({ seat, option }) => ({ seat, option }))),
      },
      checks: momentChecks(this.entities, this.#match.state as unknown as SituationState),
    };
  }

  /** The match so far as the text of a replay file, naming the packs it ran on. */
  replay(packRefs: string[]): string {
    const { mode, seed, seats, options, picks } = this.setup;
    if (this.setup.layout)
      throw new Error(
        'A replay file cannot carry a situation set up by hand: use "Save this moment as a test" to keep it.',
      );
    const record = makeReplay(
      { packs: packRefs, mode, seed, seats, ...(options ? { options } : {}), ...(picks ? { picks } : {}) },
      this.answers(),
      stateHash(this.#match.state),
    );
    return serializeReplay(record);
  }

  /** A role's display name from the mode (or a mode it extends), else its id. */
  #roleName(role: string | null): string | null {
    if (role === null) return null;
    let ref: string | undefined = this.setup.mode;
    for (let depth = 0; ref && depth < 8; depth++) {
      const mode = this.entities.get(ref);
      const roles = mode?.['roles'];
      const found = Array.isArray(roles) ? (roles as Entity[]).find((r) => r['id'] === role) : undefined;
      if (found) return displayText(found['name']) || role;
      const base = mode?.['extends'];
      ref = typeof base === 'string' ? (base.includes(':') ? base : `${ref.split(':')[0]}:${base}`) : undefined;
    }
    return role;
  }

  /** What the sandbox shows now. */
  snapshot(): SandboxSnapshot {
    const { state, pending, log } = this.#match;
    const result = state.result;
    const viewAs = this.#viewAs;
    const seen = view(this.ruleset, state, viewAs);
    return {
      grids: gridsOf(seen, this.entities),
      zones: tableZonesOf(seen, this.entities),
      diverged: this.#diverged,
      pieces: piecesOf(seen, this.entities),
      problems: [],
      step: state.step,
      viewAs,
      seats: state.seatOrder.map((seat) => ({
        seat,
        bot: this.#bots.has(seat),
        role: this.#roleName(seen.seats[seat]?.role ?? null),
        team: seen.seats[seat]?.team ?? null,
      })),
      roles: state.seatOrder.some((seat) => state.seats[seat]?.role != null),
      decision: pending && {
        prompt: displayText(pending.prompt),
        kind: pending.kind,
        seats: pending.seats.map((seat) => ({
          seat,
          answered: seat in this.#partial,
          // Seen through a seat: its own options as its view names them (handles, never the ids of
          // rooms it has not identified), and none of another seat's (the panel says it is deciding).
          options:
            viewAs === 'all'
              ? (pending.options[seat] ?? []).map((o) => sandboxOption(o, seen))
              : seat === viewAs
                ? viewOptions(this.ruleset, state, seat).map((x) => sandboxOption(x.option, seen))
                : [],
          ...(pending.input?.[seat] ? { input: describeInput(pending.input[seat]) } : {}),
        })),
      },
      // The events the viewer may read, with the rooms it has not identified named by handles.
      log: eventsFor(log, viewAs).map((e) => displayText(e.text) || e.type),
      cursor: this.#cursor,
      recorded: this.#history.length,
      hash: stateHash(state),
      canUndo: this.#cursor > 0,
      canRedo: this.#cursor < this.#history.length,
      result: result ? `${result.outcome}: ${result.reason}` : null,
      tokens: tokenPanels(seen, this.entities),
      pickable: pickableDefs(this.entities, state.mode),
      picks: this.setup.picks ?? {},
      edited: !!this.setup.layout,
    };
  }
}
