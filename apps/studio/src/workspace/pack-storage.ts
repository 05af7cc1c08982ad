// Where the author's packs are kept between sessions. The studio uses
// IndexedDB (idb-storage.ts); tests use the in-memory version below.
// Every save bumps the pack's `revision` and stamps the files it wrote with
// it (`revisions`), so a tab can tell whether a file changed since it read it.
import type { Pack } from './pack.ts';

/** What is stored of a pack: everything but `readOnly` (stored packs are always the author's). */
export interface StoredPack {
  id: string;
  root: string;
  files: Record<string, string>;
  /** Bumped by every save that writes a file; absent in packs saved before revisions existed (read as 0). */
  revision?: number;
  /** Path → the `revision` of the save that last wrote the file (absent: 0). */
  revisions?: Record<string, number>;
}

/** Persistence for the author's packs. */
export interface PackStorage {
  /** Every stored pack, in no particular order. */
  loadAll(): Promise<StoredPack[]>;
  /** One stored pack, or undefined. */
  load(id: string): Promise<StoredPack | undefined>;
  /** Writes (or overwrites) one pack. */
  put(pack: StoredPack): Promise<void>;
  /**
   * Reads one pack and, in the same transaction, writes what `change` makes of it (nothing when it
   * returns null), so no other tab can save in between; resolves to the pack as stored afterwards.
   */
  update(id: string, change: (stored: StoredPack | undefined) => StoredPack | null): Promise<StoredPack | undefined>;
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

  async load(id: string): Promise<StoredPack | undefined> {
    const pack = this.packs.get(id);
    return pack && structuredClone(pack);
  }

  async put(pack: StoredPack): Promise<void> {
    this.packs.set(pack.id, structuredClone(pack));
  }

  async update(
    id: string,
    change: (stored: StoredPack | undefined) => StoredPack | null,
  ): Promise<StoredPack | undefined> {
    const stored = this.packs.get(id);
    const next = change(stored && structuredClone(stored));
    if (next) this.packs.set(id, structuredClone(next));
    return this.load(id);
  }

  async delete(id: string): Promise<void> {
    this.packs.delete(id);
  }
}
