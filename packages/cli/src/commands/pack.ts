// `roomsmith pack <pack-dir> [--out FILE] [--deps DIR]…`: checks a pack and
// writes its bundle (zip + SHA-256 manifest), the same bytes for the same files.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildBundle, registryNameOf, type Bundle } from '@roomsmith/schema';
import { readPackTree } from '../bundles/pack-tree.ts';
import type { Command } from '../command.ts';
import { ExitCode, type CliIo } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { readPacks } from '../shared/read-packs.ts';
import { withSiblingDependencies } from '../shared/sibling-deps.ts';

const USAGE = 'usage: roomsmith pack <pack-dir> [--out FILE.zip] [--deps DIR]…';

/** Loads a pack folder (with its dependencies) and builds its bundle; prints why not on failure. */
export async function checkedBundle(
  dir: string,
  deps: readonly string[],
  io: CliIo,
): Promise<(Bundle & { bytes: Uint8Array }) | null> {
  // A pack that does not load is not shared: its dependencies are looked for beside it or in --deps.
  // The --deps folders count as provided: a sibling holding the same pack is not loaded a second time.
  const read = await readPacks(withSiblingDependencies([...deps, dir], io.cwd), io.cwd);
  if (!read.ok) {
    read.diagnostics.forEach((line) => io.err(line));
    io.err(`${dir}: not packed, fix the errors above first`);
    return null;
  }
  const built = buildBundle(await readPackTree(path.resolve(io.cwd, dir)));
  if (!built.ok) {
    io.err(`${dir}: ${built.error}`);
    return null;
  }
  return built;
}

/** `roomsmith pack`. */
export const packCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['out', 'deps'] });
    const [dir, ...rest] = args.positionals;
    if (!dir || rest.length) throw new UsageError(USAGE);
    const built = await checkedBundle(dir, args.values.get('deps') ?? [], io);
    if (!built) return ExitCode.failed;
    const { id, version } = built.manifest.pack;
    const name = registryNameOf(built.manifest.pack);
    // @ada/hazards 1.0.0 → ada-hazards-1.0.0.zip (as npm names a scoped tarball).
    const fileName = `${name.replace(/^@/, '').replace('/', '-')}-${version}.zip`;
    const out = path.resolve(io.cwd, lastValue(args, 'out') ?? fileName);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, built.bytes);
    io.out(
      `${path.relative(io.cwd, out) || out}: ${name}@${version}${name === id ? '' : ` (pack id ${id})`}, ${built.manifest.files.length} files, ${Math.ceil(built.bytes.length / 1024)} kB, sha256 ${built.sha256}`,
    );
    return ExitCode.ok;
  },
};
