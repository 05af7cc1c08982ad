// Saves the author's packs shortly after every change, and at once when the
// page is hidden or closed, so a reload or a crash loses at most the last
// fraction of a second of typing. Saves never overwrite another tab's work
// blindly: each tab keeps the stored version (revision and text) its files
// started from, a save writes only what this tab changed over what is stored
// now (`save-merge.ts`), a file another tab saved since is a conflict the
// author resolves, and `refresh` takes in another tab's save at once.
import { fromStored, type PackStorage, type StoredPack } from './pack-storage.ts';
import type { Pack } from './pack.ts';
import type { RescueJournal } from './rescue-journal.ts';
import { basesOf, hasChanges, mergeSave, settle, type Bases, type Conflict, type FileBase } from './save-merge.ts';
import type { WorkspaceStore } from './workspace-store.ts';

/** Whether everything is on disk (`conflict`: some files wait for the author's choice). */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict';

/** Options of `startAutosave`. */
export interface AutosaveOptions {
  /** Milliseconds of quiet before writing; 400 by default. */
  delay?: number;
  /** Told whenever the status changes. */
  onStatus?: (status: SaveStatus, error?: unknown) => void;
  /** Where `rescue()` writes synchronously; cleared once everything is in storage. */
  journal?: RescueJournal;
  /** The stored packs the store was filled from: the versions this tab's files start from. */
  initial?: readonly StoredPack[];
  /** Conflicts known at start (from the rescue journal): the store holds "mine" for them. */
  conflicts?: readonly Conflict[];
  /** Told the whole list whenever the conflicts change. */
  onConflicts?: (conflicts: Conflict[]) => void;
  /** Told after this tab wrote or deleted a pack (to tell the other tabs). */
  onSaved?: (packId: string) => void;
  /** Told what happened that the author should know (a pack deleted in another tab). */
  notify?: (message: string) => void;
}

/** How the author resolves a conflict: take the stored version, or write theirs over it. */
export type Resolution = 'theirs' | 'mine';

/** A running autosave. */
export interface Autosave {
  /** Writes every pending change now. */
  flush(): Promise<void>;
  /** Writes pending changes synchronously to the rescue journal (for a page that is going away). */
  rescue(): void;
  /** Reads a pack another tab saved (or deleted) and takes in its changes; new conflicts are reported. */
  refresh(packId: string): Promise<void>;
  /** The files changed both here and in another tab. */
  conflicts(): Conflict[];
  /** Resolves a conflict: "theirs" replaces this tab's text, "mine" overwrites the stored one. */
  resolve(conflict: Conflict, choice: Resolution): Promise<void>;
  /** Stops listening (pending changes are flushed first). */
  stop(): Promise<void>;
}

function userPacks(packs: readonly Pack[]): Map<string, Pack> {
  return new Map(packs.filter((p) => !p.readOnly).map((p) => [p.id, p]));
}

const key = (packId: string, path: string) => `${packId}\u0000${path}`;

/** Watches the store and mirrors the author's packs into `storage`. */
export function startAutosave(store: WorkspaceStore, storage: PackStorage, options: AutosaveOptions = {}): Autosave {
  const delay = options.delay ?? 400;
  const pending = new Map<string, 'put' | 'delete'>();
  const bases = new Map<string, Bases>((options.initial ?? []).map((p) => [p.id, basesOf(p)]));
  const conflicts = new Map<string, Conflict>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  let failed = false;
  const status = (s: SaveStatus, error?: unknown) => options.onStatus?.(s, error);
  const settledStatus = () => status(pending.size > 0 ? 'pending' : conflicts.size > 0 ? 'conflict' : 'saved');

  for (const c of options.conflicts ?? []) {
    const packBases: Record<string, FileBase> = { ...bases.get(c.packId) };
    if (c.base) packBases[c.path] = c.base;
    else delete packBases[c.path];
    bases.set(c.packId, packBases);
    conflicts.set(key(c.packId, c.path), c);
  }
  if (conflicts.size > 0) queueMicrotask(() => options.onConflicts?.([...conflicts.values()]));

  /** Replaces the pack's conflicts with `list`; tells the listener when that changed anything. */
  function setConflicts(packId: string, list: readonly Conflict[]): void {
    const before = JSON.stringify([...conflicts.values()]);
    for (const [k, c] of conflicts) if (c.packId === packId) conflicts.delete(k);
    for (const c of list) conflicts.set(key(c.packId, c.path), c);
    if (JSON.stringify([...conflicts.values()]) !== before) options.onConflicts?.([...conflicts.values()]);
  }

  function schedule(): void {
    status('pending');
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.packs === previous.packs) return;
    const now = userPacks(state.packs);
    const before = userPacks(previous.packs);
    let changed = false;
    for (const [id, pack] of now) {
      const base = bases.get(id);
      if (before.get(id) !== pack && (!base || hasChanges(pack, base))) {
        pending.set(id, 'put');
        changed = true;
      }
    }
    for (const id of before.keys())
      if (!now.has(id)) {
        pending.set(id, 'delete');
        changed = true;
      }
    if (changed) schedule();
  });

  /** Writes one pack over what is stored, then settles this tab against the result. */
  async function put(id: string): Promise<void> {
    const snapshot = store.pack(id);
    if (!snapshot || snapshot.readOnly) return;
    let packBases = bases.get(id) ?? {};
    let wrote = false;
    let revived = false;
    const stored = await storage.update(id, (current) => {
      if (!current && Object.keys(packBases).length > 0) {
        // Another tab deleted the pack; this tab still has unsaved changes to it: store it again.
        packBases = {};
        revived = true;
      }
      const next = mergeSave(current, snapshot, packBases);
      wrote = next !== null;
      return next;
    });
    if (revived)
      options.notify?.(`${id} was deleted in another tab; this tab had unsaved changes to it, so it was saved again.`);
    if (wrote) options.onSaved?.(id);
    absorb(id, stored, snapshot, packBases);
  }

  /** Takes a stored pack into this tab: new bases, other tabs' changes, conflicts. */
  function absorb(id: string, stored: StoredPack | undefined, snapshot: Pack, oldBases: Bases): void {
    const current = store.pack(id);
    if (!current || current.readOnly) return;
    const settled = settle(stored, snapshot, current, oldBases);
    bases.set(id, settled.bases);
    if (settled.files !== current.files) store.replacePack({ ...current, files: { ...settled.files } });
    setConflicts(id, settled.conflicts);
  }

  async function write(): Promise<void> {
    const batch = [...pending];
    pending.clear();
    if (batch.length === 0) {
      if (!failed) settledStatus();
      return;
    }
    status('saving');
    try {
      for (const [id, op] of batch) {
        if (op === 'put') await put(id);
        else {
          await storage.delete(id);
          bases.delete(id);
          setConflicts(id, []);
          options.onSaved?.(id);
        }
      }
      if (pending.size === 0) options.journal?.clear();
      failed = false;
      settledStatus();
    } catch (error) {
      for (const [id, op] of batch) if (!pending.has(id)) pending.set(id, op);
      failed = true;
      status('failed', error);
    }
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    writing = writing.then(write);
    return writing;
  }

  async function read(id: string): Promise<void> {
    const stored = await storage.load(id);
    const local = store.pack(id);
    if (!local) {
      // A pack deleted here (and being deleted from storage) stays deleted.
      if (stored && pending.get(id) !== 'delete') {
        bases.set(id, basesOf(stored));
        store.addPack(fromStored(stored));
      }
      return;
    }
    if (local.readOnly) return;
    const packBases = bases.get(id);
    if (!stored) {
      if (!packBases || Object.keys(packBases).length === 0) return; // never saved yet: nothing to take in
      if (hasChanges(local, packBases)) {
        options.notify?.(`${id} was deleted in another tab; this tab has unsaved changes to it and keeps it.`);
        return;
      }
      bases.delete(id);
      store.deletePack(id);
      pending.delete(id); // already gone from storage
      options.notify?.(`${id} was deleted in another tab.`);
      return;
    }
    absorb(id, stored, local, packBases ?? {});
  }

  function refresh(id: string): Promise<void> {
    writing = writing
      .then(() => read(id))
      .then(
        () => void (pending.size === 0 && !failed && settledStatus()),
        (error: unknown) => options.notify?.(`Reading ${id} as another tab saved it failed: ${String(error)}`),
      );
    return writing;
  }

  function resolve(conflict: Conflict, choice: Resolution): Promise<void> {
    const { packId, path, theirs, theirsRevision } = conflict;
    const theirsBase = theirs === undefined ? undefined : { revision: theirsRevision ?? 0, text: theirs };
    const packBases: Record<string, FileBase> = { ...bases.get(packId) };
    if (theirsBase) packBases[path] = theirsBase;
    else delete packBases[path];
    bases.set(packId, packBases);
    conflicts.delete(key(packId, path));
    options.onConflicts?.([...conflicts.values()]);
    const pack = store.pack(packId);
    if (pack && choice === 'theirs') {
      const files = { ...pack.files };
      if (theirs === undefined) delete files[path];
      else files[path] = theirs;
      store.replacePack({ ...pack, files });
    }
    if (pack && choice === 'mine') pending.set(packId, 'put');
    return flush();
  }

  function rescue(): void {
    if (pending.size === 0 || !options.journal) return;
    const put = [...pending].flatMap(([id, op]) => {
      const pack = op === 'put' ? store.pack(id) : undefined;
      return pack && !pack.readOnly
        ? [{ id: pack.id, root: pack.root, files: { ...pack.files }, bases: { ...bases.get(id) } }]
        : [];
    });
    const deleted = [...pending].filter(([, op]) => op === 'delete').map(([id]) => id);
    options.journal.write({ put, delete: deleted });
  }

  return {
    flush,
    rescue,
    refresh,
    resolve,
    conflicts: () => [...conflicts.values()],
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
