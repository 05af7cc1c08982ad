// The packs a pack needs: itself and, transitively, what its pack.json
// depends on (those present in the workspace).
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

/** `id`'s pack and every pack it depends on, dependencies first. */
export function packClosure(packs: readonly Pack[], id: string): Pack[] {
  const out: Pack[] = [];
  const seen = new Set<string>();
  const visit = (packId: string) => {
    if (seen.has(packId)) return;
    seen.add(packId);
    const pack = packs.find((p) => p.id === packId);
    if (!pack) return;
    for (const dep of dependencyIds(pack)) visit(dep);
    out.push(pack);
  };
  visit(id);
  return out;
}
