// The loader: read every pack, check the set, link references. Pure (no I/O)
// and total: whatever the input, it returns diagnostics instead of throwing.
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Entity, PackManifest } from '../generated/types.ts';
import { resolveModeExtends } from '../link/extends.ts';
import { linkPacks } from '../link/linker.ts';
import { checkSemantics } from '../link/semantics.ts';
import { checkBeforePlay } from '../link/before-play.ts';
import { loadContext, type LoadOptions } from './context.ts';
import { migrateFiles } from './migrate.ts';
import type { PackState } from './pack-state.ts';
import { checkPackSet } from './pack-set.ts';
import { readPack } from './read-pack.ts';
import type { EntitySource, LoadedPack, LoadResult, PackInput } from './types.ts';

function internal(root: string, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    file: root || '.',
    pointer: '',
    line: 1,
    column: 1,
    severity: 'error',
    message: `internal error while loading: ${message}`,
    hint: 'please report this with the pack that caused it',
  };
}

function toLoaded(pack: PackState): LoadedPack {
  const sources = new Map<Entity, EntitySource>();
  const entities: Entity[] = [];
  for (const record of pack.entities) {
    if (!record.valid) continue;
    const entity = (record.resolved ?? record.value) as unknown as Entity;
    entities.push(entity);
    sources.set(entity, { file: record.parsed.file, pointer: record.pointer });
  }
  return { manifest: pack.manifest as unknown as PackManifest, entities, files: pack.input.files, sources };
}

/** Loads packs from in-memory file maps: parse, validate, link. Returns every problem; never throws. */
export function loadPacks(inputs: readonly PackInput[], options: LoadOptions = {}): LoadResult {
  const diagnostics: Diagnostic[] = [];
  let packs: PackState[] = [];
  try {
    const ctx = loadContext(options);
    for (const input of inputs) {
      try {
        // Older formats are read as the current one, with a notice per changed file (migrate.ts).
        const migrated = migrateFiles(input, { layout: 'in-place' });
        diagnostics.push(...migrated.notices);
        packs.push(readPack(migrated.files ? { ...input, files: migrated.files } : input, ctx, diagnostics));
      } catch (error) {
        diagnostics.push(internal(input.root, error));
      }
    }
    checkPackSet(packs, ctx.engineVersion, diagnostics);
    const active = packs.filter((p) => p.active);
    const declarations = linkPacks(active, ctx, diagnostics);
    resolveModeExtends(active, ctx, diagnostics);
    checkSemantics(active, declarations, diagnostics);
    checkBeforePlay(active, diagnostics);
    packs = active;
  } catch (error) {
    diagnostics.push(internal('', error));
  }
  const loaded = packs.filter((p) => p.manifestValid).map(toLoaded);
  return { packs: loaded, diagnostics: diagnostics.sort(compareDiagnostics) };
}
