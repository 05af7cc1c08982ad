import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { WorkspaceStore } from '../workspace/workspace-store.ts';
import { PackActions, type ActionDialogs, type ActionUi } from './pack-actions.ts';

const pack = (id: string, deps: Record<string, string>, readOnly: boolean, files: Record<string, string>): Pack => ({
  id,
  root: id,
  readOnly,
  files: { 'pack.json': JSON.stringify({ id, dependencies: deps }), ...files },
});

/** A fake worker's qualifying: every plain "acid" becomes "room25:acid". */
const qualify = (text: string) => text.replace(/"acid"/g, '"room25:acid"');

/** Copies room25's rooms/a.json into "mine" with a worker whose answers the test releases one by one. */
function copying() {
  const store = new WorkspaceStore([
    pack('room25', {}, true, { 'rooms/a.json': '{"room":"acid","n":1}' }),
    pack('mine', { room25: '^0.1.0' }, false, {}),
  ]);
  const asked: Array<{ text: string; answer(): void }> = [];
  const ui: ActionUi = {
    dialogs: () => ({ choice: { ask: () => Promise.resolve('mine') } }) as unknown as ActionDialogs,
    notify: () => undefined,
    qualifyCopy: (packs, copied) =>
      new Promise((resolve) => {
        const text = packs.find((p) => p.id === copied.packId)?.files[copied.path] ?? '';
        asked.push({ text, answer: () => resolve(qualify(text)) });
      }),
  };
  const done = new PackActions(store, ui).copyIntoPack({ packId: 'room25', path: 'rooms/a.json' });
  const file = () => store.pack('mine')?.files['rooms/a.json'];
  return { store, asked, done, file };
}

/** Lets the copy's awaited promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('copying a bundled file into the author’s pack', () => {
  it('qualifies the copy’s references to its old pack', async () => {
    const { asked, done, file } = copying();
    await settle();
    asked[0]?.answer();
    await done;
    expect(file()).toBe('{"room":"room25:acid","n":1}');
  });

  it('qualifies the author’s edit made while the copy was being qualified, keeping the edit', async () => {
    const { store, asked, done, file } = copying();
    await settle();
    store.updateFile('mine', 'rooms/a.json', '{"room":"acid","n":2}');
    asked[0]?.answer();
    await settle();
    expect(asked[1]?.text).toBe('{"room":"acid","n":2}');
    asked[1]?.answer();
    await done;
    expect(file()).toBe('{"room":"room25:acid","n":2}');
  });
});
