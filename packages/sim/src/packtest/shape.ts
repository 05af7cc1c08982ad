// A light shape check for pack tests read from loose files; tests inside
// packs have already been validated against pack-test.schema.json by the loader.
import type { PackTest } from './pack-test.ts';

/** Null when `value` has the fields the runner needs, else what is missing. */
export function packTestProblem(value: unknown): string | null {
  const t = value as Partial<PackTest> | null;
  if (typeof t !== 'object' || t === null) return 'not an object';
  if (typeof t.id !== 'string') return 'has no "id"';
  if (typeof t.mode !== 'string') return 'has no "mode"';
  if (!Number.isInteger(t.seats)) return 'has no integer "seats"';
  if (!Array.isArray(t.expect) || t.expect.length === 0) return 'has no "expect" list';
  return null;
}
