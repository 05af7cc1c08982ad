// Loads the fixture packs: valid packs as they are, invalid cases as the base
// pack with one mutation laid over it (files replaced, added or deleted).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic, PackFiles, PackInput } from '../src/index.ts';

/** The fixtures folder of this package. */
export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/**
 * Reads every file under a folder (relative paths, forward slashes). A file
 * named `x.json.raw` is loaded as `x.json`: broken JSON hides behind `.raw` so
 * Prettier, which cannot parse it, leaves it alone.
 */
export function readTree(dir: string): PackFiles {
  const files: PackFiles = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    files[rel.replace(/\.raw$/, '')] = readFileSync(path.join(dir, rel), 'utf8');
  }
  return files;
}

/** The folder names directly inside a fixtures sub-folder. */
export function caseNames(kind: 'valid' | 'invalid'): string[] {
  return readdirSync(path.join(FIXTURES, kind), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** What an invalid case declares besides its files. */
export interface CaseSpec {
  description: string;
  /** Base files the mutation removes. */
  delete?: string[];
  /** Exactly what loading must report (extra packs under the case's `more/` load beside the base). */
  diagnostics: Diagnostic[];
}

/** The inputs of an invalid case and its expectation. */
export function invalidCase(name: string): { inputs: PackInput[]; spec: CaseSpec } {
  const dir = path.join(FIXTURES, 'invalid', name);
  const spec = JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as CaseSpec;
  const files: PackFiles = { ...readTree(path.join(FIXTURES, 'valid', 'base')) };
  for (const gone of spec.delete ?? []) delete files[gone];
  if (existsSync(path.join(dir, 'pack'))) Object.assign(files, readTree(path.join(dir, 'pack')));
  const inputs: PackInput[] = [{ root: 'base', files }];
  const more = path.join(dir, 'more');
  if (existsSync(more)) {
    for (const id of readdirSync(more).sort())
      inputs.push({ root: `more/${id}`, files: readTree(path.join(more, id)) });
  }
  return { inputs, spec };
}
