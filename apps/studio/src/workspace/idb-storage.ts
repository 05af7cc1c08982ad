// The author's packs in IndexedDB: one object store, one record per pack,
// keyed by pack id. A whole pack is written at once, so a pack on disk is
// always one consistent version of itself; `update` reads and writes a pack
// in one transaction, so two tabs saving at once cannot interleave.
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

  async load(id: string): Promise<StoredPack | undefined> {
    const tx = this.db.transaction(STORE, 'readonly');
    return request(tx.objectStore(STORE).get(id) as IDBRequest<StoredPack | undefined>);
  }

  async update(
    id: string,
    change: (stored: StoredPack | undefined) => StoredPack | null,
  ): Promise<StoredPack | undefined> {
    const tx = this.db.transaction(STORE, 'readwrite', { durability: 'strict' });
    const store = tx.objectStore(STORE);
    let result: StoredPack | undefined;
    let failure: unknown = null;
    // The write is issued from the read's success handler, while the transaction is still active:
    // no other tab's save can come between the read and the write.
    const read = store.get(id) as IDBRequest<StoredPack | undefined>;
    read.onsuccess = () => {
      try {
        const next = change(read.result);
        result = next ?? read.result;
        if (next) store.put(next);
      } catch (error) {
        failure = error;
        tx.abort();
      }
    };
    try {
      await done(tx);
    } catch (error) {
      throw failure ?? error;
    }
    return result;
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
