// Remembers which pack was selected and which file was open, so a reload
// puts the author back where they were.
import type { FileRef } from '../workspace/pack.ts';
import type { WorkspaceStore } from '../workspace/workspace-store.ts';

const KEY = 'roomsmith-studio:session';

interface Session {
  selectedPackId: string | null;
  openFile: FileRef | null;
}

/** Restores the last selection (when its pack and file still exist) and keeps it saved. */
export function keepSession(store: WorkspaceStore, storage: Storage = localStorage): () => void {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Session | null;
    if (saved?.selectedPackId && store.pack(saved.selectedPackId)) store.selectPack(saved.selectedPackId);
    const open = saved?.openFile;
    if (open && store.pack(open.packId)?.files[open.path] !== undefined) store.openFile(open);
  } catch {
    // A corrupt session entry only means starting from the default view.
  }
  return store.subscribe((s, prev) => {
    if (s.selectedPackId === prev.selectedPackId && s.openFile === prev.openFile) return;
    const session: Session = { selectedPackId: s.selectedPackId, openFile: s.openFile };
    storage.setItem(KEY, JSON.stringify(session));
  });
}
