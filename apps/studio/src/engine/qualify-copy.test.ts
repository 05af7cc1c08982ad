import { describe, expect, it } from 'vitest';
import { files as room25Files } from './room25.fixture.ts';
import { pathOfPointer, qualifyCopy } from './qualify-copy.ts';

describe('copying a bundled file into the author’s pack', () => {
  it('qualifies the plain references the linker points at, and nothing else', () => {
    const mode = room25Files['modes/solo.json'] ?? '';
    const mine = {
      id: 'mine',
      files: {
        'pack.json': JSON.stringify({
          id: 'mine',
          name: 'Mine',
          version: '0.1.0',
          formatVersion: 1,
          dependencies: { room25: '^0.1.0' },
        }),
        'modes/solo.json': mode,
      },
    };
    const text = qualifyCopy([{ id: 'room25', files: room25Files }, mine], {
      packId: 'mine',
      path: 'modes/solo.json',
      from: 'room25',
    });
    const copy = JSON.parse(text);
    expect(copy.setup.compositions[0].rooms[0].room).toBe('room25:central');
    expect(copy.setup.steps[0].do).toBe(JSON.parse(mode).setup.steps[0].do);
    expect(JSON.stringify(copy)).not.toMatch(/"(def|room)":\s*"(central|empty|deadly)"/);
    expect(JSON.stringify(copy)).toContain('"room25:emmett"');
  });

  it('qualifies the base a copied mode extends, so the copy still resolves to the whole mode', () => {
    const manifest = (id: string, dependencies: object) =>
      JSON.stringify({ id, name: id, version: '0.1.0', formatVersion: 1, dependencies });
    const base = JSON.stringify({ kind: 'mode', id: 'base', name: 'Base', seats: { players: { min: 1, max: 1 } } });
    const level = JSON.stringify({ kind: 'mode', id: 'level', name: 'Level', extends: 'base' });
    const packs: Array<{ id: string; files: Record<string, string> }> = [
      {
        id: 'card-game',
        files: { 'pack.json': manifest('card-game', {}), 'modes/base.json': base, 'modes/level.json': level },
      },
      { id: 'mine', files: { 'pack.json': manifest('mine', { 'card-game': '^0.1.0' }), 'modes/level.json': level } },
    ];
    const text = qualifyCopy(packs, { packId: 'mine', path: 'modes/level.json', from: 'card-game' });
    expect(JSON.parse(text).extends).toBe('card-game:base');
  });

  it('turns a pointer into a JSON path', () => {
    expect(pathOfPointer({ a: [{ 'b/c': 1 }] }, '/a/0/b~1c')).toEqual(['a', 0, 'b/c']);
    expect(pathOfPointer({ a: 1 }, '/a/b')).toBeNull();
  });
});
