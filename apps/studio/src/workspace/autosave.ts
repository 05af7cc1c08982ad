// Saves the author's packs shortly after every change, and at once when the
// page is hidden or closed, so a reload or a crash loses at most the last
// fraction of a second of typing.
import { toStored, type PackStorage } from './pack-storage.ts';
import type { Pack } from './pack.ts';
import type { RescueJournal } from './rescue-journal.ts';
import type { WorkspaceStore } from './workspace-store.ts';

/** Whether everything is on disk. */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

/** Options of `startAutosave`. */
export interface AutosaveOptions {
  /** Milliseconds of quiet before writing; 400 by default. */
  delay?: number;
  /** Told whenever the status changes. */
  onStatus?: (status: SaveStatus, error?: unknown) => void;
  /** Where `rescue()` writes synchronously; cleared once everything is in storage. */
  journal?: RescueJournal;
}

/** A running autosave. */
export interface Autosave {
  /** Writes every pending change now. */
  flush(): Promise<void>;
  /** Writes pending changes synchronously to the rescue journal (for a page that is going away). */
  rescue(): void;
  /** Stops listening (pending changes are flushed first). */
  stop(): Promise<void>;
}

function userPacks(packs: readonly Pack[]): Map<string, Pack> {
  return new Map(packs.filter((p) => !p.readOnly).map((p) => [p.id, p]));
}

/** Watches the store and mirrors the author's packs into `storage`. */
export function startAutosave(store: WorkspaceStore, storage: PackStorage, options: AutosaveOptions = {}): Autosave {
  const delay = options.delay ?? 400;
  const pending = new Map<string, 'put' | 'delete'>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const status = (s: SaveStatus, error?: unknown) => options.onStatus?.(s, error);

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.packs === previous.packs) return;
    const now = userPacks(state.packs);
    const before = userPacks(previous.packs);
    for (const [id, pack] of now) if (before.get(id) !== pack) pending.set(id, 'put');
    for (const id of before.keys()) if (!now.has(id)) pending.set(id, 'delete');
    if (pending.size === 0) return;
    status('pending');
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  });

  async function write(): Promise<void> {
    const batch = [...pending];
    pending.clear();
    if (batch.length === 0) return;
    status('saving');
    try {
      for (const [id, op] of batch) {
        const pack = store.pack(id);
        if (op === 'put' && pack && !pack.readOnly) await storage.put(toStored(pack));
        else await storage.delete(id);
      }
      if (pending.size === 0) options.journal?.clear();
      status(pending.size > 0 ? 'pending' : 'saved');
    } catch (error) {
      for (const [id, op] of batch) if (!pending.has(id)) pending.set(id, op);
      status('failed', error);
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    writing = writing.then(write);
    return writing;
  }

  function rescue(): void {
    if (pending.size === 0 || !options.journal) return;
    const put = [...pending].flatMap(([id, op]) => {
      const pack = op === 'put' ? store.pack(id) : undefined;
      return pack && !pack.readOnly ? [toStored(pack)] : [];
    });
    const deleted = [...pending].filter(([, op]) => op === 'delete').map(([id]) => id);
    options.journal.write({ put, delete: deleted });
  }

  return {
    flush,
    rescue,
    async stop() {
      unsubscribe();
      await flush();
    },
  };
}

/** Saves `autosave` whenever the page is hidden or unloaded; returns the function that stops it. */
export function flushOnPageHide(autosave: Autosave, target: Window = window): () => void {
  const onHide = () => {
    autosave.rescue();
    void autosave.flush();
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') onHide();
  };
  target.addEventListener('pagehide', onHide);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', onHide);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}
