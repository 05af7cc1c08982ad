// Mutates valid packs at random and proves the loader only ever answers with
// well-formed diagnostics: no throw, no prototype pollution, positions inside the file.
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPacks, type Diagnostic, type PackFiles } from '../src/index.ts';
import { freshLoadOptions } from '../src/node.ts';
import { FIXTURES, readTree } from './fixture-packs.ts';

const options = freshLoadOptions();
const base = readTree(path.join(FIXTURES, 'valid', 'base'));
const fileNames = Object.keys(base).sort();

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value inside a JSON document. */
function paths(value: Json, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const out = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

const nasty = fc.oneof(
  fc.constant<Json>(null),
  fc.boolean(),
  fc.constantFrom<Json>(1e308, -1e308, 2 ** 53 + 1, -0, 0.1, 1e-320),
  fc.string(),
  fc.constantFrom<Json>('__proto__', 'constructor', '', 'x'.repeat(10_000), 'base:', ':', 'a:b:c'),
  fc.constantFrom<Json>({ __proto__: { polluted: true } } as never, { constructor: { prototype: { polluted: true } } }),
  fc.integer({ min: 1, max: 400 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as Json),
  fc.jsonValue() as fc.Arbitrary<Json>,
);

type Mutation =
  | { kind: 'set' | 'delete' | 'proto'; at: number; value: Json }
  | { kind: 'text'; at: number; text: string };

function mutate(text: string, m: Mutation): string {
  if (m.kind === 'text') return m.text.length % 2 ? m.text : text.slice(0, m.at % (text.length + 1)) + m.text;
  let doc: Json;
  try {
    doc = JSON.parse(text) as Json;
  } catch {
    return text + JSON.stringify(m.value ?? null); // an earlier edit broke the JSON: keep breaking it
  }
  const all = paths(doc);
  const target = all[m.at % all.length] ?? [];
  if (target.length === 0) return JSON.stringify(m.value);
  const parent = target
    .slice(0, -1)
    .reduce<Json>((v, k) => (v as Record<string, Json>)[k as string] as Json, doc) as Record<string, Json>;
  const key = target[target.length - 1] as string;
  if (m.kind === 'delete') delete parent[key];
  else if (m.kind === 'set') parent[key] = m.value;
  // JSON.stringify drops a real __proto__ key, so inject it as text.
  else
    return JSON.stringify(doc).replace(
      /^\{/,
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}},',
    );
  return JSON.stringify(doc);
}

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constantFrom('set' as const, 'delete' as const, 'proto' as const), at: fc.nat(), value: nasty }),
  fc.record({ kind: fc.constant('text' as const), at: fc.nat(), text: fc.string({ maxLength: 200 }) }),
);

function wellFormed(d: Diagnostic, files: PackFiles): boolean {
  const text = files[d.file.replace(/^base\//, '')];
  const lines = typeof text === 'string' ? text.split(/\r\n|\r|\n/).length : 1;
  return (
    typeof d.message === 'string' &&
    d.message.length > 0 &&
    ['error', 'warning', 'info'].includes(d.severity) &&
    typeof d.pointer === 'string' &&
    (d.pointer === '' || d.pointer.startsWith('/')) &&
    Number.isInteger(d.line) &&
    d.line >= 1 &&
    d.line <= lines &&
    Number.isInteger(d.column) &&
    d.column >= 1
  );
}

describe('loader under random mutation', () => {
  it('only ever returns well-formed diagnostics and never pollutes prototypes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...fileNames), mutation), { minLength: 1, maxLength: 3 }),
        (edits) => {
          const files: PackFiles = { ...base };
          for (const [name, m] of edits) files[name] = mutate(files[name] as string, m);
          const result = loadPacks([{ root: 'base', files }], options);
          expect(result.diagnostics.every((d) => wellFormed(d, files))).toBe(true);
          expect(result.diagnostics.some((d) => d.message.startsWith('internal error'))).toBe(false);
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
          expect(Object.prototype).not.toHaveProperty('polluted');
        },
      ),
      { numRuns: 300, seed: 20261129 },
    );
  }, 120_000); // 300 loads: slow on a busy machine, and a hang would show as minutes
});
