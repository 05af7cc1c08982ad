// The two checks every property test makes of random games: the state invariants after every
// step (and that the game ends), and that a recorded game replays to the same final hash.
import type { Ruleset } from '@roomsmith/engine';
import { engine } from '../engine-api.ts';
import {
  checkInvariants,
  remember,
  type InvariantRules,
  type StepEvent,
  type StepMemory,
} from '../invariants/invariants.ts';
import type { StateShape } from '../invariants/state-shape.ts';
import { makeReplay, verifyReplay } from '../replay/verify.ts';
import { runGame } from '../run/game.ts';
import { botRng, randomBot } from '../run/policy.ts';

/** One random game: its ruleset, mode, seed and seat count. */
export interface RandomGame {
  ruleset: Ruleset;
  mode: string;
  seed: number;
  seats: number;
}

/** Plays a game with random bots and lists every invariant it broke, step by step, and whether it failed to end. */
export function invariantViolations({ ruleset, mode, seed, seats }: RandomGame, rules: InvariantRules): string[] {
  let memory: StepMemory | undefined;
  let told = 0;
  const found: string[] = [];
  const check = (state: { step: number }, match: { log: readonly StepEvent[] }) => {
    const shape = state as unknown as StateShape;
    // The step's own events, so blocks lifted and re-laid within a step are followed in order.
    const events = match.log.slice(told);
    for (const v of checkInvariants(shape, rules, memory, events))
      found.push(`${mode} seed ${seed} seats ${seats}, step ${state.step}: ${v}`);
    memory = remember(shape, rules);
    told = match.log.length;
  };
  const game = runGame({ engine, ruleset, mode, seed, seats }, () => randomBot(botRng(seed)), {
    onStart: check,
    afterStep: check,
  });
  if (game.result === null) found.push(`${mode} seed ${seed}: no result after ${game.decisions} decisions`);
  return found;
}

/** Plays a game with random bots, records it, and replays the record (`packs` as the record names them). */
export function replayOfRandomGame({ ruleset, mode, seed, seats }: RandomGame, packs: string[]) {
  const game = runGame({ engine, ruleset, mode, seed, seats }, () => randomBot(botRng(seed)), { recordAnswers: true });
  const record = makeReplay({ packs, mode, seed, seats }, game.recorded ?? [], engine.stateHash(game.match.state));
  return verifyReplay(engine, ruleset, record, packs);
}
