import { describe, expect, it } from 'vitest';
import { compileValidators } from '../node/compile.ts';
import { standaloneValidators } from './standalone.ts';

const compiled = compileValidators();
const samples: Array<[keyof typeof compiled, unknown]> = [
  ['room', { kind: 'room', id: 'a', name: 'A', colour: 'red' }],
  ['room', { kind: 'room', id: 'a', name: 'A', colour: 'redd', extra: 1 }],
  ['card', { kind: 'card', type: 'macx', id: 'a', name: 'A' }],
  ['pack', { id: 'p', name: 'P', version: '1', formatVersion: 0 }],
  [
    'pack',
    {
      id: 'p',
      name: 'P',
      version: '1.0.0',
      formatVersion: 1,
      homepage: 'not a uri',
      authors: [{ name: 'A', email: 'x' }],
    },
  ],
  ['mode', { kind: 'mode', id: 'm', name: 'M', seats: { players: { min: 1 } } }],
];

describe('standalone validators', () => {
  it.each(samples)('agree with on-the-fly compiled ones (%s)', (kind, data) => {
    const a = standaloneValidators[kind];
    const b = compiled[kind];
    expect(a(data)).toBe(b(data));
    const strip = (errors: typeof a.errors) => errors?.map((e) => [e.instancePath, e.keyword, e.params]);
    expect(strip(a.errors)).toEqual(strip(b.errors));
  });

  it('contain no run-time code generation', async () => {
    const { readFileSync } = await import('node:fs');
    const code = readFileSync(new URL('../generated/validators.ts', import.meta.url), 'utf8');
    expect(code).not.toMatch(/new Function|eval\(|require\(/);
  });
});
