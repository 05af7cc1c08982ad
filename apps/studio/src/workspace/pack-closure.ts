// The packs a pack needs: itself and, transitively, what its pack.json
// depends on (those present in the workspace).
import { parse } from 'jsonc-parser';
import type { Pack } from './pack.ts';

function dependencyIds(pack: Pack): string[] {
  const manifest: unknown = parse(pack.files['pack.json'] ?? '', [], { allowTrailingComma: true });
  const deps = manifest && typeof manifest === 'object' ? (manifest as Record<string, unknown>)['dependencies'] : null;
  return deps && typeof deps === 'object' && !Array.isArray(deps) ? Object.keys(deps) : [];
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
