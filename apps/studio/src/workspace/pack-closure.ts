// The packs a pack needs: itself and, transitively, what its pack.json
// depends on (those present in the workspace).
import { dependencyNames } from '@roomsmith/schema';
import { parse } from 'jsonc-parser';
import type { Pack } from './pack.ts';

/** What a pack's pack.json lists under `dependencies` (empty when it lists nothing readable). */
function rawDependencies(pack: Pack): Record<string, unknown> {
  const manifest: unknown = parse(pack.files['pack.json'] ?? '', [], { allowTrailingComma: true });
  const deps = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>)['dependencies'] : null;
  return deps && typeof deps === 'object' && !Array.isArray(deps) ? (deps as Record<string, unknown>) : {};
}

function dependencyIds(pack: Pack): string[] {
  return Object.keys(rawDependencies(pack));
}

/** The dependencies a pack's pack.json names (id → semver range), those given as text. */
export function dependenciesOf(pack: Pack): Record<string, string> {
  return Object.fromEntries(
    Object.entries(rawDependencies(pack)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The registryName a pack's pack.json gives, if any. */
function registryNameOf(pack: Pack): string | undefined {
  const manifest: unknown = parse(pack.files['pack.json'] ?? '', [], { allowTrailingComma: true });
  const name = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>)['registryName'] : null;
  return typeof name === 'string' ? name : undefined;
}

/** `id`'s pack and every pack it depends on (named by id or by `@scope/name`), dependencies first. */
export function packClosure(packs: readonly Pack[], id: string): Pack[] {
  const out: Pack[] = [];
  const seen = new Set<Pack>();
  const visit = (pack: Pack | undefined) => {
    if (!pack || seen.has(pack)) return;
    seen.add(pack);
    for (const dep of dependencyIds(pack))
      visit(packs.find((p) => dependencyNames(dep, { id: p.id, registryName: registryNameOf(p) })));
    out.push(pack);
  };
  visit(packs.find((p) => p.id === id));
  return out;
}
