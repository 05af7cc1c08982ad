// What importing a pack means for the workspace: add it, or settle a clash
// of ids by replacing the author's pack or renaming the incoming one.
import { withManifestId } from '../workspace/manifest.ts';
import { freeId, type Pack } from '../workspace/pack.ts';

/** How an incoming pack fits the workspace. */
export type ImportPlan =
  | { kind: 'add'; pack: Pack }
  | { kind: 'conflict'; existing: Pack; canReplace: boolean; renamed: Pack };

/** Decides how `incoming` joins `packs`; a renamed copy is prepared for clashes. */
export function planImport(incoming: Pack, packs: readonly Pack[]): ImportPlan {
  const existing = packs.find((p) => p.id === incoming.id);
  if (!existing) return { kind: 'add', pack: incoming };
  return { kind: 'conflict', existing, canReplace: !existing.readOnly, renamed: renamed(incoming, packs) };
}

/** A copy of `pack` under the first free id, with pack.json saying so. */
export function renamed(pack: Pack, packs: readonly Pack[]): Pack {
  const id = freeId(pack.id, new Set(packs.map((p) => p.id)));
  const manifest = pack.files['pack.json'];
  return {
    ...pack,
    id,
    root: id,
    files: { ...pack.files, ...(manifest === undefined ? {} : { 'pack.json': withManifestId(manifest, id) }) },
  };
}
