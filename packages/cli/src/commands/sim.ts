// `roomsmith sim <pack…> --mode M [--games N] [--seats KINDS] [--seed S] [--workers K | --queue URL]
//   [--rotate] [--option NAME=VALUE]… [--json FILE|-] [--csv FILE] [--rates-csv FILE] [--explain SEED] [--setup N]
//   [--no-cache] [--verbose]`:
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
  type WhyTrace,
} from '@roomsmith/sim';
import type { GameFactory, SimPool } from '@roomsmith/sim/node';
import type { Command } from '../command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { lastValue, parseArgs, UsageError, type ParsedArgs } from '../shared/args.ts';
import {
  CACHE_SWITCHES,
  cacheHooks,
  loadGameWithMode,
  type GameLoader,
  type LoadedGame,
  type LoadHooks,
} from '../shared/game-loader.ts';
import { checkSeatCount, defaultSeats } from '../shared/seats.ts';
import { loadGame, workerFactory } from '../shared/load-game.ts';
import { runBatchWith, usesPool, workerPool } from '../shared/run-batch.ts';
import { parseOptions } from './play.ts';

const USAGE =
  'usage: roomsmith sim <pack-dir>… --mode MODE [--games N] [--seats N|KINDS] [--seed N] [--workers K | --queue redis://HOST:PORT] [--rotate] [--option NAME=VALUE]… [--json FILE|-] [--csv FILE] [--rates-csv FILE] [--explain SEED] [--setup DEALS] [--no-cache] [--verbose]';

/** An integer flag, at least `min`. */
export function intFlag(text: string | undefined, fallback: number, flag: string, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} takes an integer ≥ ${min}, got "${text}"`);
  return n;
}

/** The batch a sim or ab command line describes (without the packs). */
export function batchFromArgs(args: ParsedArgs, game: LoadedGame, mode: string): BatchJob {
  const counts = game.seatsOf?.(mode);
  let bots;
  try {
    bots = parseSeatBots(lastValue(args, 'seats') ?? String(defaultSeats(counts)));
  } catch (error) {
    throw new UsageError(`--seats: ${(error as Error).message}`);
  }
  checkSeatCount(mode, counts, bots.length);
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

/** Builds the sim command; `factory` tells worker threads and queue workers how to load the same packs. */
export function makeSimCommand(load: GameLoader, factory: (dirs: string[], cwd: string) => GameFactory): Command {
  return {
    usage: USAGE,
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
        switches: ['rotate', ...CACHE_SWITCHES],
      });
      const mode = lastValue(args, 'mode');
      if (!args.positionals.length || !mode) throw new UsageError(USAGE);
      const workers = intFlag(lastValue(args, 'workers'), 0, 'workers', 0);
      const queue = lastValue(args, 'queue');
      const plays = lastValue(args, 'explain') === undefined && lastValue(args, 'setup') === undefined;
      // Worker threads (all threads but this one) start now, loading their code while this thread reads and
      // validates the packs.
      const pool = plays && !queue && usesPool(workers) ? workerPool(workers) : undefined;
      try {
        return await simulate(args, mode, io, load, factory, { workers, queue, pool });
      } finally {
        await pool?.close();
      }
    },
  };
}

/** Loads the game and runs what the command line asks: a why trace, a deal analysis or a batch with its report. */
async function simulate(
  args: ParsedArgs,
  mode: string,
  io: CliIo,
  load: GameLoader,
  factory: (dirs: string[], cwd: string) => GameFactory,
  { workers, queue, pool }: { workers: number; queue: string | undefined; pool: SimPool | undefined },
): Promise<number> {
  // Once the packs are validated, the workers get them and compile while this thread compiles its own copy.
  const hooks: LoadHooks = {
    ...cacheHooks(args, io),
    ...(pool ? { loaded: (workerGame: GameFactory) => pool.load(workerGame) } : {}),
  };
  const game = await loadGameWithMode(load, args.positionals, mode, io, 'sim', hooks);
  if (!game) return ExitCode.usage;
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
  const json = lastValue(args, 'json');
  const start = performance.now();
  const stats = await runBatchWith(
    game,
    // The game lines go into --json alone: without it none is kept, sent between threads or merged.
    json ? job : { ...job, lines: false },
    {
      workers,
      ...(queue ? { queue } : {}),
      ...(pool ? { pool } : {}),
      factory: () => factory(args.positionals, io.cwd),
    },
    io,
  );
  const seconds = (performance.now() - start) / 1000;
  // The workers are stopped while the report is built: their threads wind down on the other cores, not after it.
  pool?.close().catch(() => undefined);
  const report = buildReport(stats, game.content ?? []);
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
export const simCommand = makeSimCommand(loadGame, workerFactory);
