// Checks a set of packs against each other: one pack per id, dependencies
// present at a matching version, no cycles, a format and engine we can read.
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../parse/json.ts';
import { escapeSegment } from '../parse/pointer.ts';
import { didYouMean } from '../util/suggest.ts';
import { isScopedName } from '../bundle/registry-name.ts';
import type { PackState } from './pack-state.ts';

/** The content format version this Roomsmith reads. */
export const FORMAT_VERSION = 1;

function at(pack: PackState, pointer: string, message: string, hint?: string): Diagnostic {
  const parsed = pack.manifestFile;
  const { line, column } = parsed ? locate(parsed, pointer) : { line: 1, column: 1 };
  const file = parsed?.file ?? `${pack.input.root}/pack.json`;
  return { file, pointer, line, column, severity: 'error', message, ...(hint ? { hint } : {}) };
}

const versionOf = (pack: PackState) => String(pack.manifest?.['version'] ?? '');

/** Keeps the first pack of each id; reports the others as conflicts. */
function uniqueIds(packs: PackState[], out: Diagnostic[]): Map<string, PackState> {
  const byId = new Map<string, PackState>();
  for (const pack of packs) {
    if (!pack.manifest) continue;
    const first = byId.get(pack.id);
    if (!first) {
      byId.set(pack.id, pack);
      continue;
    }
    pack.active = false;
    out.push(
      at(
        pack,
        '/id',
        `pack "${pack.id}" is loaded twice (${versionOf(first)} from ${first.input.root || '.'}, ${versionOf(pack)} from ${pack.input.root || '.'})`,
        'give each pack once',
      ),
    );
  }
  return byId;
}

function checkVersions(pack: PackState, engineVersion: string | undefined, out: Diagnostic[]): void {
  const format = pack.manifest?.['formatVersion'];
  if (typeof format === 'number' && Number.isInteger(format) && format > FORMAT_VERSION) {
    out.push(
      at(
        pack,
        '/formatVersion',
        `pack uses content format ${format}, but this Roomsmith reads format ${FORMAT_VERSION}`,
        'update Roomsmith to load this pack',
      ),
    );
  }
  const engine = pack.manifest?.['engine'];
  if (typeof engine !== 'string') return;
  if (!validRange(engine))
    out.push(at(pack, '/engine', `invalid version range "${engine}"`, 'use a semver range such as "^0.1.0"'));
  else if (engineVersion && !satisfies(engineVersion, engine)) {
    out.push(at(pack, '/engine', `pack needs engine ${engine}, but this engine is ${engineVersion}`));
  }
}

function checkDependencies(
  pack: PackState,
  byId: Map<string, PackState>,
  byRegistryName: Map<string, PackState>,
  out: Diagnostic[],
): void {
  const deps = pack.manifest?.['dependencies'];
  if (!deps || typeof deps !== 'object' || Array.isArray(deps)) return;
  for (const [key, range] of Object.entries(deps as Record<string, unknown>)) {
    const pointer = `/dependencies/${escapeSegment(key)}`;
    // A malformed key or range was reported by the schema; checking it further would echo that.
    if (typeof range !== 'string') continue;
    const scoped = isScopedName(key);
    if (!scoped && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) continue;
    // A scoped key names a pack by its registryName; references still use that pack's id.
    const target = scoped ? byRegistryName.get(key) : byId.get(key);
    if (target === pack) out.push(at(pack, pointer, `pack "${key}" depends on itself`));
    else if (!target) {
      const known = scoped ? byRegistryName.keys() : byId.keys();
      const hint = didYouMean(key, known) ?? 'load it too: give its folder or zip to the same command';
      out.push(at(pack, pointer, `missing dependency "${key}"`, hint));
    } else if (!validRange(range)) {
      out.push(at(pack, pointer, `invalid version range "${range}"`, 'use a semver range such as "^1.0.0"'));
    } else if (!satisfies(versionOf(target), range, { includePrerelease: true })) {
      out.push(
        at(pack, pointer, `dependency "${key}" must match ${range}, but version ${versionOf(target)} is loaded`),
      );
    } else if (pack.dependencies.has(target.id)) {
      out.push(
        at(
          pack,
          pointer,
          `pack "${target.id}" is a dependency twice`,
          'name each dependency once, by id or by @scope/name',
        ),
      );
    } else {
      pack.dependencies.set(target.id, target);
      pack.dependencyKeys.set(target.id, key);
    }
  }
}

/** Reports each dependency cycle once, at the edge that closes it. */
function checkCycles(packs: PackState[], out: Diagnostic[]): void {
  const state = new Map<PackState, 'open' | 'done'>();
  const stack: PackState[] = [];
  const visit = (pack: PackState): void => {
    state.set(pack, 'open');
    stack.push(pack);
    for (const [id, dep] of pack.dependencies) {
      if (state.get(dep) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(dep)), dep].map((p) => p.id).join(' → ');
        out.push(
          at(
            pack,
            `/dependencies/${escapeSegment(pack.dependencyKeys.get(id) ?? id)}`,
            `dependency cycle: ${cycle}`,
            'packs may not depend on each other in a circle',
          ),
        );
        pack.dependencies.delete(id);
      } else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(pack, 'done');
  };
  for (const pack of packs) if (!state.has(pack)) visit(pack);
}

/** Checks ids, dependencies, cycles and versions across the packs; fills each pack's resolved dependencies. */
export function checkPackSet(packs: PackState[], engineVersion: string | undefined, out: Diagnostic[]): void {
  const byId = uniqueIds(packs, out);
  const active = packs.filter((p) => p.active && p.manifest);
  const byRegistryName = new Map<string, PackState>();
  for (const pack of active) {
    const name = pack.manifest?.['registryName'];
    if (typeof name === 'string' && isScopedName(name) && !byRegistryName.has(name)) byRegistryName.set(name, pack);
  }
  for (const pack of active) {
    checkVersions(pack, engineVersion, out);
    checkDependencies(pack, byId, byRegistryName, out);
  }
  checkCycles(active, out);
}
