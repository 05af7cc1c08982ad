import { describe, expect, it } from 'vitest';
import { groupFiles, groupOf } from './file-groups.ts';

describe('file groups', () => {
  it('groups by the kind the file declares, wherever it lives', () => {
    expect(groupOf('misc/x.json', '{ "kind": "room", "id": "a" }')).toBe('rooms');
    expect(groupOf('all.json/x.json', '[{"kind":"pack-test"}]')).toBe('tests');
    expect(groupOf('stuff/x.json', '{"kind":"enigma-scenario"}')).toBe('scenarios');
    expect(groupOf('stuff/x.json', '{"kind":"puzzle"}')).toBe('other');
  });

  it('gives puzzle cards and pieces (robots) groups of their own', () => {
    expect(groupOf('puzzles/01.json', '{"kind":"puzzle-card","id":"a"}')).toBe('puzzles');
    expect(groupOf('pieces/robot.json', '{"kind":"piece","id":"robot"}')).toBe('pieces');
    expect(groupOf('puzzles/new.json', '')).toBe('puzzles');
  });

  it('falls back to the folder name when the file declares no kind', () => {
    expect(groupOf('cards/new.json', '')).toBe('cards');
    expect(groupOf('notes/new.json', '{')).toBe('other');
    expect(groupOf('pack.json', '{"kind":"room"}')).toBe('manifest');
  });

  it('puts image assets in a group of their own, whatever their folder', () => {
    expect(groupOf('images/map.png', 'data:image/png;base64,AAAA')).toBe('images');
    expect(groupOf('cards/photo.JPG', '')).toBe('images');
  });

  it('lists non-empty groups in display order with sorted paths', () => {
    const groups = groupFiles({
      'rooms/b.json': '{"kind":"room"}',
      'modes/coop.json': '{"kind":"mode"}',
      'rooms/a.json': '{"kind":"room"}',
      'pack.json': '{}',
    });
    expect(groups).toEqual([
      { group: 'manifest', paths: ['pack.json'] },
      { group: 'rooms', paths: ['rooms/a.json', 'rooms/b.json'] },
      { group: 'modes', paths: ['modes/coop.json'] },
    ]);
  });
});
