// `roomsmith validate [paths…] [--json]`: loads the packs and prints every
// problem like a compiler. Exit 0 clean, 1 errors found, 2 could not run.
import { countBySeverity, formatDiagnostic, loadPacks } from '@roomsmith/schema';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { findDependencies, findPackInputs, isRequested } from './validate-inputs.ts';
import { ENGINE_VERSION } from '@roomsmith/engine';

const USAGE = [
  'Usage: roomsmith validate [paths…] [--json] [--deps DIR]',
  '  paths: pack folders, folders of packs (e.g. content/), pack .zip files, or single content files; default "."',
  '  --json: print the diagnostics as JSON',
  '  --deps DIR: load missing dependencies from this folder of packs (their own problems are not shown)',
].join('\n');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Checks packs against the schemas and links them; prints diagnostics. */
export const validateCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const json = args.includes('--json');
    if (args.includes('--help') || args.includes('-h')) {
      io.out(USAGE);
      return ExitCode.ok;
    }
    const depsAt = args.indexOf('--deps');
    const depsDir = depsAt >= 0 ? args[depsAt + 1] : undefined;
    const rest = depsAt >= 0 ? [...args.slice(0, depsAt), ...args.slice(depsAt + 2)] : args;
    const unknown = rest.filter((a) => a.startsWith('-') && a !== '--json');
    if (unknown.length > 0 || (depsAt >= 0 && !depsDir)) {
      io.err(
        `roomsmith validate: ${unknown.length > 0 ? `unknown option ${unknown[0]}` : 'missing DIR after --deps'}\n${USAGE}`,
      );
      return ExitCode.usage;
    }
    const paths = rest.filter((a) => !a.startsWith('-'));
    const found = await findPackInputs(paths.length > 0 ? paths : ['.'], io.cwd);
    if ('error' in found) {
      io.err(`roomsmith validate: ${found.error}`);
      return ExitCode.usage;
    }
    const deps = depsDir ? await findDependencies(found.inputs, depsDir, io.cwd) : [];
    const result = loadPacks([...found.inputs, ...deps], { engineVersion: ENGINE_VERSION });
    const diagnostics = result.diagnostics.filter((d) => isRequested(d.file, found));
    const counts = countBySeverity(diagnostics);
    if (json) io.out(JSON.stringify(diagnostics, null, 2));
    else {
      for (const d of diagnostics) io.out(formatDiagnostic(d));
      const files = found.inputs.reduce((n, i) => n + Object.keys(i.files).length, 0);
      const problems =
        counts.error + counts.warning === 0
          ? 'no problems'
          : `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}`;
      io.out(`${plural(found.inputs.length, 'pack')}, ${plural(files, 'file')}: ${problems}`);
    }
    return counts.error > 0 ? ExitCode.failed : ExitCode.ok;
  },
};
