import { describe, expect, it, vi } from 'vitest';
import type { Pack } from './pack.ts';
import { WorkspaceStore } from './workspace-store.ts';

const bundled: Pack = { id: 'room25', root: 'room25', files: { 'pack.json': '{"id":"room25"}' }, readOnly: true };

function storeWithMine(): WorkspaceStore {
  const store = new WorkspaceStore([bundled]);
  store.createPack({ id: 'mine', name: 'Mine', dependencies: { room25: '0.1.0' } });
  return store;
}

describe('the workspace store', () => {
  it('creates a pack with a manifest, selects it and opens pack.json', () => {
    const store = storeWithMine();
    expect(store.pack('mine')?.readOnly).toBe(false);
    expect(JSON.parse(store.pack('mine')?.files['pack.json'] ?? '').dependencies).toEqual({ room25: '^0.1.0' });
    expect(store.state.selectedPackId).toBe('mine');
    expect(store.state.openFile).toEqual({ packId: 'mine', path: 'pack.json' });
  });

  it('keeps bundled packs before the author’s', () => {
    const store = new WorkspaceStore([]);
    store.addPack({ id: 'aaa', root: 'aaa', files: {}, readOnly: false });
    store.addPack(bundled);
    expect(store.state.packs.map((p) => p.id)).toEqual(['room25', 'aaa']);
  });

  it('refuses a duplicate id and an id that is not kebab-case', () => {
    const store = storeWithMine();
    expect(() => store.createPack({ id: 'mine', name: '', dependencies: {} })).toThrow(/already exists/);
    expect(() => store.createPack({ id: 'Not Ok', name: '', dependencies: {} })).toThrow(/kebab-case/);
  });

  it('refuses every change to a bundled pack', () => {
    const store = storeWithMine();
    expect(() => store.updateFile('room25', 'pack.json', '{}')).toThrow(/bundled/);
    expect(() => store.addFile('room25', 'rooms/a.json', '{}')).toThrow(/bundled/);
    expect(() => store.deleteFile('room25', 'pack.json')).toThrow(/bundled/);
    expect(() => store.deletePack('room25')).toThrow(/bundled/);
    expect(store.pack('room25')).toBe(bundled);
  });

  it('adds, edits and deletes files, notifying subscribers of each change', () => {
    const store = storeWithMine();
    const listener = vi.fn();
    store.subscribe(listener);
    store.addFile('mine', 'rooms/a.json', '{}');
    store.updateFile('mine', 'rooms/a.json', '{"id":"a"}');
    store.updateFile('mine', 'rooms/a.json', '{"id":"a"}');
    expect(store.pack('mine')?.files['rooms/a.json']).toBe('{"id":"a"}');
    expect(store.state.openFile).toEqual({ packId: 'mine', path: 'rooms/a.json' });
    store.deleteFile('mine', 'rooms/a.json');
    expect(store.pack('mine')?.files).not.toHaveProperty('rooms/a.json');
    expect(store.state.openFile).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('adds an image asset without opening it, and refuses a path that is not an image', () => {
    const store = storeWithMine();
    store.addAsset('mine', 'images/map.png', 'data:image/png;base64,iVBORw==');
    expect(store.pack('mine')?.files['images/map.png']).toBe('data:image/png;base64,iVBORw==');
    expect(store.state.openFile).toEqual({ packId: 'mine', path: 'pack.json' });
    expect(() => store.addAsset('mine', 'images/map.png', 'x')).toThrow('images/map.png already exists in mine.');
    expect(() => store.addAsset('mine', '../map.png', 'x')).toThrow('../map.png is not an image path.');
    expect(() => store.addAsset('mine', 'rooms/a.json', 'x')).toThrow('rooms/a.json is not an image path.');
    expect(() => store.addAsset('room25', 'images/map.png', 'x')).toThrow();
  });

  it('rejects file paths outside a folder or not ending in .json', () => {
    const store = storeWithMine();
    expect(() => store.addFile('mine', 'a.json', '{}')).toThrow(/folder/);
    expect(() => store.addFile('mine', 'pack.json', '{}')).toThrow(/already exists/);
  });

  it('deleting the selected pack selects another, closes its file and drops its problems', () => {
    const store = storeWithMine();
    store.setProblems([{ packId: 'mine', path: 'pack.json', line: 1, column: 1, severity: 'error', message: 'x' }]);
    store.deletePack('mine');
    expect(store.pack('mine')).toBeUndefined();
    expect(store.state.selectedPackId).toBe('room25');
    expect(store.state.openFile).toBeNull();
    expect(store.state.problems).toEqual([]);
  });

  it('replaces a pack and closes the open file when the new pack lacks it', () => {
    const store = storeWithMine();
    store.addFile('mine', 'rooms/a.json', '{}');
    store.replacePack({ id: 'mine', root: 'mine', files: { 'pack.json': '{}' }, readOnly: false });
    expect(store.pack('mine')?.files).toEqual({ 'pack.json': '{}' });
    expect(store.state.openFile).toBeNull();
  });
});
