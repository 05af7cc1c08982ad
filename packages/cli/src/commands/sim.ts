// `roomsmith sim <pack…> --mode M [--games N] [--seats N] [--seed S] [--workers K]`:
// random-bot games in bulk, with outcome rates and game length.
import { formatSummary, runBatch, summarize, type BatchStats } from '@roomsmith/sim';
import { createPool, type GameFactory } from '@roomsmith/sim/node';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { loadGameWithMode, type GameLoader } from '../shared/game-loader.ts';
import { loadGame, workerFactory } from '../shared/load-game.ts';

const USAGE = 'usage: roomsmith sim <pack-dir>… --mode MODE [--games N] [--seats N] [--seed N] [--workers K]';

function positiveInt(text: string | undefined, fallback: number, flag: string, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} takes an integer ≥ ${min}, got "${text}"`);
  return n;
}

/** Builds the sim command; `factory` tells worker threads how to load the same packs. */
export function makeSimCommand(load: GameLoader, factory: (dirs: string[], cwd: string) => GameFactory): Command {
  return {
    summary: 'play many random-bot games and print outcome rates',
    async run(argv, io) {
      const args = parseArgs(argv, { values: ['mode', 'games', 'seats', 'seed', 'workers'] });
      const mode = lastValue(args, 'mode');
      if (!args.positionals.length || !mode) throw new UsageError(USAGE);
      const games = positiveInt(lastValue(args, 'games'), 1000, 'games');
      const seats = positiveInt(lastValue(args, 'seats'), 4, 'seats');
      const firstSeed = positiveInt(lastValue(args, 'seed'), 0, 'seed', 0);
      const workers = positiveInt(lastValue(args, 'workers'), 0, 'workers', 0);
      const game = await loadGameWithMode(load, args.positionals, mode, io, 'sim');
      if (!game) return ExitCode.usage;
      const start = performance.now();
      let stats: BatchStats;
      if (workers > 0) {
        const pool = createPool(workers);
        try {
          stats = await pool.run({ factory: factory(args.positionals, io.cwd), mode, seats, firstSeed, games });
        } finally {
          await pool.close();
        }
      } else {
        stats = runBatch({ engine: game.engine, ruleset: game.ruleset, mode, seats, firstSeed, games });
      }
      const seconds = (performance.now() - start) / 1000;
      formatSummary(summarize(stats)).forEach((line) => io.out(line));
      for (const e of stats.firstErrors) io.err(`seed ${e.seed}: ${e.message}`);
      io.out(`${(stats.games / seconds).toFixed(0)} games/s on ${workers || 1} thread${workers > 1 ? 's' : ''}`);
      return stats.errors ? ExitCode.failed : ExitCode.ok;
    },
  };
}

/** `roomsmith sim`. */
export const simCommand = makeSimCommand(loadGame, workerFactory);
