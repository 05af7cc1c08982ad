// Validation benchmarks: every shipped pack warm (precompiled validators, as
// the studio and CLI run them), cold (compiling the validators first), and one
// file alone (what the editor pays per keystroke).
import { checkFile, loadPacks } from '@roomsmith/schema';
import { compileValidators, readSchemaFolder } from '@roomsmith/schema/node';
import { runCases } from './harness.ts';
import { shippedPackInputs } from './shipped-packs.ts';

const inputs = await shippedPackInputs();
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
