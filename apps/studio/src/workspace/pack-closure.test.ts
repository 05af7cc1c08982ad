import { describe, expect, it } from 'vitest';
import type { Pack } from './pack.ts';
import { packClosure } from './pack-closure.ts';

const pack = (id: string, deps: string[] = []): Pack => ({
  id,
  root: id,
  readOnly: false,
  files: { 'pack.json': JSON.stringify({ id, dependencies: Object.fromEntries(deps.map((d) => [d, '*'])) }) },
});

describe('pack closure', () => {
  it('lists a pack after everything it depends on, once each, skipping missing ones', () => {
    const packs = [pack('base'), pack('mid', ['base']), pack('top', ['mid', 'base', 'gone']), pack('other')];
    expect(packClosure(packs, 'top').map((p) => p.id)).toEqual(['base', 'mid', 'top']);
  });

  it('survives a dependency cycle', () => {
    const packs = [pack('a', ['b']), pack('b', ['a'])];
    expect(packClosure(packs, 'a').map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('follows a dependency named by @scope/name to the pack with that registryName', () => {
    const scoped = (id: string, registryName: string): Pack => ({
      id,
      root: id,
      readOnly: false,
      files: { 'pack.json': JSON.stringify({ id, registryName }) },
    });
    const packs = [scoped('base', '@bob/base'), pack('top', ['@ada/base']), scoped('base2', '@ada/base')];
    expect(packClosure(packs, 'top').map((p) => p.id)).toEqual(['base2', 'top']);
  });
});
