// `roomsmith install <bundle.zip|URL|name@range> [--packs DIR] [--from DIR]…`:
// checks a bundle's digests, resolves its dependencies by semver (installed
// packs first, then bundles found in --from folders, then the registry),
// validates the packs together, and only then writes them into the packs
// folder. A name is a pack id or a scoped `@scope/name`; either way the pack
// is installed in a folder named by its id (what references use), and a
// folder holding another package of the same id is never overwritten.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  checkRegistryName,
  compareDiagnostics,
  formatDiagnostic,
  loadPacks,
  readBundle,
  registryNameOf,
  type PackInput,
} from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { ENGINE_VERSION } from '@roomsmith/engine';
import validRange from 'semver/ranges/valid.js';
import { writePackTree } from '../bundles/pack-tree.ts';
import { download, fetchFromRegistry } from '../bundles/registry-client.ts';
import {
  bestBundle,
  installedFor,
  matches,
  resolveInstall,
  type BundleSource,
  type InstalledPack,
} from '../bundles/resolve.ts';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';

const USAGE =
  'usage: roomsmith install <bundle.zip | https://…/bundle.zip | name@range | @scope/name@range> [--packs DIR] [--from DIR]… [--registry URL]';

/** `roomsmith install`. */
export const installCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['packs', 'from', 'registry'] });
    const registry = lastValue(args, 'registry') ?? process.env['ROOMSMITH_REGISTRY'];
    const [what, ...rest] = args.positionals;
    if (!what || rest.length) throw new UsageError(USAGE);
    const packsDir = path.resolve(io.cwd, lastValue(args, 'packs') ?? 'packs');
    const fromDirs = (args.values.get('from') ?? []).map((d) => path.resolve(io.cwd, d));
    const fail = (message: string) => {
      io.err(`install refused, nothing was written: ${message}`);
      return ExitCode.failed;
    };

    const available = await bundlesIn(fromDirs, io.err);
    let root: BundleSource;
    // name@range: the name is everything before the last "@" that is not the scope's own.
    const at = what.indexOf('@', what.startsWith('@') ? 1 : 0);
    const isFile = what.endsWith('.zip') || /^https?:\/\//.test(what);
    // A scoped name is always a name (so "@Ada/x@1" says what is wrong with it); a bare one only when well formed.
    const name = at > 0 ? what.slice(0, at) : '';
    if (!isFile && at > 0 && (what.startsWith('@') || checkRegistryName(name) === null)) {
      const range = what.slice(at + 1);
      const badName = checkRegistryName(name);
      if (badName) throw new UsageError(badName);
      if (!validRange(range)) throw new UsageError(`"${range}" is not a semver range`);
      const best = bestBundle(available, name, range);
      if (best) root = best;
      else if (registry) {
        const fetched = await fetchFromRegistry(registry, name, range);
        if ('error' in fetched) return fail(fetched.error);
        root = fetched;
      } else {
        const where = fromDirs.length ? fromDirs.join(', ') : 'any --from folder (none given; or name a --registry)';
        return fail(`no bundle of ${name} satisfying ${range} in ${where}`);
      }
    } else {
      const bytes = await fetchBytes(what, io.cwd);
      if ('error' in bytes) return fail(bytes.error);
      const read = readBundle(bytes.data);
      if (!read.ok) return fail(`${what}: ${read.error}`);
      root = { bundle: read, from: what };
    }

    const installed = await installedPacks(packsDir);
    if (registry) {
      const problem = await prefetchDependencies(root, installed, available, registry);
      if (problem) return fail(problem);
    }
    const resolved = resolveInstall(root, installed, available);
    if (!resolved.ok) return fail(resolved.error);
    const { plan } = resolved;

    // Validate everything the new packs load with before writing anything.
    const inputs: PackInput[] = [];
    for (const used of plan.uses)
      inputs.push({ ...(await readPackFolder(used.dir)), root: path.relative(io.cwd, used.dir) });
    for (const s of plan.install)
      inputs.push({ root: `${s.from} (${s.bundle.manifest.pack.id})`, files: s.bundle.files });
    const { diagnostics } = loadPacks(inputs, { engineVersion: ENGINE_VERSION });
    const errors = diagnostics.filter((d) => d.severity === 'error').sort(compareDiagnostics);
    if (errors.length) {
      errors.forEach((d) => io.err(formatDiagnostic(d)));
      return fail(`${root.from} does not load (${errors.length} error${errors.length === 1 ? '' : 's'} above)`);
    }

    // A folder is named by the pack id: never replace another package that has the same id.
    for (const s of plan.install) {
      const before = installed.get(s.bundle.manifest.pack.id);
      const name = registryNameOf(s.bundle.manifest.pack);
      if (before && registryNameOf(before) !== name)
        return fail(
          `${path.relative(io.cwd, before.dir)} holds ${registryNameOf(before)}, another package with the pack id ${before.id}; ${name} would replace it (remove that folder first to switch)`,
        );
    }
    for (const s of plan.install) {
      const { id, version } = s.bundle.manifest.pack;
      const name = registryNameOf(s.bundle.manifest.pack);
      const before = installed.get(id);
      await writePackTree(path.join(packsDir, id), s.bundle.files);
      const change = before ? (before.version === version ? ' (reinstalled)' : ` (was ${before.version})`) : '';
      io.out(`installed ${name}@${version}${change} into ${path.relative(io.cwd, path.join(packsDir, id)) || '.'}`);
    }
    return ExitCode.ok;
  },
};

/** The bytes of a bundle file or URL. */
async function fetchBytes(where: string, cwd: string): Promise<{ data: Uint8Array } | { error: string }> {
  if (/^https?:\/\//.test(where)) {
    const got = await download(where);
    return 'error' in got ? got : { data: got.data };
  }
  try {
    return { data: new Uint8Array(await readFile(path.resolve(cwd, where))) };
  } catch (error) {
    return { error: `${where}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  }
}

/** The packs in a packs folder, by id (folders whose pack.json reads). */
async function installedPacks(packsDir: string): Promise<Map<string, InstalledPack>> {
  const out = new Map<string, InstalledPack>();
  const entries = await readdir(packsDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(packsDir, entry.name);
    try {
      const json = JSON.parse(await readFile(path.join(dir, 'pack.json'), 'utf8')) as {
        id?: unknown;
        registryName?: unknown;
        version?: unknown;
      };
      if (typeof json.id === 'string' && typeof json.version === 'string')
        out.set(json.id, {
          id: json.id,
          ...(typeof json.registryName === 'string' ? { registryName: json.registryName } : {}),
          version: json.version,
          dir,
        });
    } catch {
      // Not a pack folder.
    }
  }
  return out;
}

/** Every readable bundle in the folders; unreadable ones are named and skipped. */
async function bundlesIn(dirs: readonly string[], warn: (line: string) => void): Promise<BundleSource[]> {
  const out: BundleSource[] = [];
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => {
      warn(`warning: cannot read the bundle folder ${dir}`);
      return [] as string[];
    });
    for (const name of names.filter((n) => n.endsWith('.zip')).sort()) {
      const read = readBundle(new Uint8Array(await readFile(path.join(dir, name))));
      if (read.ok) out.push({ bundle: read, from: path.join(dir, name) });
      else warn(`warning: skipped ${path.join(dir, name)}: ${read.error}`);
    }
  }
  return out;
}

/**
 * Adds to `available` the registry's bundles for every dependency (transitively)
 * that no installed pack or local bundle satisfies; a message when one is missing.
 */
async function prefetchDependencies(
  root: BundleSource,
  installed: ReadonlyMap<string, InstalledPack>,
  available: BundleSource[],
  registry: string,
): Promise<string | null> {
  const queue = [root];
  const seen = new Set<string>();
  while (queue.length) {
    const source = queue.shift() as BundleSource;
    for (const [dep, range] of Object.entries(source.bundle.manifest.pack.dependencies)) {
      if (seen.has(`${dep}@${range}`)) continue;
      seen.add(`${dep}@${range}`);
      const have = installedFor(installed, dep);
      if (have && matches(have.version, range)) continue;
      // The bundle resolveInstall will take, so that its own dependencies are the ones fetched.
      const local = bestBundle(available, dep, range);
      if (local) {
        queue.push(local);
        continue;
      }
      const fetched = await fetchFromRegistry(registry, dep, range);
      if ('error' in fetched)
        return `${registryNameOf(source.bundle.manifest.pack)} needs ${dep} ${range}: ${fetched.error}`;
      available.push(fetched);
      queue.push(fetched);
    }
  }
  return null;
}
