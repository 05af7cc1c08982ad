// Brings the author's packs back from storage and starts what keeps them
// safe: autosave (debounced, flushed when the page hides, never blindly over
// another tab's save), the channel that tells the other tabs about each save,
// the remembered selection and the diagnostics.
import LoaderWorker from '../diagnostics/loader.worker.ts?worker';
import { LoaderClient } from '../diagnostics/loader-client.ts';
import { flushOnPageHide, startAutosave, type Resolution, type SaveStatus } from '../workspace/autosave.ts';
import { IdbPackStorage, openPackDatabase } from '../workspace/idb-storage.ts';
import { fromStored, MemoryPackStorage, type PackStorage } from '../workspace/pack-storage.ts';
import { applyRescue, RescueJournal, type RescueResult } from '../workspace/rescue-journal.ts';
import type { Conflict } from '../workspace/save-merge.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';
import { startDiagnostics } from './diagnostics-runner.ts';
import { keepSession } from './session.ts';
import { openTabChannel } from './tab-channel.ts';

/** Hooks for what the boot has to say. */
export interface BootOptions {
  notify(message: string): void;
  onStatus(status: SaveStatus): void;
  /** Told the files changed both here and in another tab, whenever that list changes. */
  onConflicts?(conflicts: Conflict[]): void;
  /** Opens the storage; IndexedDB by default. */
  openStorage?: () => Promise<PackStorage>;
}

async function defaultStorage(): Promise<PackStorage> {
  return new IdbPackStorage(await openPackDatabase());
}

/** A booted workspace. */
export interface BootedWorkspace {
  /** Resolves a conflict (see `Autosave.resolve`). */
  resolve(conflict: Conflict, choice: Resolution): Promise<void>;
  /** Counts texts' UTF-8 bytes in the loader worker (a large paste is measured off the UI thread). */
  sizes(texts: string[]): Promise<number[]>;
  /** Stops everything (pending changes are saved first). */
  stop(): Promise<void>;
}

/** Restores stored packs into `store` and starts autosave. */
export async function bootWorkspace(store: WorkspaceStore, options: BootOptions): Promise<BootedWorkspace> {
  let storage: PackStorage;
  try {
    storage = await (options.openStorage ?? defaultStorage)();
  } catch {
    storage = new MemoryPackStorage();
    options.notify('This browser does not allow saving (IndexedDB is unavailable): export your packs to keep them.');
  }
  const journal = new RescueJournal(localStorage);
  let rescued: RescueResult = { applied: 0, conflicts: [] };
  try {
    rescued = await applyRescue(journal, storage);
  } catch {
    options.notify('Some changes saved while the page closed could not be restored.');
  }
  const initial = await storage.loadAll();
  for (const stored of initial) {
    if (store.pack(stored.id))
      options.notify(`A saved pack has the id of a bundled pack and was skipped: ${stored.id}.`);
    else store.addPack(fromStored(stored));
  }
  // Rescued text that another tab overwrote since: shown here, as a conflict to resolve.
  for (const c of rescued.conflicts) {
    const pack = store.pack(c.packId);
    if (!pack || pack.readOnly) continue;
    const files = { ...pack.files };
    if (c.mine === undefined) delete files[c.path];
    else files[c.path] = c.mine;
    store.replacePack({ ...pack, files });
  }
  const channel = openTabChannel();
  const autosave = startAutosave(store, storage, {
    onStatus: options.onStatus,
    journal,
    initial: initial.filter((p) => !store.pack(p.id)?.readOnly),
    conflicts: rescued.conflicts,
    onConflicts: options.onConflicts,
    onSaved: (packId) => channel.post(packId),
    notify: options.notify,
  });
  const stopChannel = channel.listen((packId) => void autosave.refresh(packId));
  const stopPageHide = flushOnPageHide(autosave);
  const stopSession = keepSession(store);
  const loader = new LoaderClient(new LoaderWorker({ name: 'roomsmith-loader' }));
  const stopDiagnostics = startDiagnostics(store, {
    diagnose: (packs) => loader.check(packs),
    onError: (error) => options.notify(`Checking the packs failed: ${String(error)}`),
  });
  options.onStatus(autosave.conflicts().length > 0 ? 'conflict' : 'saved');
  return {
    resolve: (conflict, choice) => autosave.resolve(conflict, choice),
    sizes: (texts) => loader.sizes(texts),
    async stop() {
      stopDiagnostics();
      loader.close();
      stopSession();
      stopPageHide();
      stopChannel();
      await autosave.stop();
      channel.close();
    },
  };
}
