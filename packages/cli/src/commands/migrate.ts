// `roomsmith migrate <pack-dir>… [--check]`: brings packs written for an older
// content format to the current one on disk — the same migration the loader
// applies in memory (a pack.json without formatVersion gets one; relative
// `$schema` paths become the schemas' URLs). Only the changed values are
// edited; everything else in a file stays as written. `--check` writes
// nothing and exits 1 if a pack would change.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migratePack } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { parseArgs, UsageError } from '../shared/args.ts';

const USAGE = 'usage: roomsmith migrate <pack-dir>… [--check]';

/** `roomsmith migrate`. */
export const migrateCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { switches: ['check'] });
    if (!args.positionals.length) throw new UsageError(USAGE);
    const check = args.switches.has('check');
    let total = 0;
    for (const dirArg of args.positionals) {
      const dir = path.resolve(io.cwd, dirArg);
      const input = await readPackFolder(dir);
      const { files, changed, fromFormat } = migratePack({ root: dirArg, files: input.files });
      total += changed.length;
      for (const rel of changed) {
        if (!check) await writeFile(path.join(dir, ...rel.split('/')), String(files[rel]));
        io.out(`${check ? 'would migrate' : 'migrated'} ${path.join(dirArg, rel)}`);
      }
      const from = fromFormat === 0 ? 'no format version' : `format ${fromFormat}`;
      io.out(`${dirArg}: ${changed.length ? `${changed.length} file(s) from ${from}` : 'already current'}`);
    }
    return check && total > 0 ? ExitCode.failed : ExitCode.ok;
  },
};
