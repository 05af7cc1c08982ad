// One match played by hand: answers are recorded, so undo rebuilds the match
// from its seed and replays all but the last answer (the engine is
// deterministic), and redo replays the next recorded one.
import { answer, createMatch, view, type Answer, type Match, type MatchSetup } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { SandboxSnapshot } from './engine-protocol.ts';
import { gridsOf } from './grids.ts';
import type { Entity } from './prepare.ts';

type Ruleset = Parameters<typeof createMatch>[0];

/** A match in the sandbox, with its answer history. */
export class SandboxSession {
  #match: Match;
  #history: Answer[][] = [];
  #cursor = 0;
  #partial: Record<string, string> = {};

  constructor(
    private readonly ruleset: Ruleset,
    private readonly entities: ReadonlyMap<string, Entity>,
    private readonly setup: MatchSetup,
  ) {
    this.#match = createMatch(ruleset, setup);
  }

  /** Records one seat's answer; the decision is answered once every asked seat has. */
  answer(seat: string, option: string): void {
    const pending = this.#match.pending;
    if (!pending) throw new Error('The match is not waiting for a decision.');
    if (!pending.options[seat]?.some((o) => o.id === option)) throw new Error(`${option} is not an option of ${seat}.`);
    this.#partial[seat] = option;
    if (!pending.seats.every((s) => s in this.#partial)) return;
    const answers = pending.seats.map((s) => ({ seat: s, option: this.#partial[s] ?? '' }));
    this.#history = [...this.#history.slice(0, this.#cursor), answers];
    this.#cursor += 1;
    this.#partial = {};
    answer(this.ruleset, this.#match, answers);
  }

  /** Takes the last answered decision back. */
  undo(): void {
    if (this.#cursor === 0) return;
    this.#cursor -= 1;
    this.#partial = {};
    this.#match = createMatch(this.ruleset, this.setup);
    for (const answers of this.#history.slice(0, this.#cursor)) answer(this.ruleset, this.#match, answers);
  }

  /** Answers the next decision as it was answered before an undo. */
  redo(): void {
    const answers = this.#history[this.#cursor];
    if (!answers) return;
    this.#cursor += 1;
    this.#partial = {};
    answer(this.ruleset, this.#match, answers);
  }

  /** The recorded answers up to now, as a replay would store them. */
  answers(): Answer[][] {
    return this.#history.slice(0, this.#cursor);
  }

  /** What the sandbox shows now. */
  snapshot(): SandboxSnapshot {
    const { state, pending, log } = this.#match;
    const result = state.result;
    return {
      grids: gridsOf(view(this.ruleset, state, 'all'), this.entities),
      problems: [],
      step: state.step,
      decision: pending && {
        prompt: displayText(pending.prompt),
        kind: pending.kind,
        seats: pending.seats.map((seat) => ({
          seat,
          answered: seat in this.#partial,
          options: (pending.options[seat] ?? []).map((o) => ({ id: o.id, label: displayText(o.label) || o.id })),
        })),
      },
      log: log.map((e) => displayText(e.text) || e.type),
      canUndo: this.#cursor > 0,
      canRedo: this.#cursor < this.#history.length,
      result: result ? `${result.outcome}: ${result.reason}` : null,
    };
  }
}
