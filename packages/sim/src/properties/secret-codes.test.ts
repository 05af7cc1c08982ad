// No enigma code is stored in clear in any shipped pack: every code is recovered
// from its salted hash by trying every text of its room's shape, then every file
// under content/ is searched for it as a standalone token. Scenarios tagged
// "public-codes" (test fixtures whose codes are printed on purpose) are skipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recoverCode as recover } from '../testing/codes.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');
type Json = Record<string, unknown>;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const all = files(contentDir);
const entities = all
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const value: unknown = JSON.parse(readFileSync(f, 'utf8'));
    return (Array.isArray(value) ? value : [value]) as Json[];
  });
const shapeOf = (room: string) => {
  const id = room.slice(room.indexOf(':') + 1);
  const def = entities.find((e) => e.kind === 'room' && e.id === id);
  return def?.code as { alphabet: 'digits' | 'letters'; length: number } | undefined;
};

const secretScenarios = entities.filter(
  (e) => e.kind === 'enigma-scenario' && !(Array.isArray(e.tags) && e.tags.includes('public-codes')),
);

describe('enigma codes in shipped packs', () => {
  it('are found in at least the two sample scenarios', () => {
    expect(secretScenarios.length).toBeGreaterThanOrEqual(2);
  });

  it.each(secretScenarios.map((s) => [String(s.id), s] as const))(
    'of scenario %s appear in no shipped file in clear',
    (_id, scenario) => {
      const codes = (scenario.codes as Json[]).map((c) => {
        const shape = shapeOf(String(c.room));
        if (!shape) throw new Error(`room ${String(c.room)} declares no code shape`);
        const code = recover(String(c.salt), String(c.sha256), shape);
        if (code === null) throw new Error(`the hash for ${String(c.room)} is the hash of no code of its shape`);
        return code;
      });
      const leaks = all.flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return codes
          .filter((code) => new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9])`).test(text))
          .map(() => `${path.relative(contentDir, file)} holds a code`);
      });
      expect(leaks).toEqual([]);
    },
    120_000,
  );
});
