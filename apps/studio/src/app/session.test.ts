import { describe, expect, it } from 'vitest';
import { WorkspaceStore } from '../workspace/workspace-store.ts';
import { keepSession } from './session.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('the session', () => {
  it('brings back the selected pack and the open file after a reload', () => {
    const storage = memoryStorage();
    const first = new WorkspaceStore();
    keepSession(first, storage);
    first.createPack({ id: 'mine', name: '', dependencies: {} });
    first.addFile('mine', 'rooms/a.json', '{}');

    const second = new WorkspaceStore([...first.state.packs]);
    second.selectPack('other');
    keepSession(second, storage);
    expect(second.state.selectedPackId).toBe('mine');
    expect(second.state.openFile).toEqual({ packId: 'mine', path: 'rooms/a.json' });
  });

  it('ignores a saved file that no longer exists, and a corrupt entry', () => {
    const storage = memoryStorage();
    storage.setItem('roomsmith-studio:session', '{"selectedPackId":"gone","openFile":{"packId":"gone","path":"x"}}');
    const store = new WorkspaceStore();
    keepSession(store, storage);
    expect(store.state.openFile).toBeNull();
    storage.setItem('roomsmith-studio:session', '{oops');
    expect(() => keepSession(new WorkspaceStore(), storage)).not.toThrow();
  });
});
