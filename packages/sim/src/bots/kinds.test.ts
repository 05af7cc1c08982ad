import { describe, expect, it } from 'vitest';
import { botAt, botLabel, parseBotKind, parseSeatBots } from './kinds.ts';

describe('bot kinds', () => {
  it('reads a count as that many random bots', () => {
    expect(parseSeatBots('3')).toEqual([{ kind: 'random' }, { kind: 'random' }, { kind: 'random' }]);
  });

  it('reads kinds by comma, with repeats and search settings', () => {
    expect(parseSeatBots('2xheuristic,ismcts:50,ismcts:20ms').map(botLabel)).toEqual([
      'heuristic',
      'heuristic',
      'ismcts:50',
      'ismcts:20ms',
    ]);
  });

  it('refuses an unknown bot', () => {
    expect(() => parseBotKind('clever')).toThrow(/unknown bot "clever"/);
  });

  it('rotates seats by game so each bot sits first in turn', () => {
    const bots = parseSeatBots('random,heuristic');
    expect([0, 1].map((g) => botAt(bots, 0, g, true).kind)).toEqual(['random', 'heuristic']);
  });
});
