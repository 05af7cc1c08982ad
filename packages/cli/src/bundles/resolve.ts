// Which bundles an install takes: the one asked for and, for each dependency
// it names, the pack already installed when its version satisfies the range,
// else the highest-versioned bundle found that does. Pure: the caller reads
// the disk and writes the plan.
import { dependencyNames, type Bundle } from '@roomsmith/schema';
import rcompare from 'semver/functions/rcompare.js';
import satisfies from 'semver/functions/satisfies.js';

/** A pack already in the packs folder. */
export interface InstalledPack {
  id: string;
  /** The scoped name it was published under, if any. */
  registryName?: string;
  version: string;
  dir: string;
}

/** The installed pack a dependency key (pack id or `@scope/name`) names, if any. */
export function installedFor(installed: ReadonlyMap<string, InstalledPack>, key: string): InstalledPack | undefined {
  for (const pack of installed.values()) if (dependencyNames(key, pack)) return pack;
  return undefined;
}

/** A bundle that could be installed, and where it came from (for messages). */
export interface BundleSource {
  bundle: Bundle;
  from: string;
}

/** The bundles to write (dependencies first) and the installed packs the install relies on. */
export interface InstallPlan {
  install: BundleSource[];
  uses: InstalledPack[];
}

/** Whether `version` meets `range`; prereleases count, as the registry counts them. */
export const matches = (version: string, range: string) => satisfies(version, range, { includePrerelease: true });

/** The bundles that `key` (pack id or `@scope/name`) names, highest version first. */
export function bundlesOf(available: readonly BundleSource[], key: string): BundleSource[] {
  return available
    .filter((s) => dependencyNames(key, s.bundle.manifest.pack))
    .sort((a, b) => rcompare(a.bundle.manifest.pack.version, b.bundle.manifest.pack.version));
}

/** The highest-versioned bundle that `key` names within `range`, if any. */
export function bestBundle(available: readonly BundleSource[], key: string, range: string): BundleSource | undefined {
  return bundlesOf(available, key).find((s) => matches(s.bundle.manifest.pack.version, range));
}

/** Resolves `root`'s dependencies; a message naming the first one that cannot be met otherwise. */
export function resolveInstall(
  root: BundleSource,
  installed: ReadonlyMap<string, InstalledPack>,
  available: readonly BundleSource[],
): { ok: true; plan: InstallPlan } | { ok: false; error: string } {
  // Chosen bundles by pack id (a dependency may name one by id or by @scope/name).
  const chosen = new Map<string, BundleSource>([[root.bundle.manifest.pack.id, root]]);
  const chosenFor = (key: string) => [...chosen.values()].find((s) => dependencyNames(key, s.bundle.manifest.pack));
  const uses = new Map<string, InstalledPack>();
  const order: BundleSource[] = [];
  const visiting = new Set<string>();
  const visit = (source: BundleSource): string | null => {
    const { id, dependencies } = source.bundle.manifest.pack;
    if (visiting.has(id)) return null;
    visiting.add(id);
    for (const [dep, range] of Object.entries(dependencies)) {
      const picked = chosenFor(dep);
      if (picked) {
        const version = picked.bundle.manifest.pack.version;
        if (!matches(version, range)) return `${id} needs ${dep} ${range}, but ${dep} ${version} is being installed`;
        continue;
      }
      const have = installedFor(installed, dep);
      if (have && matches(have.version, range)) {
        uses.set(have.id, have);
        continue;
      }
      const best = bestBundle(available, dep, range);
      if (!best) {
        const named = bundlesOf(available, dep);
        const installedNote = have ? `installed: ${have.version}, which does not satisfy it` : 'not installed';
        const seen = named.map((s) => s.bundle.manifest.pack.version);
        const seenNote = seen.length ? `bundles found: ${seen.join(', ')}` : 'no bundle of it found';
        return `${id} needs ${dep} ${range}: ${installedNote}; ${seenNote} (give a folder of bundles with --from)`;
      }
      const clash = chosen.get(best.bundle.manifest.pack.id);
      if (clash)
        return `${id} needs ${dep}, whose pack id ${best.bundle.manifest.pack.id} is already taken by ${clash.from}: two packs of one id cannot be installed together`;
      chosen.set(best.bundle.manifest.pack.id, best);
      const problem = visit(best);
      if (problem) return problem;
    }
    order.push(source);
    return null;
  };
  const problem = visit(root);
  return problem ? { ok: false, error: problem } : { ok: true, plan: { install: order, uses: [...uses.values()] } };
}
