// `roomsmith replay FILE [--pack DIR]…`: re-runs a recorded match and checks
// that it reaches the recorded final hash. Without --pack, the packs the
// record names are looked up in content/ under the working directory.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseReplay, verifyReplay } from '@roomsmith/sim';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { parseArgs, UsageError } from '../shared/args.ts';
import type { GameLoader } from '../shared/game-loader.ts';
import { findPackDirs } from '../shared/find-packs.ts';
import { loadGame } from '../shared/load-game.ts';

const USAGE = 'usage: roomsmith replay FILE [--pack DIR]…';

/** Builds the replay command over a pack loader. */
export function makeReplayCommand(load: GameLoader): Command {
  return {
    usage: USAGE,
    async run(argv, io) {
      const args = parseArgs(argv, { values: ['pack'] });
      const file = args.positionals[0];
      if (!file || args.positionals.length > 1) throw new UsageError(USAGE);
      const record = parseReplay(await readFile(path.resolve(io.cwd, file), 'utf8'));
      const dirs = args.values.get('pack') ?? (await findPackDirs(record.packs, path.resolve(io.cwd, 'content')));
      const loaded = await load(dirs, io.cwd);
      if (!loaded.ok) {
        loaded.diagnostics.forEach((d) => io.err(d));
        return ExitCode.usage;
      }
      const { engine, ruleset, packs } = loaded.game;
      const check = verifyReplay(engine, ruleset, record, packs);
      if (!check.ok) {
        io.err(`✗ ${file}: ${check.message}`);
        return ExitCode.failed;
      }
      const outcome = check.match.state.result?.outcome ?? 'not finished';
      io.out(`✓ ${file}: ${record.answers.length} decisions replayed, outcome ${outcome}, final hash ${check.hash}`);
      return ExitCode.ok;
    },
  };
}

/** `roomsmith replay`. */
export const replayCommand = makeReplayCommand(loadGame);
