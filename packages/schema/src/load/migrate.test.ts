import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readTree } from '../../test/fixture-packs.ts';
import { freshLoadOptions } from '../node.ts';
import { loadPacks } from './load-packs.ts';
import { migratePack, migrateSchemaRefs, schemaUrlFor } from './migrate.ts';
import type { PackInput } from './types.ts';

const ANCIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/old-format/ancient');
const options = freshLoadOptions();
const ancient = (): PackInput => ({ root: 'ancient', files: readTree(ANCIENT) });
const text = (input: PackInput, file: string) => String(input.files[file]);

describe('schemaUrlFor', () => {
  it.each([
    ['../../../packages/schema/src/schemas/room.schema.json', 'https://roomsmith.dev/schemas/room.schema.json'],
    [
      '../.roomsmith/schemas/vocabulary/effect.schema.json',
      'https://roomsmith.dev/schemas/vocabulary/effect.schema.json',
    ],
    ['pack-test.schema.json', 'https://roomsmith.dev/schemas/pack-test.schema.json'],
  ])('maps the relative path %s to its stable URL', (ref, url) => {
    expect(schemaUrlFor(ref)).toBe(url);
  });

  it('leaves URLs and paths to schemas of other formats alone', () => {
    expect(schemaUrlFor('https://roomsmith.dev/schemas/room.schema.json')).toBeUndefined();
    expect(schemaUrlFor('../../node_modules/nx/schemas/project-schema.json')).toBeUndefined();
  });
});

describe('migratePack on a pack of the oldest format', () => {
  it('adds the format version to pack.json and keeps every other value', () => {
    const before = ancient();
    const { files, fromFormat } = migratePack(before);
    expect(fromFormat).toBe(0);
    const { formatVersion, $schema, ...rest } = JSON.parse(String(files['pack.json'])) as Record<string, unknown>;
    const { $schema: _old, ...restBefore } = JSON.parse(text(before, 'pack.json')) as Record<string, unknown>;
    expect(formatVersion).toBe(1);
    expect($schema).toBe('https://roomsmith.dev/schemas/pack.schema.json');
    expect(rest).toEqual(restBefore);
  });

  it('rewrites only the $schema lines of content files, in objects and in arrays', () => {
    const before = ancient();
    const { files, changed } = migratePack(before);
    expect(changed).toEqual(['characters/pair.json', 'pack.json', 'rooms/cellar.json']);
    for (const file of ['rooms/cellar.json', 'characters/pair.json']) {
      const old = text(before, file).split('\n');
      const now = String(files[file]).split('\n');
      expect(now.length).toBe(old.length);
      const differing = now.filter((line, i) => line !== old[i]);
      expect(differing.length).toBeGreaterThan(0);
      for (const line of differing) expect(line).toMatch(/"\$schema": "https:\/\/roomsmith\.dev\/schemas\//);
    }
  });

  it("leaves a relative $schema that names another tool's schema as it is, without a notice", () => {
    const project = '{"$schema": "../../node_modules/nx/schemas/project-schema.json", "name": "p"}';
    const { changed, notices } = migratePack({ root: 'p', files: { 'project.json': project } });
    expect([changed, notices]).toEqual([[], []]);
  });

  it('rewrites a relative $schema whose name is written with an escape', () => {
    const room = '{"$schema": "../schemas/room.sch\\u0065ma.json", "kind": "room"}';
    const { files } = migratePack({ root: 'p', files: { 'rooms/r.json': room } });
    expect(JSON.parse(String(files['rooms/r.json']))).toEqual({
      $schema: 'https://roomsmith.dev/schemas/room.schema.json',
      kind: 'room',
    });
  });

  it('changes nothing when run on its own output', () => {
    const once = migratePack(ancient());
    const twice = migratePack({ root: 'ancient', files: once.files });
    expect(twice.changed).toEqual([]);
    expect(twice.notices).toEqual([]);
    expect(twice.files).toEqual(once.files);
  });

  it('does not change the input it is given', () => {
    const input = ancient();
    const copy = { ...input.files };
    migratePack(input);
    expect(input.files).toEqual(copy);
  });
});

describe('loading a pack of an older format', () => {
  it('loads it with an info notice naming each migrated file, and no errors', () => {
    const { packs, diagnostics } = loadPacks([ancient()], options);
    expect(packs.map((p) => p.manifest.id)).toEqual(['ancient']);
    expect(diagnostics.every((d) => d.severity === 'info')).toBe(true);
    expect(diagnostics.map((d) => d.file)).toEqual([
      'ancient/characters/pair.json',
      'ancient/pack.json',
      'ancient/pack.json',
      'ancient/rooms/cellar.json',
    ]);
    expect(diagnostics.find((d) => d.file === 'ancient/rooms/cellar.json')).toMatchObject({ line: 2, column: 3 });
  });

  it('reads the same entities as the migrated pack, without the editor link', () => {
    const [old] = loadPacks([ancient()], options).packs;
    const migrated = loadPacks([{ root: 'ancient', files: migratePack(ancient()).files }], options);
    expect(migrated.diagnostics).toEqual([]);
    expect(migrated.packs[0]?.entities).toEqual(old?.entities);
    expect(old?.entities.find((e) => e.id === 'cellar')).toEqual({
      kind: 'room',
      id: 'cellar',
      name: { en: 'Cellar', fr: 'Cave' },
      colour: 'yellow',
      text: 'Kept exactly: nothing but the link to the schema changes.',
    });
  });
});

describe('migrateSchemaRefs', () => {
  it('reports where each rewritten $schema was', () => {
    const { rewrites } = migrateSchemaRefs('[\n  { "$schema": "room.schema.json", "kind": "room" }\n]\n');
    expect(rewrites).toEqual([
      {
        from: 'room.schema.json',
        to: 'https://roomsmith.dev/schemas/room.schema.json',
        pointer: '/0/$schema',
        line: 2,
        column: 5,
      },
    ]);
  });
});
