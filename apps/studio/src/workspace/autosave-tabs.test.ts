// Two tabs on one pack: two stores (one per tab) autosaving into one storage.
import { describe, expect, it } from 'vitest';
import { startAutosave, type Autosave, type SaveStatus } from './autosave.ts';
import { fromStored, MemoryPackStorage, type StoredPack } from './pack-storage.ts';
import { applyRescue, RescueJournal } from './rescue-journal.ts';
import type { Conflict } from './save-merge.ts';
import { WorkspaceStore } from './workspace-store.ts';

const PACK: StoredPack = {
  id: 'mine',
  root: 'mine',
  files: { 'pack.json': '{}', 'rooms/a.json': 'a1', 'rooms/b.json': 'b1' },
  revision: 1,
  revisions: { 'pack.json': 1, 'rooms/a.json': 1, 'rooms/b.json': 1 },
};

interface Tab {
  store: WorkspaceStore;
  autosave: Autosave;
  conflicts: Conflict[];
  statuses: SaveStatus[];
  saved: string[];
  text(path: string): string | undefined;
}

async function openTab(storage: MemoryPackStorage): Promise<Tab> {
  const store = new WorkspaceStore();
  const initial = await storage.loadAll();
  for (const p of initial) store.addPack(fromStored(p));
  const tab: Partial<Tab> = { store, conflicts: [], statuses: [], saved: [] };
  tab.autosave = startAutosave(store, storage, {
    delay: 10_000,
    initial,
    onConflicts: (c) => (tab.conflicts = c),
    onStatus: (s) => tab.statuses?.push(s),
    onSaved: (id) => tab.saved?.push(id),
  });
  tab.text = (path) => store.pack('mine')?.files[path];
  return tab as Tab;
}

async function twoTabs() {
  const storage = new MemoryPackStorage();
  await storage.put(PACK);
  return { storage, one: await openTab(storage), two: await openTab(storage) };
}

describe('two tabs on one pack', () => {
  it('an idle tab takes in what the other tab saved, and writes nothing back', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    await one.autosave.flush();
    expect(one.saved).toEqual(['mine']);
    await two.autosave.refresh('mine');
    expect(two.text('rooms/a.json')).toBe('a-one');
    await two.autosave.flush();
    expect(two.saved).toEqual([]);
    expect(storage.packs.get('mine')?.revision).toBe(2);
  });

  it('both tabs keep their changes to different files of the pack', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    two.store.updateFile('mine', 'rooms/b.json', 'b-two');
    await one.autosave.flush();
    await two.autosave.flush();
    expect(storage.packs.get('mine')?.files).toMatchObject({ 'rooms/a.json': 'a-one', 'rooms/b.json': 'b-two' });
    expect(two.text('rooms/a.json')).toBe('a-one');
    expect(two.conflicts).toEqual([]);
  });

  it('a save over a file the other tab saved since is not written, and the tab is told', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    await one.autosave.flush();
    await two.autosave.flush();
    expect(storage.packs.get('mine')?.files['rooms/a.json']).toBe('a-one');
    expect(two.text('rooms/a.json')).toBe('a-two');
    expect(two.conflicts.map((c) => [c.path, c.mine, c.theirs])).toEqual([['rooms/a.json', 'a-two', 'a-one']]);
    expect(two.statuses.at(-1)).toBe('conflict');
  });

  it('hears of the conflict as soon as the other tab’s save arrives, before saving', async () => {
    const { one, two } = await twoTabs();
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    await one.autosave.flush();
    await two.autosave.refresh('mine');
    expect(two.conflicts.map((c) => c.path)).toEqual(['rooms/a.json']);
    expect(two.text('rooms/a.json')).toBe('a-two');
  });

  it('"reload theirs" replaces this tab’s text with the stored one and writes nothing', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    await one.autosave.flush();
    await two.autosave.flush();
    await two.autosave.resolve(two.conflicts[0] as Conflict, 'theirs');
    expect(two.text('rooms/a.json')).toBe('a-one');
    expect(two.conflicts).toEqual([]);
    expect(storage.packs.get('mine')?.revision).toBe(2);
    expect(two.statuses.at(-1)).toBe('saved');
  });

  it('"keep mine" writes this tab’s text over theirs, knowingly', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    await one.autosave.flush();
    await two.autosave.flush();
    await two.autosave.resolve(two.conflicts[0] as Conflict, 'mine');
    expect(storage.packs.get('mine')?.files['rooms/a.json']).toBe('a-two');
    expect(two.conflicts).toEqual([]);
    await one.autosave.refresh('mine');
    expect(one.text('rooms/a.json')).toBe('a-two');
  });

  it('"keep mine" is asked again when the other tab saved the file once more in between', async () => {
    const { storage, one, two } = await twoTabs();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    await one.autosave.flush();
    await two.autosave.flush();
    const first = two.conflicts[0] as Conflict;
    one.store.updateFile('mine', 'rooms/a.json', 'a-one-again');
    await one.autosave.flush();
    await two.autosave.resolve(first, 'mine');
    expect(storage.packs.get('mine')?.files['rooms/a.json']).toBe('a-one-again');
    expect(two.conflicts.map((c) => c.theirs)).toEqual(['a-one-again']);
  });

  it('an idle tab drops a pack the other tab deleted', async () => {
    const { one, two } = await twoTabs();
    one.store.deletePack('mine');
    await one.autosave.flush();
    await two.autosave.refresh('mine');
    expect(two.store.pack('mine')).toBeUndefined();
  });

  it('a pack deleted here stays deleted when the other tab’s save of it arrives first', async () => {
    const { storage, one, two } = await twoTabs();
    two.store.deletePack('mine');
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    await one.autosave.flush();
    await two.autosave.refresh('mine');
    expect(two.store.pack('mine')).toBeUndefined();
    await two.autosave.flush();
    expect(storage.packs.has('mine')).toBe(false);
  });

  it('keeps saving after reading another tab’s save failed, and says so', async () => {
    const { storage, one } = await twoTabs();
    const notices: string[] = [];
    const store = one.store;
    const autosave = startAutosave(store, storage, { delay: 10_000, initial: [PACK], notify: (m) => notices.push(m) });
    storage.load = () => Promise.reject(new Error('disk on fire'));
    await autosave.refresh('mine');
    store.updateFile('mine', 'rooms/b.json', 'b-one');
    await autosave.flush();
    expect(notices).toEqual(['Reading mine as another tab saved it failed: Error: disk on fire']);
    expect(storage.packs.get('mine')?.files['rooms/b.json']).toBe('b-one');
  });

  it('a tab shows a pack the other tab created', async () => {
    const { one, two } = await twoTabs();
    one.store.createPack({ id: 'fresh', name: 'Fresh', dependencies: {} });
    await one.autosave.flush();
    await two.autosave.refresh('fresh');
    expect(two.store.pack('fresh')?.files['pack.json']).toContain('"fresh"');
  });

  it('changes rescued when a page closed do not overwrite what another tab saved since', async () => {
    const { storage, one, two } = await twoTabs();
    const memory = new Map<string, string>();
    const journal = new RescueJournal({
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    });
    const closing = startAutosave(two.store, storage, { delay: 10_000, initial: [PACK], journal });
    two.store.updateFile('mine', 'rooms/a.json', 'a-two');
    two.store.updateFile('mine', 'rooms/b.json', 'b-two');
    closing.rescue();
    one.store.updateFile('mine', 'rooms/a.json', 'a-one');
    await one.autosave.flush();

    const { conflicts } = await applyRescue(journal, storage);
    expect(storage.packs.get('mine')?.files).toMatchObject({ 'rooms/a.json': 'a-one', 'rooms/b.json': 'b-two' });
    expect(conflicts.map((c) => [c.path, c.mine, c.theirs])).toEqual([['rooms/a.json', 'a-two', 'a-one']]);

    // The next start shows the rescued text, as boot-workspace does, and asks.
    const after = fromStored((await storage.load('mine')) as StoredPack);
    const reopened = new WorkspaceStore([{ ...after, files: { ...after.files, 'rooms/a.json': 'a-two' } }]);
    const seen: Conflict[][] = [];
    const autosave = startAutosave(reopened, storage, {
      initial: await storage.loadAll(),
      conflicts,
      onConflicts: (c) => seen.push(c),
    });
    await Promise.resolve();
    expect(seen.at(-1)?.map((c) => c.path)).toEqual(['rooms/a.json']);
    reopened.updateFile('mine', 'pack.json', '{"touched":true}');
    await autosave.flush();
    expect(storage.packs.get('mine')?.files['rooms/a.json']).toBe('a-one');
    expect(storage.packs.get('mine')?.files['pack.json']).toBe('{"touched":true}');
  });
});
