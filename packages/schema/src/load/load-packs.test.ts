import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { loadPacks } from './load-packs.ts';
import type { PackFiles } from './types.ts';

const options = freshLoadOptions();
const manifest = (extra: object = {}) =>
  JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1, ...extra });
const room = (id: string, extra: object = {}) => ({ kind: 'room', id, name: id, colour: 'green', ...extra });
const pack = (files: PackFiles) => ({ root: 'p', files: { 'pack.json': manifest(), ...files } });

describe('loadPacks', () => {
  it('returns the valid entities with where each came from', () => {
    const result = loadPacks([pack({ 'rooms/all.json': JSON.stringify([room('a'), room('b')]) })], options);
    const [loaded] = result.packs;
    expect(loaded?.entities.map((e) => e.id)).toEqual(['a', 'b']);
    const second = loaded?.entities[1];
    expect(second && loaded?.sources.get(second)).toEqual({ file: 'p/rooms/all.json', pointer: '/1' });
  });

  it('leaves out entities that fail their schema but keeps the rest', () => {
    const result = loadPacks(
      [pack({ 'rooms/all.json': JSON.stringify([room('a'), room('b', { colour: 'pink' })]) })],
      options,
    );
    expect(result.packs[0]?.entities.map((e) => e.id)).toEqual(['a']);
  });

  it('reads only pack.json and JSON files inside sub-folders', () => {
    const files = {
      'project.json': '{"name": "x"}',
      'README.md': '# hi',
      'rooms/notes.txt': 'x',
      'rooms/a.json': JSON.stringify(room('a')),
    };
    const result = loadPacks([pack(files)], options);
    expect(result.diagnostics).toEqual([]);
    expect(result.packs[0]?.entities).toHaveLength(1);
  });

  it('accepts files given as bytes', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(room('a')));
    expect(loadPacks([pack({ 'rooms/a.json': bytes })], options).packs[0]?.entities).toHaveLength(1);
  });

  it('reports a file that is not UTF-8 text', () => {
    const result = loadPacks([pack({ 'rooms/a.json': new Uint8Array([0xff, 0xfe, 0x00]) })], options);
    expect(result.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      'p/rooms/a.json invalid UTF-8 (byte 0xff at offset 0)',
    ]);
  });

  it('resolves "packId:id" references into a dependency', () => {
    const base = {
      root: 'base',
      files: { 'pack.json': manifest({ id: 'base' }), 'rooms/a.json': JSON.stringify(room('acid')) },
    };
    const deck = { kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'base:acid' }] };
    const addon = {
      root: 'addon',
      files: {
        'pack.json': manifest({ id: 'addon', dependencies: { base: '^1.0.0' } }),
        'decks/d.json': JSON.stringify(deck),
      },
    };
    expect(loadPacks([addon, base], options).diagnostics).toEqual([]);
  });

  it('resolves a dependency named by its scoped registryName, references still using the pack id', () => {
    const base = {
      root: 'base',
      files: {
        'pack.json': manifest({ id: 'hazards', registryName: '@ada/hazards' }),
        'rooms/a.json': JSON.stringify(room('acid')),
      },
    };
    const deck = { kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'hazards:acid' }] };
    const addon = {
      root: 'addon',
      files: {
        'pack.json': manifest({ id: 'addon', dependencies: { '@ada/hazards': '^1.0.0' } }),
        'decks/d.json': JSON.stringify(deck),
      },
    };
    expect(loadPacks([addon, base], options).diagnostics).toEqual([]);
  });

  it('does not take a pack of the same id under another scope for a scoped dependency', () => {
    const base = { root: 'base', files: { 'pack.json': manifest({ id: 'hazards', registryName: '@bob/hazards' }) } };
    const addon = {
      root: 'addon',
      files: { 'pack.json': manifest({ id: 'addon', dependencies: { '@ada/hazards': '^1.0.0' } }) },
    };
    const result = loadPacks([addon, base], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message} (${d.hint})`)).toEqual([
      '/dependencies/@ada~1hazards missing dependency "@ada/hazards" (did you mean "@bob/hazards"?)',
    ]);
  });

  it('reports a registryName that is not @scope/name at its place in pack.json', () => {
    const result = loadPacks(
      [{ root: 'p', files: { 'pack.json': manifest({ registryName: 'Ada/Hazards' }) } }],
      options,
    );
    expect(result.diagnostics.map((d) => d.pointer)).toEqual(['/registryName']);
  });

  it('checks the engine range when given an engine version', () => {
    const result = loadPacks([{ root: 'p', files: { 'pack.json': manifest({ engine: '^2.0.0' }) } }], {
      ...options,
      engineVersion: '0.1.0',
    });
    expect(result.diagnostics.map((d) => d.message)).toEqual(['pack needs engine ^2.0.0, but this engine is 0.1.0']);
  });

  it('returns no pack whose manifest is invalid', () => {
    const result = loadPacks([{ root: 'p', files: { 'pack.json': '{"id": "p"}' } }], options);
    expect(result.packs).toEqual([]);
    expect(result.diagnostics.length).toBeGreaterThan(0);
  });

  it('never throws, whatever it is given', () => {
    const hostile = [
      { root: 'x', files: { 'pack.json': '[', 'a/b.json': '{"kind": {"__proto__": 1}}' } },
      { root: '', files: {} },
    ];
    expect(() => loadPacks(hostile as never, options)).not.toThrow();
  });

  it('sorts diagnostics by file and position', () => {
    const files = { 'rooms/b.json': JSON.stringify(room('b', { colour: 1 })), 'rooms/a.json': '{' };
    const result = loadPacks([pack(files)], options);
    expect(result.diagnostics.map((d) => d.file)).toEqual(['p/rooms/a.json', 'p/rooms/b.json']);
  });
});
