// Where the author's packs are kept between sessions. The studio uses
// IndexedDB (idb-storage.ts); tests use the in-memory version below.
import type { Pack } from './pack.ts';

/** What is stored of a pack: everything but `readOnly` (stored packs are always the author's). */
export interface StoredPack {
  id: string;
  root: string;
  files: Record<string, string>;
}

/** Persistence for the author's packs. */
export interface PackStorage {
  /** Every stored pack, in no particular order. */
  loadAll(): Promise<StoredPack[]>;
  /** Writes (or overwrites) one pack. */
  put(pack: StoredPack): Promise<void>;
  /** Removes one pack; removing a missing pack is not an error. */
  delete(id: string): Promise<void>;
}

/** The stored form of a pack. */
export function toStored(pack: Pack): StoredPack {
  return { id: pack.id, root: pack.root, files: { ...pack.files } };
}

/** A stored pack back as an editable workspace pack. */
export function fromStored(stored: StoredPack): Pack {
  return { id: stored.id, root: stored.root, files: { ...stored.files }, readOnly: false };
}

/** Keeps packs in a Map: for tests, and as a fallback when IndexedDB is unavailable. */
export class MemoryPackStorage implements PackStorage {
  readonly packs = new Map<string, StoredPack>();

  async loadAll(): Promise<StoredPack[]> {
    return [...this.packs.values()].map((p) => structuredClone(p));
  }

  async put(pack: StoredPack): Promise<void> {
    this.packs.set(pack.id, structuredClone(pack));
  }

  async delete(id: string): Promise<void> {
    this.packs.delete(id);
  }
}
