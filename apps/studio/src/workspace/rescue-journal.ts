// The last-moment save. IndexedDB transactions started while a page unloads
// may never commit, so when the page is hidden the pending changes are also
// written synchronously to localStorage; the next start applies them to
// IndexedDB and clears the journal. A rescued pack carries the versions its
// files started from, so applying it never overwrites what another tab saved
// since: those files come back as conflicts for the author to resolve.
import type { PackStorage, StoredPack } from './pack-storage.ts';
import { mergeSave, settle, type Bases, type Conflict } from './save-merge.ts';

/** A pack with unsaved changes: its files, and the stored versions they started from. */
export interface RescuedPack extends StoredPack {
  /** Absent in journals written before revisions existed: the pack is then written as it is. */
  bases?: Bases;
}

/** Changes that had not reached IndexedDB when the page went away. */
export interface RescueEntry {
  put: RescuedPack[];
  delete: string[];
}

/** What applying a journal did. */
export interface RescueResult {
  /** How many packs were written or deleted. */
  applied: number;
  /** Rescued files another tab saved in the meantime: not written, the author chooses. */
  conflicts: Conflict[];
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
export async function applyRescue(journal: RescueJournal, storage: PackStorage): Promise<RescueResult> {
  const entry = journal.read();
  if (!entry) return { applied: 0, conflicts: [] };
  const conflicts: Conflict[] = [];
  for (const { bases, ...pack } of entry.put) {
    if (!bases) {
      await storage.put(pack);
      continue;
    }
    let from = bases;
    const stored = await storage.update(pack.id, (current) => {
      if (!current) from = {}; // deleted since: the rescued pack is stored again, whole
      return mergeSave(current, pack, from);
    });
    conflicts.push(...settle(stored, pack, pack, from).conflicts);
  }
  for (const id of entry.delete) await storage.delete(id);
  journal.clear();
  return { applied: entry.put.length + entry.delete.length, conflicts };
}
