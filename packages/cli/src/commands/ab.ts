// `roomsmith ab <packA> <packB> --mode M [--games N] [--seats KINDS] [--seed S] [--workers K]`:
// the same seeds and seat bots on two versions of a pack, and what changed.
import { compareBatches, formatAb } from '@roomsmith/sim';
import type { GameFactory, SimPool } from '@roomsmith/sim/node';
import type { Command } from '../command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { lastValue, parseArgs, UsageError, type ParsedArgs } from '../shared/args.ts';
import { loadGameWithMode, type GameLoader } from '../shared/game-loader.ts';
import { loadGame, workerFactory } from '../shared/load-game.ts';
import { runBatchWith, usesPool, workerPool } from '../shared/run-batch.ts';
import { batchFromArgs, intFlag } from './sim.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const USAGE =
  'usage: roomsmith ab <packA-dir> <packB-dir> --mode MODE [--games N] [--seats N|KINDS] [--seed N] [--workers K] [--with DEP-DIR]… [--json FILE]';

/** Builds the ab command. */
export function makeAbCommand(load: GameLoader, factory: (dirs: string[], cwd: string) => GameFactory): Command {
  return {
    usage: USAGE,
    async run(argv, io) {
      const args = parseArgs(argv, {
        values: ['mode', 'games', 'seats', 'seed', 'workers', 'with', 'json'],
        switches: ['rotate'],
      });
      const mode = lastValue(args, 'mode');
      const [a, b, ...rest] = args.positionals;
      if (!a || !b || rest.length || !mode) throw new UsageError(USAGE);
      const deps = args.values.get('with') ?? [];
      const workers = intFlag(lastValue(args, 'workers'), 0, 'workers', 0);
      // Worker threads start now, loading their code while this thread loads the packs; both batches use them.
      const pool = usesPool(workers) ? workerPool(workers) : undefined;
      try {
        return await compare(args, mode, [a, b], deps, io, load, factory, { workers, pool });
      } finally {
        await pool?.close();
      }
    },
  };
}

/** Loads both games, plays the same seeds on each and prints the paired comparison. */
async function compare(
  args: ParsedArgs,
  mode: string,
  [a, b]: [string, string],
  deps: string[],
  io: CliIo,
  load: GameLoader,
  factory: (dirs: string[], cwd: string) => GameFactory,
  { workers, pool }: { workers: number; pool: SimPool | undefined },
): Promise<number> {
  // Each version goes to the workers as soon as it is validated; they compile it while this thread goes on.
  const hooks = pool ? { loaded: (workerGame: GameFactory) => pool.load(workerGame) } : {};
  const gameA = await loadGameWithMode(load, [...deps, a], mode, io, 'ab', hooks);
  const gameB = await loadGameWithMode(load, [...deps, b], mode, io, 'ab', hooks);
  if (!gameA || !gameB) return ExitCode.usage;
  const jobA = batchFromArgs(args, gameA, mode);
  const jobB = batchFromArgs(args, gameB, mode);
  const statsA = await runBatchWith(
    gameA,
    jobA,
    { workers, ...(pool ? { pool } : {}), factory: () => factory([...deps, a], io.cwd) },
    io,
    'games of A',
  );
  const statsB = await runBatchWith(
    gameB,
    jobB,
    { workers, ...(pool ? { pool } : {}), factory: () => factory([...deps, b], io.cwd) },
    io,
    'games of B',
  );
  const report = compareBatches(statsA, statsB);
  io.out(`A = ${gameA.packs.join(' + ')}, B = ${gameB.packs.join(' + ')}`);
  formatAb(report).forEach((l) => io.out(l));
  const json = lastValue(args, 'json');
  if (json) await writeFile(path.resolve(io.cwd, json), JSON.stringify(report, null, 2) + '\n');
  return statsA.errors || statsB.errors ? ExitCode.failed : ExitCode.ok;
}

/** `roomsmith ab`. */
export const abCommand = makeAbCommand(loadGame, workerFactory);
