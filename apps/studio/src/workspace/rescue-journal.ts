// The last-moment save. IndexedDB transactions started while a page unloads
// may never commit, so when the page is hidden the pending changes are also
// written synchronously to localStorage; the next start applies them to
// IndexedDB and clears the journal.
import type { PackStorage, StoredPack } from './pack-storage.ts';

/** Changes that had not reached IndexedDB when the page went away. */
export interface RescueEntry {
  put: StoredPack[];
  delete: string[];
}

/** A synchronous place for pending changes (localStorage in the studio). */
export class RescueJournal {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
    private readonly key = 'roomsmith-studio:rescue',
  ) {}

  /** Records pending changes; returns false when the storage refuses (quota). */
  write(entry: RescueEntry): boolean {
    try {
      this.storage.setItem(this.key, JSON.stringify(entry));
      return true;
    } catch {
      return false;
    }
  }

  /** The recorded changes, or null when there are none (or they cannot be read). */
  read(): RescueEntry | null {
    try {
      const entry = JSON.parse(this.storage.getItem(this.key) ?? 'null') as RescueEntry | null;
      return entry && Array.isArray(entry.put) && Array.isArray(entry.delete) ? entry : null;
    } catch {
      return null;
    }
  }

  /** Forgets the recorded changes. */
  clear(): void {
    this.storage.removeItem(this.key);
  }
}

/** Applies a journal left by the previous page to `storage`, then clears it. */
export async function applyRescue(journal: RescueJournal, storage: PackStorage): Promise<number> {
  const entry = journal.read();
  if (!entry) return 0;
  for (const pack of entry.put) await storage.put(pack);
  for (const id of entry.delete) await storage.delete(id);
  journal.clear();
  return entry.put.length + entry.delete.length;
}
