// `roomsmith test [paths…] [--pack DIR]… [--counts FILE] [--no-cache] [--verbose]`: runs pack tests (by
// default those of every pack under content/). A path that is a pack folder
// runs that pack's own tests (loaded with the --pack packs as dependencies);
// any other path is a test file or folder of test files, run against the
// --pack packs. Prints one line per test and "N passed, N failed"; --counts
// also writes the tally as JSON (`npm test` adds it to its summary line).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from '../command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { parseArgs, UsageError } from '../shared/args.ts';
import { CACHE_SWITCHES, cacheHooks, type GameLoader, type LoadedGame } from '../shared/game-loader.ts';
import { textOf } from '../shared/text.ts';
import { judgePackTest, packTestProblem, type PackTest, type TestVerdict } from '@roomsmith/sim';
import { isPackDir, readTestFiles, type FoundTest } from '../packtest/test-files.ts';
import { loadGame } from '../shared/load-game.ts';

type Tally = { passed: number; failed: number };

function runAll(game: LoadedGame, tests: readonly FoundTest[], io: CliIo, tally: Tally): void {
  for (const { file, test } of tests) {
    const t = test as PackTest;
    const name = packTestProblem(test) ? `${file}` : textOf(t.name) || t.id;
    const verdict = judge(game, test);
    if (verdict.ok) {
      tally.passed++;
      io.out(`✓ ${name}`);
    } else {
      tally.failed++;
      io.out(`✗ ${name} — ${verdict.reason}`);
    }
  }
}

function judge(game: LoadedGame, test: unknown): TestVerdict {
  const mode = packTestProblem(test) ? null : (test as PackTest).mode;
  if (mode !== null && !game.modes.includes(mode))
    return { ok: false, reason: `no mode "${mode}" in the loaded packs` };
  const condition = game.condition;
  return judgePackTest(
    game.engine,
    game.ruleset,
    test,
    condition ? { condition: (_r, state, c) => condition(state, c) } : {},
  );
}

/** Without paths: the working directory when it is a pack, else every pack folder under content/. */
async function defaultTargets(cwd: string): Promise<string[]> {
  if (await isPackDir(cwd)) return [cwd];
  const content = path.join(cwd, 'content');
  const entries = await readdir(content, { withFileTypes: true }).catch(() => []);
  const packs: string[] = [];
  for (const e of entries)
    if (e.isDirectory() && (await isPackDir(path.join(content, e.name)))) packs.push(path.join(content, e.name));
  if (!packs.length)
    throw new UsageError('no pack here: name pack folders or test files, e.g. roomsmith test content/room25');
  return packs.sort();
}

/** Saves the tally in the shape the unit-test projects leave for `npm test`'s summary. */
async function writeCounts(file: string, tally: Tally): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ ...tally, skipped: 0 }) + '\n');
}

const USAGE = 'usage: roomsmith test [pack-dir | test-file]… [--pack DIR]… [--counts FILE] [--no-cache] [--verbose]';

/** Builds the test command over a pack loader. */
export function makeTestCommand(load: GameLoader): Command {
  return {
    usage: USAGE,
    async run(argv, io) {
      const args = parseArgs(argv, { values: ['pack', 'counts'], switches: CACHE_SWITCHES });
      const deps = args.values.get('pack') ?? [];
      const targets = args.positionals.length
        ? args.positionals.map((p) => path.resolve(io.cwd, p))
        : await defaultTargets(io.cwd);
      const packDirs: string[] = [];
      const looseTargets: string[] = [];
      for (const target of targets) ((await isPackDir(target)) ? packDirs : looseTargets).push(target);
      if (looseTargets.length && !deps.length)
        throw new UsageError('test files outside a pack need --pack DIR to name the packs they run against');
      const tally: Tally = { passed: 0, failed: 0 };
      const runs: Array<{ dirs: string[]; tests: (g: LoadedGame) => Promise<FoundTest[]> }> = packDirs.map((dir) => ({
        dirs: [...deps, dir],
        // A pack's own tests are the last loaded pack's pack-test entities.
        tests: async (g) => g.tests.filter((t) => t.pack === g.packs.at(-1)).map(({ file, test }) => ({ file, test })),
      }));
      if (looseTargets.length) runs.push({ dirs: deps, tests: () => readTestFiles(looseTargets) });
      for (const run of runs) {
        const loaded = await load(run.dirs, io.cwd, cacheHooks(args, io));
        if (!loaded.ok) {
          loaded.diagnostics.forEach((d) => io.err(d));
          return ExitCode.usage;
        }
        runAll(loaded.game, await run.tests(loaded.game), io, tally);
      }
      io.out(`${tally.passed} passed, ${tally.failed} failed`);
      const counts = args.values.get('counts')?.at(-1);
      if (counts) await writeCounts(path.resolve(io.cwd, counts), tally);
      return tally.failed ? ExitCode.failed : ExitCode.ok;
    },
  };
}

/** `roomsmith test`. */
export const testCommand = makeTestCommand(loadGame);
