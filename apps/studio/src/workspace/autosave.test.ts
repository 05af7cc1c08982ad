import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutosave, type SaveStatus } from './autosave.ts';
import { MemoryPackStorage, type StoredPack } from './pack-storage.ts';
import { applyRescue, RescueJournal } from './rescue-journal.ts';
import { WorkspaceStore } from './workspace-store.ts';

function setup() {
  const store = new WorkspaceStore([{ id: 'room25', root: 'room25', files: { 'pack.json': '{}' }, readOnly: true }]);
  const storage = new MemoryPackStorage();
  const statuses: SaveStatus[] = [];
  const autosave = startAutosave(store, storage, { delay: 100, onStatus: (s) => statuses.push(s) });
  return { store, storage, statuses, autosave };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a new pack once the typing pauses, not before', async () => {
    const { store, storage } = setup();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    await vi.advanceTimersByTimeAsync(50);
    expect(storage.packs.has('mine')).toBe(false);
    await vi.advanceTimersByTimeAsync(60);
    expect(storage.packs.get('mine')?.files['pack.json']).toContain('"mine"');
  });

  it('coalesces a burst of edits into one write of the latest text', async () => {
    const { store, storage } = setup();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    const put = vi.spyOn(storage, 'update');
    for (let i = 0; i < 5; i += 1) {
      store.updateFile('mine', 'pack.json', `{"n":${i}}`);
      await vi.advanceTimersByTimeAsync(30);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(put).toHaveBeenCalledTimes(1);
    expect(storage.packs.get('mine')?.files['pack.json']).toBe('{"n":4}');
  });

  it('flushes immediately on demand and reports the status', async () => {
    const { store, storage, statuses, autosave } = setup();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    await autosave.flush();
    expect(storage.packs.has('mine')).toBe(true);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('removes a deleted pack and never stores bundled packs', async () => {
    const { store, storage, autosave } = setup();
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    await autosave.flush();
    store.deletePack('mine');
    await autosave.flush();
    expect([...storage.packs.keys()]).toEqual([]);
  });

  it('keeps a failed write pending and retries it on the next flush', async () => {
    const { store, storage, statuses, autosave } = setup();
    const put = vi.spyOn(storage, 'update').mockRejectedValueOnce(new Error('quota'));
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    await autosave.flush();
    expect(statuses.at(-1)).toBe('failed');
    await autosave.flush();
    expect(put).toHaveBeenCalledTimes(2);
    expect((storage.packs.get('mine') as StoredPack).id).toBe('mine');
    expect(statuses.at(-1)).toBe('saved');
  });
});

describe('the rescue journal', () => {
  function memory(): Storage {
    const map = new Map<string, string>();
    return {
      length: 0,
      clear: () => map.clear(),
      key: () => null,
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }

  it('keeps pending changes synchronously and hands them to the next start', async () => {
    const store = new WorkspaceStore();
    const journal = new RescueJournal(memory());
    const autosave = startAutosave(store, new MemoryPackStorage(), { delay: 1000, journal });
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    autosave.rescue();
    expect(journal.read()?.put.map((p) => p.id)).toEqual(['mine']);

    const nextStorage = new MemoryPackStorage();
    await expect(applyRescue(journal, nextStorage)).resolves.toEqual({ applied: 1, conflicts: [] });
    expect(nextStorage.packs.get('mine')?.files['pack.json']).toContain('"mine"');
    expect(journal.read()).toBeNull();
  });

  it('is cleared once everything has reached storage', async () => {
    const store = new WorkspaceStore();
    const journal = new RescueJournal(memory());
    const autosave = startAutosave(store, new MemoryPackStorage(), { journal });
    store.createPack({ id: 'mine', name: 'Mine', dependencies: {} });
    autosave.rescue();
    await autosave.flush();
    expect(journal.read()).toBeNull();
  });

  it('records deletions too', () => {
    const store = new WorkspaceStore([{ id: 'old', root: 'old', files: {}, readOnly: false }]);
    const journal = new RescueJournal(memory());
    const autosave = startAutosave(store, new MemoryPackStorage(), { journal });
    store.deletePack('old');
    autosave.rescue();
    expect(journal.read()).toEqual({ put: [], delete: ['old'] });
  });
});
