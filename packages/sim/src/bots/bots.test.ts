import { describe, expect, it } from 'vitest';
import { seedRng, textAnswerProblem, type TextInput } from '@roomsmith/engine';
import { engine } from '../engine-api.ts';
import { runGame } from '../run/game.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { heuristicBot } from './heuristic.ts';
import { ismctsBot } from './ismcts.ts';
import { learnKnowledge } from './knowledge.ts';
import { seatPolicies, parseSeatBots } from './kinds.ts';

const ruleset = miniRuleset();
const knowledge = learnKnowledge(engine, ruleset, 'mini', 2, { seek: ['exit'] }, 60);
const wins = (seats: string, games: number) => {
  let won = 0;
  for (let seed = 0; seed < games; seed++) {
    const policies = seatPolicies(
      engine,
      ruleset,
      'mini',
      { bots: parseSeatBots(seats), hints: { seek: ['exit'] } },
      seed,
      seed,
    );
    if (runGame({ engine, ruleset, mode: 'mini', seed, seats: 2 }, policies).result?.winners.length) won++;
  }
  return won;
};

describe('bots', () => {
  it('learn from the content which rooms eliminate and that the mini game is cooperative', () => {
    expect([[...knowledge.lethal], knowledge.cooperative]).toEqual([['mini:deadly'], true]);
  });

  it('take the goal a mode names in its hints', () => {
    expect([...knowledge.goal]).toEqual(['mini:exit']);
  });

  it('heuristic teams reach the exit more often than random ones', () => {
    expect(wins('2xheuristic', 20)).toBeGreaterThan(wins('2', 20));
  }, 120_000);

  it('ISMCTS only ever answers with a legal option and plays the same game from the same seed', () => {
    const play = () => {
      const picks: string[] = [];
      runGame({ engine, ruleset, mode: 'mini', seed: 4, seats: 2 }, (seat) => {
        const bot = ismctsBot(engine, ruleset, knowledge, seedRng(`t:${seat}`), { iterations: 12, depth: 10 });
        return (ctx) => {
          const pick = bot(ctx);
          expect(ctx.options.map((o) => o.id)).toContain(pick);
          picks.push(pick);
          return pick;
        };
      });
      return picks;
    };
    expect(play()).toEqual(play());
  });

  it('heuristic and ISMCTS bots type a well-formed code when a decision asks them to type', () => {
    const input: TextInput = { alphabet: 'letters', length: 3 };
    const typed = [
      heuristicBot(engine, ruleset, knowledge, seedRng('h')),
      ismctsBot(engine, ruleset, knowledge, seedRng('i'), { iterations: 4 }),
    ].map((bot) =>
      bot({
        seat: 's0',
        decision: { id: 'd1', seats: ['s0'], options: {}, input: { s0: input } } as never,
        options: [],
        input,
        view: () => {
          throw new Error('a typed answer needs no view');
        },
      }),
    );
    expect(typed.map((t) => textAnswerProblem(input, t))).toEqual([null, null]);
  });

  it('ISMCTS stops at a time budget', () => {
    let clock = 0;
    let calls = 0;
    const bot = ismctsBot(engine, ruleset, knowledge, seedRng(1), { timeMs: 5 }, () => (calls++, (clock += 1)));
    runGame({ engine, ruleset, mode: 'mini', seed: 2, seats: 2 }, () => bot, { maxDecisions: 3 });
    expect(calls).toBeGreaterThan(0);
  });

  it('the heuristic bot without samples falls back to its first option', () => {
    const bot = heuristicBot(engine, ruleset, knowledge, seedRng(1));
    const option = { id: 'a', label: 'a' };
    expect(
      bot({ seat: 's0', decision: {} as never, options: [option, { id: 'b', label: 'b' }], view: () => ({}) as never }),
    ).toBe('a');
  });
});
