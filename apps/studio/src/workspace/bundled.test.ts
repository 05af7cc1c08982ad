import { describe, expect, it } from 'vitest';
import { bundledPacks } from './bundled.ts';

describe('bundled packs', () => {
  it('are read-only, identified by their manifest id, or by folder when pack.json is broken', () => {
    const packs = bundledPacks([
      { folder: 'r25', files: { 'pack.json': '{"id":"room25"}' } },
      { folder: 'broken', files: { 'pack.json': '{' } },
    ]);
    expect(packs.map((p) => [p.id, p.root, p.readOnly])).toEqual([
      ['room25', 'r25', true],
      ['broken', 'broken', true],
    ]);
  });
});
