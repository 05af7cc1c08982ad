// Plays one Room 25 game through the engine and the hand-written baseline at
// the same time, from the engine's deal: every decision of the baseline is
// checked against the engine's pending decision (same number of options) and
// the same option index is answered on both sides, so both play the same game.
import { nextInt, seedRng, type Match, type Ruleset } from '@roomsmith/engine';
import { engine, type Answer } from '@roomsmith/sim';
import { Game, KIND_IDS, type Kind, type Outcome } from './game.ts';

/** How a lockstep game went; `mismatch` says where the two sides first disagreed. */
export interface LockstepResult {
  engineOutcome: string | null;
  baselineOutcome: Outcome | null;
  decisions: number;
  engineDecisions: number;
  /** Option counts, decision by decision, as the baseline saw them. */
  optionCounts: number[];
  mismatch: string | null;
}

/** The room kinds by cell of a dealt match's complex. */
export function dealOf(match: Match): Kind[] {
  const grid = match.state.zones['complex'];
  if (!grid || grid.kind !== 'grid') throw new Error('no complex grid in the match');
  return grid.cells.map((id) => {
    const def = (id === null ? '' : (match.state.components[id]?.def ?? '')).replace(/^.*:/, '');
    const kind = (KIND_IDS as readonly string[]).indexOf(def);
    if (kind < 0) throw new Error(`room "${def}" is not in the beginner composition`);
    return kind as Kind;
  });
}

class Stop extends Error {}

/** Plays seed `seed` of coop-s1 (4 seats) on both sides with random picks from `pickSeed`. */
export function lockstep(ruleset: Ruleset, seed: number, pickSeed = seed): LockstepResult {
  let match = engine.createMatch(ruleset, { mode: 'coop-s1', seed, seats: 4 });
  const rng = seedRng(`lockstep:${pickSeed}`);
  const counts: number[] = [];
  let engineDecisions = 0;
  let mismatch: string | null = null;
  let pending: Answer[] = [];
  const pick = (n: number): number => {
    const decision = match.pending;
    if (!decision) {
      mismatch = `decision ${counts.length}: the engine has no decision, the baseline has ${n} options`;
      throw new Stop();
    }
    const seat = decision.seats[pending.length] as string;
    const options = engine.legalOptions(match, seat);
    if (options.length !== n) {
      mismatch = `decision ${counts.length} (${String(decision.prompt)}, ${seat}): engine ${options.length} options [${options.map((o) => o.id).join(' ')}], baseline ${n}`;
      throw new Stop();
    }
    counts.push(n);
    const index = nextInt(rng, n);
    pending.push({ seat, option: (options[index] as { id: string }).id });
    if (pending.length === decision.seats.length) {
      match = engine.answer(ruleset, match, pending).match;
      engineDecisions++;
      pending = [];
    }
    return index;
  };
  const game = new Game(dealOf(match), pick);
  let baselineOutcome: Outcome | null = null;
  try {
    baselineOutcome = game.play().outcome;
    if (match.pending)
      mismatch = `the baseline ended (${baselineOutcome}) but the engine asks "${String(match.pending.prompt)}"`;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return {
    engineOutcome: match.state.result?.outcome ?? null,
    baselineOutcome,
    decisions: counts.length,
    engineDecisions,
    optionCounts: counts,
    mismatch,
  };
}
