// npx tsx tools/bench/ab/load-digest.ts [out]: what `loadPacks` returns, as one digest, for comparing a
// loader change before and after (run it in each tree; session 27 did, for every step). It loads the
// tree's shipped packs as they are, six times with deterministic mutations (ids misspelt, keys given
// twice, counts made absurd, keys renamed, commas misplaced, booleans made strings, kinds misspelt,
// signals nobody sends, `$schema` made relative: thousands of diagnostics of every stage), every
// invalid fixture of packages/schema, and `checkFile` on every shipped file and a mutated copy. Each
// result is its diagnostics and its packs (manifests, entities, where each came from), serialised in
// order. Prints a sha256 prefix, the length and the number of diagnostics; `out` keeps the full text
// for a diff when two digests differ. In an older tree, copy `tools/bench/shipped-packs.ts` beside it too.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { checkFile, loadPacks, type LoadResult, type PackFiles, type PackInput } from '@roomsmith/schema';
import { shippedPackInputs } from '../shipped-packs.ts';
// The fixture tests' own reading of an invalid case (the valid base pack with the case laid over it), by path:
// the tool runs in older trees too, where the file exists but no package export names it.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a measuring tool reaching into the schema's tests
import { caseNames, invalidCase } from '../../../packages/schema/test/fixture-packs.ts';

const shipped = await shippedPackInputs();

const serialise = (r: LoadResult): string =>
  JSON.stringify({
    diagnostics: r.diagnostics,
    packs: r.packs.map((p) => ({
      manifest: p.manifest,
      entities: p.entities,
      files: Object.keys(p.files),
      sources: p.entities.map((e) => p.sources.get(e)),
    })),
  });

// Mutations: a seeded generator picks the files (one in four) and the spots, so every run mutates alike.
let seed = 12345;
const random = (n: number): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const MUTATIONS: Array<(text: string) => string> = [
  (t) =>
    t.replace(/"(id|room|def|card|counter|name|zone|role|signal)": "([a-z0-9-]+)"/g, (m, k, v) =>
      random(3) === 0 ? `"${k}": "${v}x"` : m,
    ),
  (t) => t.replace(/\{/, '{"kind": "room", "kind": "room",'),
  (t) => t.replace(/"(count|times)": \d+/g, (m, k) => (random(2) ? `"${k}": 20001` : m)),
  (t) => t.replace(/"([a-zA-Z]+)":/g, (m, k) => (random(40) === 0 ? `"${k}Z":` : m)),
  (t) => t.replace(/,(\s*[}\]])/, '$1').replace(/\]\s*$/, '],'),
  (t) => t.replace(/"(true|false)"|: (true|false)/g, (m) => (random(5) === 0 ? ': "maybe"' : m)),
  (t) => t.replace(/"kind": "[a-z-]+"/, '"kind": "rom"'),
  (t) => t.replace(/"signal": "([a-z-]+)"/g, '"signal": "$1-never"'),
  (t) => t.replace(/"\$schema": "[^"]*"/, '"$schema": "../../../packages/schema/src/schemas/content.schema.json"'),
];
function mutated(round: number): PackInput[] {
  return shipped.map((input) => {
    const files: PackFiles = {};
    for (const [name, data] of Object.entries(input.files)) {
      const text = String(data);
      const pick =
        name.endsWith('.json') && random(4) === 0 ? MUTATIONS[(round + random(MUTATIONS.length)) % 9] : undefined;
      files[name] = pick ? pick(text) : text;
    }
    return { root: input.root, files };
  });
}

const parts: string[] = [`shipped ${serialise(loadPacks(shipped))}`];
for (let round = 0; round < 6; round += 1) parts.push(`mutated${round} ${serialise(loadPacks(mutated(round)))}`);
for (const name of caseNames('invalid'))
  parts.push(`invalid ${name} ${serialise(loadPacks(invalidCase(name).inputs))}`);
const checked = [...shipped, ...mutated(7)].flatMap((input) =>
  Object.entries(input.files).map(([name, text]) => checkFile(`${input.root}/${name}`, String(text))),
);
parts.push(`checkFile ${JSON.stringify(checked)}`);

const text = parts.join('\n');
const out = process.argv[2];
if (out) writeFileSync(out, text);
const diagnostics = (text.match(/"severity"/g) ?? []).length;
console.log(
  `${createHash('sha256').update(text).digest('hex').slice(0, 16)}  ${text.length} chars, ${diagnostics} diagnostics`,
);
