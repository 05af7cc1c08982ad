import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyState, stateHash, type GameState, type Match } from '@roomsmith/engine';
import { botRng, engine, randomBot, runGame } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const games = [
  { pack: 'content/room25', mode: 'coop-s1', seats: 4 },
  { pack: 'content/double-rush', mode: 'match', seats: 2 },
  { pack: 'content/two-rooms', mode: null, seats: 0 },
];

describe('copyState on the shipped packs', () => {
  for (const g of games) {
    it(`copies every state of random ${g.pack} games equal to a structured clone`, async () => {
      const { ruleset } = await loadPackGame([path.join(root, g.pack)]);
      const mode = g.mode ?? (Object.keys(ruleset.modes)[0] as string);
      const seats = g.seats || (ruleset.modes[mode]?.seats.min ?? 1);
      for (let seed = 0; seed < 5; seed++) {
        const check = (state: GameState) => {
          const copy = copyState(state);
          expect(copy).toEqual(structuredClone(state));
          expect(stateHash(copy)).toBe(stateHash(state));
        };
        runGame({ engine, ruleset, mode, seed, seats }, () => randomBot(botRng(seed)), {
          onStart: check,
          afterStep: check,
        });
      }
    });
  }

  it('plays on from a copy to the same end as from the original', async () => {
    const { ruleset } = await loadPackGame([path.join(root, 'content/room25')]);
    const setup = { engine, ruleset, mode: 'coop-s1', seed: 3, seats: 4 };
    const whole = runGame(setup, () => randomBot(botRng(3)), { recordAnswers: true });
    let match = engine.createMatch(ruleset, setup);
    const answers = whole.recorded ?? [];
    for (const round of answers.slice(0, 10)) match = engine.answer(ruleset, match, round).match;
    let copy: Match = { state: copyState(match.state), pending: match.pending, log: [] };
    for (const round of answers.slice(10)) copy = engine.answer(ruleset, copy, round).match;
    expect(stateHash(copy.state)).toBe(stateHash(whole.match.state));
  });
});
