// Validation benchmarks: every shipped pack warm (precompiled validators, as
// the studio and CLI run them), cold (compiling the validators first), and one
// file alone (what the editor pays per keystroke).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFile, loadPacks, type PackInput } from '@roomsmith/schema';
import { compileValidators, readPackFolder, readSchemaFolder } from '@roomsmith/schema/node';
import { runCases } from './harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.join(root, 'content');
const packDirs = readdirSync(contentDir)
  .filter((d) => existsSync(path.join(contentDir, d, 'pack.json')))
  .sort();
const inputs: PackInput[] = await Promise.all(
  packDirs.map(async (d) => ({ root: `content/${d}`, files: (await readPackFolder(path.join(contentDir, d))).files })),
);
const schemas = readSchemaFolder();

// The largest content file is the worst case for a keystroke.
const files = inputs.flatMap((i) =>
  Object.entries(i.files).map(([name, text]) => ({ name: `${i.root}/${name}`, text: String(text) })),
);
const largest = files.filter((f) => !f.name.endsWith('/pack.json')).sort((a, b) => b.text.length - a.text.length)[0];
const fileCount = files.length;

const cases = [
  { name: `all packs warm (${inputs.length} packs, ${fileCount} files)`, aimMs: 50, run: () => loadPacks(inputs) },
  {
    name: 'all packs cold (compile validators, then load)',
    samples: 5,
    warmup: 1,
    run: () => loadPacks(inputs, { validators: compileValidators(schemas) }),
  },
];
if (largest) {
  cases.push({
    name: `one file alone (${largest.name}, ${(largest.text.length / 1024).toFixed(1)} kB)`,
    aimMs: 2,
    run: () => checkFile(largest.name, largest.text),
  } as never);
}
const results = runCases('validation', cases);
const diagnostics = loadPacks(inputs).diagnostics.length;
console.log(`(${diagnostics} diagnostics in the shipped packs)`);
if (results.some((r) => r.ratio !== undefined && r.ratio > 1)) console.log('validation: a median is over its aim');
