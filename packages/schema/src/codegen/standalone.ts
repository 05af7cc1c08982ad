// Generates standalone validator code: plain JS functions with no `new Function`
// at run time, so the browser (and a strict CSP) can validate packs.
import { _ } from 'ajv/dist/compile/codegen/index.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv } from '../registry/ajv.ts';
import { ENTITY_KINDS, schemaIdOf, type SchemaSet } from '../registry/schema-set.ts';

const BANNER = `// Generated from packages/schema/src/schemas by \`npm run codegen\`. Do not edit.
// @ts-nocheck -- ajv standalone output; its shape is checked by validators.test.ts.
/* eslint-disable */`;

// ajv's runtime helpers arrive as CommonJS requires; the generated module
// imports our ESM copies instead so bundlers need no CommonJS shim.
const RUNTIME: Record<string, string> = {
  'ajv/dist/runtime/ucs2length': 'ucs2length',
  'ajv/dist/runtime/equal': 'equal',
};

/** Export name of a kind's validator: "enigma-scenario" → "enigmaScenario". */
export function exportName(kind: string): string {
  return kind.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** The standalone validators module (one export per kind plus `pack`), as text. */
export function generateValidators(schemas: SchemaSet): string {
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = createAjv(schemas, {
    code: { source: true, esm: true, lines: false, formats },
    verbose: true,
    // A referenced schema without references of its own (an id, a ref, a text, a cell) is
    // written in place rather than called: a call builds its options object and its data path
    // whether or not anything fails, for every id and ref of every file. ~15% more code.
    inlineRefs: true,
  });
  const refs: Record<string, string> = { pack: schemaIdOf('pack') };
  for (const kind of ENTITY_KINDS) refs[exportName(kind)] = schemaIdOf(kind);
  let code = (standaloneCode as unknown as (a: unknown, r: Record<string, string>) => string)(ajv, refs);
  const used = new Set<string>();
  code = code.replace(/require\("ajv-formats\/dist\/formats"\)\.fullFormats/g, () => {
    used.add('fullFormats');
    return 'fullFormats';
  });
  code = code.replace(/require\("([^"]+)"\)\.default/g, (_m, mod: string) => {
    const name = RUNTIME[mod];
    if (!name) throw new Error(`standalone code needs an unknown runtime module: ${mod}`);
    used.add(name);
    return name;
  });
  if (/require\(/.test(code)) throw new Error('standalone code still contains require()');
  const imports = [...used].sort().map((n) => `import { ${n} } from '../validate/runtime.ts';`);
  return [BANNER, ...imports, code.replace(/^"use strict";/, ''), ''].join('\n');
}
