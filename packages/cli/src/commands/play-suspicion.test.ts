// A person plays Room 25's Suspicion in the terminal against bots, both guard counts (and so
// both "masks fall" variants), to the end, from piped answers: the human always takes the first
// option, so the game is deterministic for a seed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../shared/load-game.ts';
import { captureIo } from '../testing/capture.ts';
import { makePlayCommand } from './play.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Input that answers "1" (the first option) to every question. */
const firstOption = () => ({ ask: async () => '1', close: () => undefined });

async function play(mode: string, seats: number, seed: number) {
  const io = captureIo(workspaceRoot);
  const kinds = ['human', ...Array<string>(seats - 1).fill('bot')].join(',');
  const code = await makePlayCommand(loadGame, firstOption).run(
    ['content/room25', '--mode', mode, '--seats', kinds, '--seed', String(seed)],
    io,
  );
  return { code, out: io.stdout };
}

describe('roomsmith play: Suspicion with one human and bots', () => {
  for (const [mode, seats, seed] of [
    ['suspicion-1-guard', 4, 1],
    ['suspicion-1-guard', 5, 2],
    ['suspicion-2-guards', 5, 3],
    ['suspicion-2-guards', 8, 4],
  ] as const)
    it(
      `plays ${mode} with ${seats} seats to the end, showing the human only its own role`,
      { timeout: 120_000 },
      async () => {
        const { code, out } = await play(mode, seats, seed);
        expect(code).toBe(0);
        expect(out.at(-1)).toMatch(/^Game over: /);
        const others = Array.from({ length: seats - 1 }, (_, i) => `${String.fromCharCode(66 + i)} ?`).join(', ');
        const first = out.find((l) => l.startsWith('roles:'));
        expect(first).toMatch(
          new RegExp(`^roles: A (guard \\(guards\\)|prisoner \\(prisoners\\)), ${others.replaceAll('?', '\\?')}$`),
        );
      },
    );
});
