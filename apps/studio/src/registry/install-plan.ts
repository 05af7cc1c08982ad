// What installing `name@range` from a registry does to the workspace: the
// pack and every dependency the workspace does not already satisfy, each
// downloaded and checked (digest of the whole bundle, then every file's),
// dependencies first. A pack the workspace holds at a version the range does
// not allow is an update (it replaces the author's copy, shown as a diff
// first); a bundled pack cannot be replaced.
import { dependencyNames } from '@roomsmith/schema';
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import { readManifest, registryNameOfManifest } from '../workspace/manifest.ts';
import type { Pack } from '../workspace/pack.ts';
import { dependenciesOf } from '../workspace/pack-closure.ts';
import { packFromZip } from '../zip/pack-zip.ts';
import { RegistryError, type RegistryClient } from './registry-client.ts';

/** One pack to add or replace. */
export interface InstallStep {
  pack: Pack;
  version: string;
  /** The workspace's pack this one replaces (an update), if any. */
  replaces?: Pack;
}

/** How deep dependencies may chain, and how many packs one install may bring (bounds, not rules). */
export const INSTALL_LIMITS = { depth: 16, packs: 64 };

const versionOf = (pack: Pack) => readManifest(pack.files['pack.json'])?.version ?? '';
/** The name a workspace pack is published under: its registryName, else its id. */
export const registryNameOfPack = (pack: Pack) => registryNameOfManifest(pack.files['pack.json']) || pack.id;
/** The workspace pack a registry name or dependency key names (`@scope/name` only the pack with that registryName). */
export const packNamed = (packs: readonly Pack[], name: string) =>
  packs.find((p) =>
    dependencyNames(name, { id: p.id, registryName: readManifest(p.files['pack.json'])?.registryName }),
  );

/**
 * Plans installing `name` (a pack id or `@scope/name`) at `range` (its newest allowed version) into a workspace holding `packs`.
 * The root is always fetched (so an older copy is updated); a dependency already present at an
 * allowed version is kept. Resolves to the steps in the order they should be applied.
 */
export async function planInstall(
  client: RegistryClient,
  name: string,
  range: string,
  packs: readonly Pack[],
): Promise<InstallStep[]> {
  const steps: InstallStep[] = [];
  const planned = new Set<string>();
  const queue: Array<{ name: string; range: string; depth: number; root: boolean; from?: string }> = [
    { name, range, depth: 0, root: true },
  ];
  while (queue.length) {
    const next = queue.shift();
    if (!next || planned.has(next.name)) continue;
    if (!validRange(next.range))
      throw new RegistryError(`${next.from ?? next.name} asks for ${next.name} "${next.range}", not a semver range.`);
    if (next.depth > INSTALL_LIMITS.depth)
      throw new RegistryError(`Dependencies chain deeper than ${INSTALL_LIMITS.depth} packs at ${next.name}.`);
    const present = packNamed(packs, next.name);
    if (present && !next.root && satisfies(versionOf(present), next.range)) continue;
    if (present?.readOnly)
      throw new RegistryError(
        `${next.from ?? 'You'} need${next.from ? 's' : ''} ${next.name} ${next.range}, but the studio's bundled ${next.name} is ${versionOf(present)} and cannot be replaced.`,
      );
    const resolved = await client.resolve(next.name, next.range);
    const bytes = await client.bundle(resolved.name, resolved.version, resolved.sha256);
    const read = packFromZip(bytes, `${resolved.name}-${resolved.version}`);
    if (!read.ok) throw new RegistryError(`${resolved.name}@${resolved.version}: ${read.error}`);
    const got = registryNameOfPack(read.pack);
    if (got !== next.name)
      throw new RegistryError(`The registry's ${next.name} bundle holds a pack published as ${got}: not installed.`);
    // Packs are kept by id: never let one package take the place of another that has the same id.
    const sameId = packs.find((p) => p.id === read.pack.id);
    if (sameId && registryNameOfPack(sameId) !== got)
      throw new RegistryError(
        `${got} has the pack id ${read.pack.id}, like your ${registryNameOfPack(sameId)}: remove or rename that pack to install it.`,
      );
    const replaced = present ?? sameId;
    planned.add(next.name);
    if (planned.size > INSTALL_LIMITS.packs)
      throw new RegistryError(`Installing ${name} would bring more than ${INSTALL_LIMITS.packs} packs.`);
    steps.push({ pack: read.pack, version: resolved.version, ...(replaced ? { replaces: replaced } : {}) });
    for (const [dep, depRange] of Object.entries(dependenciesOf(read.pack)))
      queue.push({
        name: dep,
        range: depRange,
        depth: next.depth + 1,
        root: false,
        from: `${next.name}@${resolved.version}`,
      });
  }
  return steps.reverse();
}
