import { describe, expect, it } from 'vitest';
import { engine } from '@roomsmith/sim';
import { miniRuleset } from '@roomsmith/sim/testing';
import { textOf } from '../shared/text.ts';
import { playGame, type PlayIo, type PlaySetup, type SeatKind } from './session.ts';

const ruleset = miniRuleset();

function typed(lines: string[], repeat?: string): PlayIo & { printed: string[]; asked: number } {
  const io = {
    printed: [] as string[],
    asked: 0,
    out: (line: string) => void io.printed.push(line),
    ask: async () => (io.asked++, lines.shift() ?? repeat ?? null),
  };
  return io;
}

const setup = (seats: SeatKind[], seed = 7): PlaySetup<typeof ruleset> => ({
  engine,
  ruleset,
  mode: 'mini',
  seed,
  seats,
  nameOf: (def) => textOf(ruleset.defs[def]?.name) || def,
});

describe('terminal play', () => {
  it('plays a human game to the end and prints the result', async () => {
    const io = typed([], '1');
    const result = await playGame(setup(['human']), io);
    expect(result.quit).toBe(false);
    expect(io.printed.at(-1)).toMatch(/^Game over: (victory|defeat) \(.+\)\. Winners: (A|nobody)\.$/);
  });

  it('numbers the legal options with their ids', async () => {
    const io = typed([]);
    await playGame(setup(['human']), io);
    expect(io.printed).toContain('Seat A (s0): Program your actions (p0)');
    expect(io.printed).toContain('   1. look then move  (program:look,move)');
    expect(io.printed).toContain('   4. move  (program:move)');
  });

  it('draws the board with the Central Room and its figures in the middle', async () => {
    const io = typed([]);
    await playGame(setup(['human', 'bot']), io);
    const middle = io.printed.findIndex((l) => l.startsWith(' 2 |'));
    expect(io.printed[middle]).toMatch(/^ 2 \|\s+\?\?\s+\|\s+Central\s+\|\s+\?\?\s+\|$/);
    expect(io.printed[middle + 1]).toMatch(/\|\s+A B\s+\|/);
  });

  it('asks again after input that is not an option', async () => {
    const io = typed(['7', 'look', '1']);
    const result = await playGame(setup(['human']), io);
    expect(io.printed).toContain('"7" is not one of the options: type a number from 1 to 4, or q.');
    expect(io.printed).toContain('"look" is not one of the options: type a number from 1 to 4, or q.');
    expect(result.answers[0]).toEqual([{ seat: 's0', option: 'program:look,move' }]);
  });

  it('stops when the human types q and keeps the answers so far', async () => {
    const result = await playGame(setup(['human']), typed(['3', 'q']));
    expect(result.quit).toBe(true);
    expect(result.answers).toEqual([[{ seat: 's0', option: 'program:look' }]]);
  });

  it('treats the end of input as quitting', async () => {
    expect((await playGame(setup(['human']), typed([]))).quit).toBe(true);
  });

  it('lets bots play a whole game without asking anyone', async () => {
    const io = typed([]);
    const result = await playGame(setup(['bot', 'bot']), io);
    expect(io.asked).toBe(0);
    expect(result.match.state.result).not.toBeNull();
  });

  it('shows the events since the human last chose', async () => {
    const io = typed(['4']);
    await playGame(setup(['human', 'bot']), io);
    const reports = io.printed.flatMap((l, i) => (l === 'Since your last move:' ? [i] : []));
    expect(io.printed.slice(reports[0], reports[1])).toContain('  · The game begins');
    expect(io.printed.slice(reports[1])).toContain('  · p1 is programmed');
  });

  it('shows a seat only the events it may read', async () => {
    // The first events of the match: one seen only by s1 (closed eyes, a private peek), one announced to all.
    const hiding: typeof engine = {
      ...engine,
      createMatch: (r, m) => {
        const match = engine.createMatch(r, m);
        match.log.unshift(
          { type: 'component-moved', data: { visibleTo: ['s1'] }, text: 'c3 goes to the left room' },
          { type: 'announce', data: { public: true }, text: 'Closed!' },
        );
        return match;
      },
    };
    const io = typed(['4']);
    await playGame({ ...setup(['human', 'bot']), engine: hiding }, io);
    expect(io.printed).toContain('  · Closed!');
    expect(io.printed).not.toContain('  · c3 goes to the left room');
  });
});
