// The loader's data shapes (contracts.md §2).
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Entity, PackManifest } from '../generated/types.ts';

/** A pack's files: relative path → content (text or bytes). */
export type PackFiles = Record<string, string | Uint8Array>;

/** One pack to load: where it is (for diagnostics) and its files. */
export interface PackInput {
  /** Shown before every file path in diagnostics, e.g. "content/room25". */
  root: string;
  files: PackFiles;
}

/** Where an entity was read from. */
export interface EntitySource {
  file: string;
  pointer: string;
}

/** A pack that loaded: its manifest, its valid entities and where each came from. */
export interface LoadedPack {
  manifest: PackManifest;
  entities: Entity[];
  files: PackFiles;
  /** Where each entity came from, for diagnostics. */
  sources: Map<Entity, EntitySource>;
}

/** Everything a load produced: the packs and every problem found. */
export interface LoadResult {
  packs: LoadedPack[];
  diagnostics: Diagnostic[];
}
