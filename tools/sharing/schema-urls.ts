// Codemod: rewrites every pack file's relative `$schema`
// ("../../../packages/schema/src/schemas/room.schema.json") to the schema's
// stable URL ("https://roomsmith.dev/schemas/room.schema.json"), editing only
// that value. Idempotent: a file already pointing at a URL is left alone, so
// it is safe to run again after new files land.
//   npm run codemod:schema-urls            (every pack under content/)
//   npm run codemod:schema-urls -- DIR…    (other folders)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateSchemaRefs } from '@roomsmith/schema';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'project.json', 'package.json', '.roomsmith', '.vscode']);

/** Every JSON file of the pack folders under `dir` (nx and npm manifests aside). */
export function packJsonFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...packJsonFiles(full));
    else if (entry.name.endsWith('.json')) out.push(full);
  }
  return out.sort();
}

/** Rewrites the files under `dirs`; returns the paths it changed. */
export function rewriteSchemaUrls(dirs: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of dirs.flatMap(packJsonFiles)) {
    const before = readFileSync(file, 'utf8');
    const { text, rewrites } = migrateSchemaRefs(before);
    if (!rewrites.length || text === before) continue;
    writeFileSync(file, text);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs = (args.length ? args : ['content']).map((d) => path.resolve(process.cwd(), d));
  const changed = rewriteSchemaUrls(dirs);
  for (const file of changed) console.log(`rewrote ${path.relative(repo, file)}`);
  console.log(`${changed.length} file(s) now point "$schema" at the schema URL`);
}
