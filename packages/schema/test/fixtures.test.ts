import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPacks, type PackInput } from '../src/index.ts';
import { createAjv, freshLoadOptions, readSchemaFolder } from '../src/node.ts';
import { FIXTURES, caseNames, invalidCase, readTree } from './fixture-packs.ts';

const options = freshLoadOptions();
const valid = (): PackInput[] =>
  caseNames('valid').map((name) => ({ root: name, files: readTree(path.join(FIXTURES, 'valid', name)) }));

describe('valid fixtures', () => {
  it('load together without a single diagnostic', () => {
    expect(loadPacks(valid(), options).diagnostics).toEqual([]);
  });

  it('cover every content kind', () => {
    const kinds = new Set(loadPacks(valid(), options).packs.flatMap((p) => p.entities.map((e) => e.kind)));
    expect([...kinds].sort()).toEqual(['card', 'character', 'deck', 'enigma-scenario', 'mode', 'pack-test', 'room']);
  });

  it('pass the editor schemas too (pack.schema.json, content.schema.json)', () => {
    const ajv = createAjv(readSchemaFolder());
    const failing = valid().flatMap((input) =>
      Object.entries(input.files)
        .filter(([name]) => name.endsWith('.json'))
        .filter(([name, text]) => {
          const schema = name === 'pack.json' ? 'pack' : 'content';
          return !ajv.validate(`https://roomsmith.dev/schemas/${schema}.schema.json`, JSON.parse(String(text)));
        })
        .map(([name]) => `${input.root}/${name}`),
    );
    expect(failing).toEqual([]);
  });

  it('also pass the precompiled standalone validators', () => {
    expect(loadPacks(valid()).diagnostics).toEqual([]);
  });
});

describe('invalid fixtures', () => {
  const names = caseNames('invalid');

  it('number at least forty', () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  it.each(names)('%s produces exactly its expected diagnostics', (name) => {
    const { inputs, spec } = invalidCase(name);
    expect(loadPacks(inputs, options).diagnostics).toEqual(spec.diagnostics);
  });
});
