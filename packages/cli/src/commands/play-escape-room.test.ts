// Escape Room in the terminal, on the shipped packs: each sample scenario played
// to defeat through `roomsmith play` with answers typed as a player would
// (option numbers), and the test-fixture scenario (public codes) at a Secret
// Code room: a malformed code refused, then the right one activating it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { makePlayCommand } from './play.ts';
import { makeReplayCommand } from './replay.ts';
import { loadGame } from '../shared/load-game.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The options the last question printed, as `{ number, id }`. */
function lastOptions(stdout: readonly string[]): Array<{ n: number; id: string }> {
  const out: Array<{ n: number; id: string }> = [];
  for (let i = stdout.length - 1; i >= 0; i -= 1) {
    const m = /^\s+(\d+)\. .*\((\S+)\)$/.exec(stdout[i] ?? '');
    if (!m) {
      if (out.length) break;
      continue;
    }
    out.unshift({ n: Number(m[1]), id: m[2] ?? '' });
  }
  return out;
}

/** A player who answers by option id: the first of `script` when offered, else by `prefer`, else option 1. */
function player(stdout: string[], script: string[], prefer: readonly string[], typed: string[] = []) {
  return () => ({
    ask: async (prompt: string) => {
      if (!/^Choose/.test(prompt)) return typed.shift() ?? null;
      const options = lastOptions(stdout);
      const wanted = script[0];
      const scripted = options.find((o) => o.id === wanted);
      if (scripted) script.shift();
      const pick = scripted ?? prefer.map((p) => options.find((o) => o.id === p)).find(Boolean) ?? options[0];
      return String(pick?.n ?? 'q');
    },
    close: () => undefined,
  });
}

const args = (scenario: string, seed: string) => [
  'content/escape-room',
  '--mode',
  'escape-room',
  '--seed',
  seed,
  '--seats',
  'human',
  '--option',
  `scenario=${scenario}`,
];

describe('roomsmith play on the Escape Room', () => {
  it.each(['night-shift', 'blackout'])(
    'loses the sample scenario %s, nobody winning, when the countdown runs out',
    { timeout: 120_000 },
    async (scenario) => {
      const io = captureIo(workspaceRoot);
      const answers = player(io.stdout, [], ['program:look', 'free:none', 'act:later']);
      expect(await makePlayCommand(loadGame, answers).run(args(scenario, '2'), io)).toBe(0);
      expect(io.stdout).toContain(`  · scenario escape-room:${scenario}: 8 cards`);
      expect(io.stdout.at(-1)).toMatch(/^Game over: time-up \(The countdown ran out.*Winners: nobody\.$/);
    },
  );

  it(
    'refuses a malformed code at a Secret Code room, then activates it with the right one',
    { timeout: 120_000 },
    async () => {
      const io = captureIo(workspaceRoot);
      // Seed 6 deals the 4-digit Secret Code room next to the Central Room: Move there, then Control.
      const script = ['pick:c11', 'program:move,control', 'target:c11'];
      const answers = player(io.stdout, script, ['program:look', 'free:none', 'act:later'], ['12', '1111', 'q']);
      await makePlayCommand(loadGame, answers).run(args('test-fixture', '6'), io);
      expect(io.stdout).toContain('Refused as malformed: "12" is not 4 digits.');
      expect(io.stdout).toContain('  · key = 1');
    },
  );

  it(
    'replays the shipped victory to the escape (regenerate it with tools/escape-room/find-win.ts after editing the pack)',
    { timeout: 120_000 },
    async () => {
      const io = captureIo(workspaceRoot);
      const code = await makeReplayCommand(loadGame).run(['content/escape-room/test-fixture-victory.replay.json'], io);
      expect({ code, err: io.stderr }).toEqual({ code: 0, err: [] });
      expect(io.stdout.at(-1)).toMatch(/outcome total-victory/);
    },
  );
});
