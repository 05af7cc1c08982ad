// Brings the author's packs back from storage and starts what keeps them
// safe: autosave (debounced, flushed when the page hides), the remembered
// selection and the diagnostics.
import LoaderWorker from '../diagnostics/loader.worker.ts?worker';
import { LoaderClient } from '../diagnostics/loader-client.ts';
import { flushOnPageHide, startAutosave, type SaveStatus } from '../workspace/autosave.ts';
import { IdbPackStorage, openPackDatabase } from '../workspace/idb-storage.ts';
import { fromStored, MemoryPackStorage, type PackStorage } from '../workspace/pack-storage.ts';
import { applyRescue, RescueJournal } from '../workspace/rescue-journal.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';
import { startDiagnostics } from './diagnostics-runner.ts';
import { keepSession } from './session.ts';

/** Hooks for what the boot has to say. */
export interface BootOptions {
  notify(message: string): void;
  onStatus(status: SaveStatus): void;
  /** Opens the storage; IndexedDB by default. */
  openStorage?: () => Promise<PackStorage>;
}

async function defaultStorage(): Promise<PackStorage> {
  return new IdbPackStorage(await openPackDatabase());
}

/** Restores stored packs into `store` and starts autosave; resolves to the function that stops everything. */
export async function bootWorkspace(store: WorkspaceStore, options: BootOptions): Promise<() => Promise<void>> {
  let storage: PackStorage;
  try {
    storage = await (options.openStorage ?? defaultStorage)();
  } catch {
    storage = new MemoryPackStorage();
    options.notify('This browser does not allow saving (IndexedDB is unavailable): export your packs to keep them.');
  }
  const journal = new RescueJournal(localStorage);
  try {
    await applyRescue(journal, storage);
  } catch {
    options.notify('Some changes saved while the page closed could not be restored.');
  }
  for (const stored of await storage.loadAll()) {
    if (store.pack(stored.id))
      options.notify(`A saved pack has the id of a bundled pack and was skipped: ${stored.id}.`);
    else store.addPack(fromStored(stored));
  }
  const autosave = startAutosave(store, storage, { onStatus: options.onStatus, journal });
  const stopPageHide = flushOnPageHide(autosave);
  const stopSession = keepSession(store);
  const loader = new LoaderClient(new LoaderWorker({ name: 'roomsmith-loader' }));
  const stopDiagnostics = startDiagnostics(store, {
    diagnose: (packs) => loader.check(packs),
    onError: (error) => options.notify(`Checking the packs failed: ${String(error)}`),
  });
  options.onStatus('saved');
  return async () => {
    stopDiagnostics();
    loader.close();
    stopSession();
    stopPageHide();
    await autosave.stop();
  };
}
