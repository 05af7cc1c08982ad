import { describe, expect, it } from 'vitest';
import type { StoredPack } from './pack-storage.ts';
import { basesOf, hasChanges, mergeSave, settle, type LocalPack } from './save-merge.ts';

const stored = (files: Record<string, string>, revisions: Record<string, number> = {}, revision = 1): StoredPack => ({
  id: 'mine',
  root: 'mine',
  files,
  revision,
  revisions,
});
const local = (files: Record<string, string>): LocalPack => ({ id: 'mine', root: 'mine', files });

describe('mergeSave', () => {
  it('writes the files changed here, stamped with the next revision, and keeps the others as stored', () => {
    const before = stored({ 'a.json': 'a1', 'b.json': 'b1' }, { 'a.json': 1, 'b.json': 1 });
    const next = mergeSave(before, local({ 'a.json': 'a2', 'b.json': 'b1' }), basesOf(before));
    expect(next).toEqual(stored({ 'a.json': 'a2', 'b.json': 'b1' }, { 'a.json': 2, 'b.json': 1 }, 2));
  });

  it('keeps another tab’s change to a file this tab did not change', () => {
    const read = stored({ 'a.json': 'a1', 'b.json': 'b1' }, { 'a.json': 1, 'b.json': 1 });
    const theirs = stored({ 'a.json': 'a1', 'b.json': 'b-theirs' }, { 'a.json': 1, 'b.json': 2 }, 2);
    const next = mergeSave(theirs, local({ 'a.json': 'a-mine', 'b.json': 'b1' }), basesOf(read));
    expect(next?.files).toEqual({ 'a.json': 'a-mine', 'b.json': 'b-theirs' });
    expect(next?.revisions).toEqual({ 'a.json': 3, 'b.json': 2 });
  });

  it('does not write a file another tab saved since this tab read it', () => {
    const read = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    const theirs = stored({ 'a.json': 'a-theirs' }, { 'a.json': 2 }, 2);
    expect(mergeSave(theirs, local({ 'a.json': 'a-mine' }), basesOf(read))).toBeNull();
  });

  it('reads files stored before revisions existed as revision 0', () => {
    const legacy: StoredPack = { id: 'mine', root: 'mine', files: { 'a.json': 'a1' } };
    const next = mergeSave(legacy, local({ 'a.json': 'a2' }), basesOf(legacy));
    expect(next).toEqual(stored({ 'a.json': 'a2' }, { 'a.json': 1 }, 1));
  });

  it('deletes a file deleted here and adds a file created here', () => {
    const before = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    const next = mergeSave(before, local({ 'b.json': 'b1' }), basesOf(before));
    expect(next?.files).toEqual({ 'b.json': 'b1' });
    expect(next?.revisions).toEqual({ 'b.json': 2 });
  });

  it('writes nothing when nothing changed here', () => {
    const before = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    expect(mergeSave(before, local({ 'a.json': 'a1' }), basesOf(before))).toBeNull();
  });

  it('writes a pack that is not stored yet whole', () => {
    expect(mergeSave(undefined, local({ 'pack.json': '{}' }), {})).toEqual(
      stored({ 'pack.json': '{}' }, { 'pack.json': 1 }),
    );
  });
});

describe('settle', () => {
  it('takes in the stored text of a file this tab did not change', () => {
    const read = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    const theirs = stored({ 'a.json': 'a-theirs' }, { 'a.json': 2 }, 2);
    const mine = local({ 'a.json': 'a1' });
    const settled = settle(theirs, mine, mine, basesOf(read));
    expect(settled.files).toEqual({ 'a.json': 'a-theirs' });
    expect(settled.bases).toEqual(basesOf(theirs));
    expect(settled.conflicts).toEqual([]);
  });

  it('reports a file changed here and there as a conflict and keeps this tab’s text and base', () => {
    const read = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    const theirs = stored({ 'a.json': 'a-theirs' }, { 'a.json': 2 }, 2);
    const mine = local({ 'a.json': 'a-mine' });
    const settled = settle(theirs, mine, mine, basesOf(read));
    expect(settled.files).toBe(mine.files);
    expect(settled.bases).toEqual(basesOf(read));
    expect(settled.conflicts).toEqual([
      {
        packId: 'mine',
        path: 'a.json',
        mine: 'a-mine',
        theirs: 'a-theirs',
        theirsRevision: 2,
        base: { revision: 1, text: 'a1' },
      },
    ]);
  });

  it('is no conflict when both tabs wrote the same text', () => {
    const read = stored({ 'a.json': 'a1' }, { 'a.json': 1 });
    const theirs = stored({ 'a.json': 'same' }, { 'a.json': 2 }, 2);
    const mine = local({ 'a.json': 'same' });
    const settled = settle(theirs, mine, mine, basesOf(read));
    expect(settled.conflicts).toEqual([]);
    expect(hasChanges(mine, settled.bases)).toBe(false);
  });

  it('keeps what the author typed while the save was on its way', () => {
    const saved = stored({ 'a.json': 'a2' }, { 'a.json': 2 }, 2);
    const snapshot = local({ 'a.json': 'a2' });
    const current = local({ 'a.json': 'a2 and more' });
    const settled = settle(saved, snapshot, current, { 'a.json': { revision: 1, text: 'a1' } });
    expect(settled.files).toBe(current.files);
    expect(settled.bases).toEqual(basesOf(saved));
    expect(hasChanges(current, settled.bases)).toBe(true);
  });
});
