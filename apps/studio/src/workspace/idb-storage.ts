// The author's packs in IndexedDB: one object store, one record per pack,
// keyed by pack id. A whole pack is written at once, so a pack on disk is
// always one consistent version of itself.
import type { PackStorage, StoredPack } from './pack-storage.ts';

const STORE = 'packs';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Opens (creating on first use) the studio's database. */
export function openPackDatabase(name = 'roomsmith-studio'): Promise<IDBDatabase> {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'id' });
  };
  return request(open);
}

/** PackStorage backed by an IndexedDB database. */
export class IdbPackStorage implements PackStorage {
  constructor(private readonly db: IDBDatabase) {}

  async loadAll(): Promise<StoredPack[]> {
    const tx = this.db.transaction(STORE, 'readonly');
    return request(tx.objectStore(STORE).getAll() as IDBRequest<StoredPack[]>);
  }

  async put(pack: StoredPack): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite', { durability: 'strict' });
    tx.objectStore(STORE).put(pack);
    await done(tx);
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite', { durability: 'strict' });
    tx.objectStore(STORE).delete(id);
    await done(tx);
  }
}
