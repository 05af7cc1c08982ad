// `roomsmith check-leaks <pack-dir> [--pack DIR]… [--mode M] [--games N]`: plays
// random games of every mode of the pack (or one), at its smallest and largest
// seat counts, and checks that no seat's view, options or events tell it what it
// may not know (see @roomsmith/sim's checkLeaks). Prints one line per mode and
// seat count; the first leak found names the seed, step, seat and path.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Ruleset } from '@roomsmith/engine';
import { checkLeaks, type LeakReport } from '@roomsmith/sim';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { CACHE_SWITCHES, cacheHooks } from '../shared/game-loader.ts';
import { loadGame } from '../shared/load-game.ts';

const USAGE =
  'usage: roomsmith check-leaks <pack-dir> [--pack DIR]… [--mode MODE] [--games N] [--no-cache] [--verbose]';

function describe(r: LeakReport): string {
  const what = `${r.mode} (${r.seats} seat${r.seats > 1 ? 's' : ''}): ${r.games} games, ${r.steps} steps, ${r.checks} checks`;
  if (!r.leak) return `✓ ${what}, no leak`;
  const l = r.leak;
  return `✗ ${what}: LEAK (${l.check}) at seed ${l.seed}, step ${l.step}, seat ${l.seat}, ${l.path}: ${l.detail}`;
}

/** `roomsmith check-leaks`. */
export const checkLeaksCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['mode', 'games', 'pack'], switches: CACHE_SWITCHES });
    const [dir] = args.positionals;
    if (!dir || args.positionals.length > 1) throw new UsageError(USAGE);
    const games = Number(lastValue(args, 'games') ?? 20);
    if (!Number.isInteger(games) || games < 0) throw new UsageError(`--games takes an integer ≥ 0`);
    const deps = args.values.get('pack') ?? [];
    const loaded = await loadGame([...deps, dir], io.cwd, cacheHooks(args, io));
    if (!loaded.ok) {
      loaded.diagnostics.forEach((d) => io.err(d));
      return ExitCode.failed;
    }
    const ruleset = loaded.game.ruleset as Ruleset;
    const manifest = JSON.parse(await readFile(path.resolve(io.cwd, dir, 'pack.json'), 'utf8')) as { id: string };
    const wanted = lastValue(args, 'mode');
    const modes = Object.keys(ruleset.modes).filter((m) =>
      wanted === undefined ? m.startsWith(`${manifest.id}:`) : m === wanted || m === `${manifest.id}:${wanted}`,
    );
    if (!modes.length) {
      io.err(`roomsmith check-leaks: no mode ${wanted ? `"${wanted}" ` : ''}in ${manifest.id}`);
      return ExitCode.usage;
    }
    let leaks = 0;
    for (const mode of modes) {
      const { min, max } = ruleset.modes[mode]?.seats ?? { min: 1, max: 1 };
      for (const seats of [...new Set([min, max])]) {
        const report = checkLeaks({ ruleset, mode, seats, games });
        if (report.leak) leaks++;
        io.out(describe(report));
      }
    }
    return leaks ? ExitCode.failed : ExitCode.ok;
  },
};
