import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScopedName as schemaIsScopedName } from '@roomsmith/schema';
import { isScopedName, withSiblingDependencies } from './sibling-deps.ts';

function packs(list: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-deps-'));
  for (const [id, dependencies] of Object.entries(list)) {
    mkdirSync(path.join(root, id));
    writeFileSync(path.join(root, id, 'pack.json'), JSON.stringify({ id, dependencies }));
  }
  return root;
}

describe('dependencies beside a pack', () => {
  it('are loaded first, transitively', () => {
    const root = packs({ base: {}, mid: { base: '^0.1.0' }, top: { mid: '^0.1.0' } });
    expect(withSiblingDependencies(['top'], root)).toEqual([path.join(root, 'base'), path.join(root, 'mid'), 'top']);
  });

  it('are not added again when a given folder provides them', () => {
    const root = packs({ base: {}, top: { base: '^0.1.0' } });
    expect(withSiblingDependencies(['base', 'top'], root)).toEqual(['base', 'top']);
  });

  it('are left to the loader to report when no folder beside holds them', () => {
    const root = packs({ top: { gone: '^1.0.0' } });
    expect(withSiblingDependencies(['top'], root)).toEqual(['top']);
  });

  it('named @scope/name are the folder beside whose pack.json has that registryName', () => {
    const root = packs({ top: { '@ada/hazards': '^1.0.0' } });
    for (const [folder, registryName] of [
      ['hazards', '@bob/hazards'],
      ['ada-hazards', '@ada/hazards'],
    ] as const) {
      mkdirSync(path.join(root, folder));
      writeFileSync(path.join(root, folder, 'pack.json'), JSON.stringify({ id: 'hazards', registryName }));
    }
    expect(withSiblingDependencies(['top'], root)).toEqual([path.join(root, 'ada-hazards'), 'top']);
  });

  it('tells scoped names from ids as the schema package does', () => {
    const keys = [
      '@ada/hazards',
      '@a-b/c-d',
      'hazards',
      '@ada',
      '@Ada/hazards',
      '@ada/',
      '@ada/x/y',
      '@-a/b',
      'ada/hazards',
    ];
    expect(keys.map(isScopedName)).toEqual(keys.map(schemaIsScopedName));
  });
});
