// Each sample scenario of the Escape Room pack is won in the terminal: the codes are found
// from the scenario's salted hashes (as a person finds them from its cards), a won line of
// play is searched with full information, then typed into `roomsmith play` as a person types
// it (option numbers and codes, on standard input) and replayed by `roomsmith replay`.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '@roomsmith/sim';
import { loadEscapeRoom, MODE, recoverCodes, replayOf, searchWin, workspaceRoot } from './win-search.ts';

const cli = path.join(workspaceRoot, 'packages/cli/bin/roomsmith.mjs');

/** Runs the CLI from the repository root with `input` on standard input. */
function roomsmith(args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd: workspaceRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

type Loaded = Awaited<ReturnType<typeof loadEscapeRoom>>;
let game: Loaded;
let dir: string;
beforeAll(async () => {
  game = await loadEscapeRoom();
  dir = await mkdtemp(path.join(os.tmpdir(), 'roomsmith-escape-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const won = new Map<string, { seed: number; result: ReturnType<typeof searchWin> }>();

/** The first seed from 1 whose searched game is won (the search is not sure to win every deal). */
function wonGame(scenario: string) {
  const known = won.get(scenario);
  if (known) return known;
  const codes = recoverCodes(game.ruleset, scenario);
  for (let seed = 1; seed <= 5; seed++) {
    const result = searchWin({ ruleset: game.ruleset, scenario, seed, codes });
    if (result.outcome === 'total-victory') {
      won.set(scenario, { seed, result });
      return { seed, result };
    }
  }
  throw new Error(`the search won no game of ${scenario} in seeds 1-5`);
}

/** What a person types for each answer: the option's number as `play` lists it, or the code. */
function typedLines(scenario: string, seed: number, answers: readonly string[]): string[] {
  let match = engine.createMatch(game.ruleset, { mode: MODE, seed, seats: 1, options: { scenario } });
  return answers.map((option) => {
    const line = option.startsWith('text:')
      ? option.slice('text:'.length)
      : String(engine.legalOptions(match, 's0').findIndex((o) => o.id === option) + 1);
    match = engine.answer(game.ruleset, match, [{ seat: 's0', option }]).match;
    return line;
  });
}

describe.each(['night-shift', 'blackout'])('the sample scenario %s', (scenario) => {
  it('is won in roomsmith play by typing the options and the codes its cards give', { timeout: 240_000 }, async () => {
    const { seed, result } = wonGame(scenario);
    const lines = typedLines(scenario, seed, result.answers);
    expect(lines.every((l) => l !== '0')).toBe(true);
    const args = ['play', 'content/escape-room', '--mode', 'escape-room', '--seed', String(seed), '--seats', 'human'];
    const run = await roomsmith([...args, '--option', `scenario=${scenario}`], `${lines.join('\n')}\n`);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('  · key = 4');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^Game over: total-victory \(.*\)\. Winners: A\.$/);
  });

  it('is won again by roomsmith replay from the recorded answers', { timeout: 240_000 }, async () => {
    const { seed, result } = wonGame(scenario);
    const file = path.join(dir, `${scenario}.replay.json`);
    await writeFile(file, JSON.stringify(replayOf(game.packs, scenario, seed, result)));
    const run = await roomsmith(['replay', file]);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/outcome total-victory/);
  });
});
