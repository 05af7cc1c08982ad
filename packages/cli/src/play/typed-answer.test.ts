import { describe, expect, it } from 'vitest';
import { compileRuleset } from '@roomsmith/engine';
import { engine } from '@roomsmith/sim';
import { typedGuessMode } from '@roomsmith/sim/testing';
import { playGame, type PlayIo } from './session.ts';

const mode = typedGuessMode;
const { ruleset } = compileRuleset([{ manifest: { id: 't' }, entities: [mode] }]);
if (!ruleset) throw new Error('the test mode does not compile');
const compiled = ruleset;

function typed(lines: string[]): PlayIo & { printed: string[] } {
  const io = {
    printed: [] as string[],
    out: (line: string) => void io.printed.push(line),
    ask: async () => lines.shift() ?? null,
  };
  return io;
}

describe('a typed answer in terminal play', () => {
  it('refuses a malformed answer, says why, and takes the next one', async () => {
    const io = typed(['4a2', '042']);
    const result = await playGame(
      { engine, ruleset: compiled, mode: 'guess', seed: 1, seats: ['human'], nameOf: (d) => d },
      io,
    );
    expect(io.printed).toContain('Seat A (s0): The number? (3 digits)');
    expect(io.printed).toContain('Refused as malformed: "4A2" is not 3 digits.');
    expect(result.match.state.result?.outcome).toBe('victory');
    expect(result.answers).toEqual([[{ seat: 's0', option: 'text:042' }]]);
  });

  it('lets a bot type a random well-formed answer', async () => {
    const result = await playGame(
      { engine, ruleset: compiled, mode: 'guess', seed: 1, seats: ['bot'], nameOf: (d) => d },
      typed([]),
    );
    expect(result.answers[0]?.[0]?.option).toMatch(/^text:\d{3}$/);
  });
});
