import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { describeDiff, diffPacks, unchanged } from './pack-diff.ts';

const pack = (files: Record<string, string>): Pack => ({ id: 'p', root: 'p', readOnly: false, files });
const room = (id: string, colour = 'red') => JSON.stringify({ kind: 'room', id, colour });

describe('what an update changes', () => {
  it('names the entities and files added, removed and changed', () => {
    const before = pack({ 'pack.json': '{}', 'rooms/a.json': room('a'), 'rooms/b.json': room('b') });
    const after = pack({ 'pack.json': '{}', 'rooms/a.json': room('a', 'blue'), 'rooms/c.json': room('c') });
    const diff = diffPacks(before, after);
    expect(diff.entities).toEqual({ added: ['room c'], removed: ['room b'], changed: ['room a'] });
    expect(diff.files).toEqual({ added: ['rooms/c.json'], removed: ['rooms/b.json'], changed: ['rooms/a.json'] });
    expect(describeDiff(diff)[0]).toBe('Added (1): room c');
  });

  it('does not count a file reformatted without a change to its entities as an entity change', () => {
    const diff = diffPacks(pack({ 'rooms/a.json': room('a') }), pack({ 'rooms/a.json': `${room('a')}\n` }));
    expect(diff.entities.changed).toEqual([]);
    expect(diff.files.changed).toEqual(['rooms/a.json']);
  });

  it('says when two versions hold the same files', () => {
    expect(unchanged(diffPacks(pack({ 'rooms/a.json': room('a') }), pack({ 'rooms/a.json': room('a') })))).toBe(true);
  });
});
