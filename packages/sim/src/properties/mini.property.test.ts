// Property tests on the real engine: random games of the mini Room 25 with
// the state invariants checked after every step, and replay determinism.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { checkInvariants, remember, type InvariantRules, type StepMemory } from '../invariants/invariants.ts';
import type { StateShape } from '../invariants/state-shape.ts';
import { makeReplay, verifyReplay } from '../replay/verify.ts';
import { runGame } from '../run/game.ts';
import { botRng, randomBot } from '../run/policy.ts';
import { miniRuleset } from '../testing/mini-pack.ts';

const ruleset = miniRuleset();
const rules: InvariantRules = {
  fixed: [{ def: 'mini:central', zone: 'complex', cell: 4 }],
  counterRanges: { 'turns-left': { min: 0, max: 6 } },
  blockingMarkers: ['do-not-cross'],
  pieceZones: ['complex'],
};
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const seats = fc.integer({ min: 1, max: 4 });

function playChecked(gameSeed: number, seatCount: number): { violations: string[]; decisions: number } {
  let memory: StepMemory | undefined;
  const violations: string[] = [];
  const check = (state: unknown) => {
    const shape = state as StateShape;
    const step = (state as { step: number }).step;
    violations.push(...checkInvariants(shape, rules, memory).map((v) => `seed ${gameSeed}, step ${step}: ${v}`));
    memory = remember(shape, rules);
  };
  const game = runGame(
    { engine, ruleset, mode: 'mini', seed: gameSeed, seats: seatCount },
    () => randomBot(botRng(gameSeed)),
    {
      onStart: check,
      afterStep: check,
    },
  );
  if (game.result === null) violations.push('the game did not end');
  return { violations, decisions: game.decisions };
}

describe('mini Room 25 under random play', () => {
  it('keeps every invariant after every step of 1,000 games', () => {
    fc.assert(
      fc.property(seed, seats, (s, n) => {
        expect(playChecked(s, n).violations).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('replays every recorded game to the same final hash', () => {
    fc.assert(
      fc.property(seed, seats, (s, n) => {
        const setup = { engine, ruleset, mode: 'mini', seed: s, seats: n };
        const game = runGame(setup, () => randomBot(botRng(s)), { recordAnswers: true });
        const record = makeReplay(
          { packs: ['mini@1.0.0'], mode: 'mini', seed: s, seats: n },
          game.recorded ?? [],
          engine.stateHash(game.match.state),
        );
        expect(verifyReplay(engine, ruleset, record, ['mini@1.0.0'])).toMatchObject({ ok: true });
      }),
      { numRuns: 300 },
    );
  });
});
