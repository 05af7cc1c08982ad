import { describe, expect, it } from 'vitest';
import { summarisePack } from './pack-summary.ts';

describe('pack summary', () => {
  it('reads id, name, version and description from the manifest', () => {
    const manifest = { id: 'room25', name: { en: 'Room 25', fr: 'Room 25' }, version: '1.0.0', description: 'Base' };
    const summary = summarisePack({
      folder: 'room25',
      files: { 'pack.json': JSON.stringify(manifest), 'rooms/a.json': '{}' },
    });
    expect(summary).toMatchObject({
      id: 'room25',
      name: 'Room 25',
      version: '1.0.0',
      description: 'Base',
      fileCount: 2,
    });
  });

  it('reports a broken manifest instead of throwing', () => {
    const summary = summarisePack({ folder: 'broken', files: { 'pack.json': '{ nope' } });
    expect(summary.problem).toMatch(/not valid JSON/);
    expect(summary.name).toBe('broken');
  });
});
