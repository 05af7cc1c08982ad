// Packs → a compiled ruleset the engine can play, plus each entity by its
// qualified id (for names and colours in previews).
import { compileRuleset, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic } from '@roomsmith/schema';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';

/** An entity as plain JSON; one whose `image` the pack holds also carries it as `imageSrc` (a data URL). */
export type Entity = Record<string, unknown>;

/** What preparing packs gives: a ruleset, or the problems that prevented one. */
export type Prepared = { ruleset: Ruleset; entities: Map<string, Entity>; packRefs: string[] } | { problems: string[] };

/** Loads and compiles packs; errors become problem lines instead of exceptions. */
export function prepare(packs: readonly PackSnapshot[]): Prepared {
  const loaded = loadWorkspacePacks(packs);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length) return { problems: errors };
  const { ruleset, diagnostics } = compileRuleset(loaded.packs);
  if (!ruleset) return { problems: diagnostics.map(formatDiagnostic) };
  const entities = new Map<string, Entity>();
  const files = new Map(packs.map((p) => [p.id, p.files]));
  for (const pack of loaded.packs)
    for (const entity of pack.entities as unknown as Entity[]) {
      const image = typeof entity['image'] === 'string' ? files.get(pack.manifest.id)?.[entity['image']] : undefined;
      const imageSrc = image?.startsWith('data:image/') ? image : undefined;
      entities.set(`${pack.manifest.id}:${String(entity['id'])}`, imageSrc ? { ...entity, imageSrc } : entity);
    }
  const packRefs = loaded.packs.map((p) => `${p.manifest.id}@${p.manifest.version}`);
  return { ruleset, entities, packRefs };
}
