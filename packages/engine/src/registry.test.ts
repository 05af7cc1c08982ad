// The schemas and the engine agree: every discriminator value in the
// vocabulary has exactly one handler, and every handler a schema entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { effectHandlers } from './effects/registry.ts';
import { selectorHandlers } from './selectors/registry.ts';
import { expressionHandlers } from './expressions/registry.ts';
import { triggerKinds } from './triggers/registry.ts';
import { modifierRules } from './modifiers/registry.ts';
import { phaseHandlers } from './phases/registry.ts';

const vocabulary = new URL('../../schema/src/schemas/vocabulary/', import.meta.url);

/** The discriminator values a vocabulary schema declares (its $defs, minus helper shapes). */
function declared(file: string, helpers: string[]): string[] {
  const schema = JSON.parse(readFileSync(new URL(`${file}.schema.json`, vocabulary), 'utf8')) as {
    $defs: Record<string, unknown>;
  };
  return Object.keys(schema.$defs)
    .filter((k) => !helpers.includes(k))
    .sort();
}

const cases: Array<[string, string[], string[]]> = [
  ['effect', ['effects'], effectHandlers.map((h) => h.do)],
  ['selector', ['object'], selectorHandlers.map((h) => h.select)],
  ['expression', ['object'], expressionHandlers.map((h) => h.op)],
  ['trigger', ['event'], triggerKinds.map((k) => k.on)],
  ['modifier', [], modifierRules.map((r) => r.rule)],
  ['phase', [], phaseHandlers.map((h) => h.type)],
];

describe('vocabulary registry', () => {
  it.each(cases)(
    'gives every %s in the schema exactly one handler, and no handler without one',
    (file, helpers, handled) => {
      expect(new Set(handled).size).toBe(handled.length);
      expect([...handled].sort()).toEqual(declared(file, helpers));
    },
  );
});
