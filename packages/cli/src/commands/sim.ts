// `roomsmith sim <pack…> --mode M [--games N] [--seats KINDS] [--seed S] [--workers K | --queue URL]
//   [--rotate] [--option NAME=VALUE]… [--json FILE|-] [--csv FILE] [--rates-csv FILE] [--explain SEED] [--setup N]`:
// bot games in bulk with a report (rates with 95% intervals, game length,
// per-seat, per-bot, per-team, per-role and first-player win rates, per-content analytics), why traces of
// one game, or an analysis of the mode's deals.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  analyseSetups,
  buildReport,
  contentCsv,
  explainGame,
  ratesCsv,
  formatReport,
  formatSetup,
  learnKnowledge,
  parseSeatBots,
  type BatchJob,
  type BatchStats,
  type WhyTrace,
} from '@roomsmith/sim';
import type { GameFactory, LocalGame, SimPool } from '@roomsmith/sim/node';
import type { Command } from '../command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { lastValue, parseArgs, UsageError, type ParsedArgs } from '../shared/args.ts';
import { loadGameWithMode, type GameLoader, type LoadedGame } from '../shared/game-loader.ts';
import { loadGame, trustedWorkerFactory, workerFactory } from '../shared/load-game.ts';
import { progressBar } from '../shared/progress.ts';
import { runBatchWith, usesPool, workerPool } from '../shared/run-batch.ts';
import { parseOptions } from './play.ts';

const USAGE =
  'usage: roomsmith sim <pack-dir>… --mode MODE [--games N] [--seats N|KINDS] [--seed N] [--workers K | --queue redis://HOST:PORT] [--rotate] [--option NAME=VALUE]… [--json FILE|-] [--csv FILE] [--rates-csv FILE] [--explain SEED] [--setup DEALS]';

/** An integer flag, at least `min`. */
export function intFlag(text: string | undefined, fallback: number, flag: string, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} takes an integer ≥ ${min}, got "${text}"`);
  return n;
}

/** The batch a sim or ab command line describes (without the packs). */
export function batchFromArgs(args: ParsedArgs, game: Pick<LoadedGame, 'hints'>, mode: string): BatchJob {
  let bots;
  try {
    bots = parseSeatBots(lastValue(args, 'seats') ?? '4');
  } catch (error) {
    throw new UsageError(`--seats: ${(error as Error).message}`);
  }
  const hints = game.hints?.[mode];
  const options = parseOptions(args.values.get('option') ?? []);
  return {
    mode,
    seats: bots.length,
    ...(options ? { options } : {}),
    firstSeed: intFlag(lastValue(args, 'seed'), 0, 'seed', 0),
    games: intFlag(lastValue(args, 'games'), 1000, 'games'),
    bots: { bots, ...(args.switches.has('rotate') ? { rotate: true } : {}), ...(hints ? { hints } : {}) },
    analytics: true,
  };
}

/** Prints why traces: each death, escape and ending with its chain of content. */
export function printTraces(io: CliIo, traces: readonly WhyTrace[], fileOf: (def: string) => string | undefined): void {
  for (const t of traces) {
    io.out(`${t.what} of ${t.subject || 'the game'} at step ${t.step}:`);
    for (const link of t.chain) {
      const where = link.def ? `  (${fileOf(link.def) ?? link.def}#${link.path ?? ''})` : '';
      io.out(`  ${link.type.padEnd(16)} ${link.text}${where}`);
    }
  }
}

async function writeOut(io: CliIo, file: string, text: string): Promise<void> {
  if (file === '-') io.out(text.trimEnd());
  else await writeFile(path.resolve(io.cwd, file), text);
}

/**
 * Builds the sim command; `factory` tells worker threads and queue workers how to load the same packs.
 * With `unchecked` (how worker threads read the same folders without checking them), worker threads
 * start on the batch at once, while this thread checks the packs (see `startEarly`).
 */
export function makeSimCommand(
  load: GameLoader,
  factory: (dirs: string[], cwd: string) => GameFactory,
  unchecked?: (dirs: string[], cwd: string) => GameFactory,
): Command {
  return {
    async run(argv, io) {
      const args = parseArgs(argv, {
        values: [
          'mode',
          'games',
          'seats',
          'seed',
          'workers',
          'queue',
          'json',
          'csv',
          'rates-csv',
          'option',
          'explain',
          'setup',
        ],
        switches: ['rotate'],
      });
      const mode = lastValue(args, 'mode');
      if (!args.positionals.length || !mode) throw new UsageError(USAGE);
      const workers = intFlag(lastValue(args, 'workers'), 0, 'workers', 0);
      const queue = lastValue(args, 'queue');
      const plays = lastValue(args, 'explain') === undefined && lastValue(args, 'setup') === undefined;
      // Worker threads (all threads but this one) start now, loading their code while this thread reads and
      // validates the packs.
      const pool = plays && !queue && usesPool(workers) ? workerPool(workers) : undefined;
      // They read and compile the folders too, unchecked, and start playing while this thread checks them.
      const started = pool && unchecked ? startEarly(pool, unchecked(args.positionals, io.cwd), args, mode) : undefined;
      try {
        return await simulate(args, mode, io, load, factory, { workers, queue, pool, started });
      } finally {
        await pool?.close();
      }
    },
  };
}

/** A batch the worker threads started before this thread had checked the packs. */
interface EarlyBatch {
  /** The job as the command line gives it, without the packs' bot hints (each thread takes its own game's). */
  job: BatchJob;
  stats: Promise<BatchStats>;
  /** Gives the pool this thread's checked game: it plays too, and the workers' games must have its hash. */
  join(game: LoadedGame): void;
  /** Ends the batch: the packs failed their checks (or lack the mode). */
  abandon(): void;
  /** Sends finished games to `tick`: those finished so far at once, the rest as they finish. */
  follow(tick: (games: number) => void): void;
}

/**
 * Starts the command line's batch on `pool`, whose workers build the game from `factory` (the pack
 * folders, read unchecked) while this thread reads and checks the packs: a worker's start — loading,
 * compiling, its first games while the JIT warms up — overlaps this thread's checks instead of
 * following them. This thread joins once its game is built; the batch fails if a worker's game had
 * another ruleset hash. Undefined when the command line does not describe a batch (its usage error
 * is reported after the load, as without workers).
 */
function startEarly(pool: SimPool, factory: GameFactory, args: ParsedArgs, mode: string): EarlyBatch | undefined {
  let job: BatchJob;
  try {
    job = batchFromArgs(args, {}, mode);
  } catch {
    return undefined;
  }
  pool.load(factory);
  let join: (game: LocalGame) => void = () => undefined;
  let abandon: (reason: Error) => void = () => undefined;
  const here = new Promise<LocalGame>((resolve, reject) => ((join = resolve), (abandon = reject)));
  let finished = 0;
  let tick: (games: number) => void = (games) => {
    finished += games;
  };
  const stats = pool.run({ ...job, factory, packHints: true }, (s) => tick(s.games + s.errors), here);
  // Awaited only once the packs are checked; when they fail, the command ends and closes the pool.
  stats.catch(() => undefined);
  return {
    job,
    stats,
    join(game) {
      join({
        engine: game.engine,
        ruleset: game.ruleset,
        ...(game.hints ? { hints: game.hints } : {}),
        // A game without a hash (a test's loader) could not be told apart from other rules: refuse it.
        hash: game.hash ?? 'no ruleset hash',
      });
    },
    abandon() {
      abandon(new Error('the packs failed their checks'));
    },
    follow(to) {
      to(finished);
      tick = to;
    },
  };
}

/** Joins the early batch with this thread's checked game and waits for it, with a progress bar. */
async function finishEarly(started: EarlyBatch, game: LoadedGame, io: CliIo): Promise<BatchStats> {
  started.join(game);
  const progress = progressBar(io, started.job.games, 'games');
  try {
    started.follow((games) => progress.tick(games));
    return await started.stats;
  } finally {
    progress.stop();
  }
}

/** Loads the game and runs what the command line asks: a why trace, a deal analysis or a batch with its report. */
async function simulate(
  args: ParsedArgs,
  mode: string,
  io: CliIo,
  load: GameLoader,
  factory: (dirs: string[], cwd: string) => GameFactory,
  {
    workers,
    queue,
    pool,
    started,
  }: { workers: number; queue: string | undefined; pool: SimPool | undefined; started: EarlyBatch | undefined },
): Promise<number> {
  // Without a batch started early, the workers get the packs once they are validated and compile them
  // while this thread compiles its own copy.
  const hooks = pool && !started ? { loaded: (workerGame: GameFactory) => pool.load(workerGame) } : {};
  const game = await loadGameWithMode(load, args.positionals, mode, io, 'sim', hooks);
  if (!game) {
    started?.abandon();
    return ExitCode.usage;
  }
  const job = batchFromArgs(args, game, mode);
  const fileOf = (def: string) => game.fileOf?.(def);
  const explain = lastValue(args, 'explain');
  if (explain !== undefined) {
    const seed = intFlag(explain, 0, 'explain', 0);
    const shown = explainGame(game.engine, game.ruleset, {
      mode,
      seats: job.seats,
      seed,
      ...(job.bots ? { bots: job.bots } : {}),
      ...(job.options ? { options: job.options } : {}),
    });
    io.out(
      `seed ${seed}: ${shown.result ? `${shown.result.outcome} (${shown.result.reason})` : 'unfinished'} after ${shown.decisions} decisions`,
    );
    printTraces(io, shown.traces, fileOf);
    return ExitCode.ok;
  }
  const setup = lastValue(args, 'setup');
  if (setup !== undefined) {
    const deals = intFlag(setup, 1000, 'setup');
    const knowledge = learnKnowledge(game.engine, game.ruleset, mode, job.seats, job.bots?.hints);
    const report = analyseSetups(
      game.engine,
      game.ruleset,
      mode,
      job.seats,
      knowledge,
      deals,
      job.firstSeed,
      game.content ?? [],
    );
    formatSetup(report).forEach((l) => io.out(l));
    const json = lastValue(args, 'json');
    if (json) await writeOut(io, json, JSON.stringify(report, null, 2) + '\n');
    return ExitCode.ok;
  }
  // Timed from here either way (games/s as on one thread): the workers' head start during the load is a bonus.
  const start = performance.now();
  const stats = started
    ? await finishEarly(started, game, io)
    : await runBatchWith(
        game,
        job,
        {
          workers,
          ...(queue ? { queue } : {}),
          ...(pool ? { pool } : {}),
          factory: () => factory(args.positionals, io.cwd),
        },
        io,
      );
  const seconds = (performance.now() - start) / 1000;
  const report = buildReport(stats, game.content ?? []);
  const json = lastValue(args, 'json');
  const csv = lastValue(args, 'csv');
  if (json !== '-') formatReport(report).forEach((line) => io.out(line));
  for (const e of stats.firstErrors) io.err(`seed ${e.seed}: ${e.message}`);
  if (json)
    await writeOut(io, json, JSON.stringify({ ...report, seconds, lines: stats.analytics?.lines }, null, 2) + '\n');
  if (csv) await writeOut(io, csv, contentCsv(report));
  const rates = lastValue(args, 'rates-csv');
  if (rates) await writeOut(io, rates, ratesCsv(report));
  const where = queue ? `queue ${queue}` : usesPool(workers) ? `${workers} threads` : '1 thread';
  if (json !== '-') io.out(`${(stats.games / seconds).toFixed(1)} games/s on ${where}`);
  return stats.errors ? ExitCode.failed : ExitCode.ok;
}

/** `roomsmith sim`. */
export const simCommand = makeSimCommand(loadGame, workerFactory, trustedWorkerFactory);
