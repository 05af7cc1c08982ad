// Builds the `roomsmith` command to plain JavaScript in dist/ (esbuild), so the
// published package runs without tsx: one bundle with the schema, engine, sim
// and print packages inside, split per command so `roomsmith --help` loads
// almost nothing. The packages that need files of their own at run time (the
// queue client's Lua scripts, the PDF writer's fonts) stay outside and are
// loaded only by the commands that use them: `sim --queue`/`worker` need
// bullmq and ioredis, `print` needs pdfkit and the Noto Sans JP font package.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '..');
const dist = path.join(here, 'dist');

/** Packages loaded from the user's node_modules on first use, with the command that needs them. */
const LAZY = {
  bullmq: { names: ['Queue', 'QueueEvents', 'Worker'], install: 'bullmq ioredis', use: 'sim --queue and worker' },
  pdfkit: { names: ['default'], install: 'pdfkit @expo-google-fonts/noto-sans-jp', use: 'print' },
};

/** A module standing in for a lazy package: each export is a class whose `new` loads the real one. */
function lazyShim(pkg, { names, install, use }) {
  const exports = names.map((name) => {
    const local = name === 'default' ? 'Lazy_default' : name;
    const pick = name === 'default' ? '(m.default ?? m)' : `m.${name}`;
    const line = `const ${local} = function (...args) { const m = load(); return new ${pick}(...args); };`;
    return name === 'default' ? `${line}\nexport default ${local};` : `${line}\nexport { ${local} };`;
  });
  return [
    `import { createRequire } from 'node:module';`,
    `const lazyRequire = createRequire(import.meta.url);`,
    `let mod;`,
    `function load() {`,
    `  if (mod) return mod;`,
    `  try { mod = lazyRequire(${JSON.stringify(pkg)}); }`,
    `  catch (error) { throw new Error(${JSON.stringify(`roomsmith ${use} needs ${install}: npm install ${install}`)} + ' (' + error.message + ')'); }`,
    `  return mod;`,
    `}`,
    ...exports,
  ].join('\n');
}

/** Files whose paths to sibling modules change in the bundle: [from, to] per file. */
const RELOCATED = {
  [path.join(packages, 'sim/src/node/pool.ts')]: [
    ["new URL('./worker-entry.mjs', import.meta.url)", "new URL('./sim-worker.mjs', import.meta.url)"],
  ],
  [path.join(packages, 'sim/src/node/pack-game.ts')]: [
    ["new URL('./pack-game.ts', import.meta.url)", "new URL('./sim-pack-game.mjs', import.meta.url)"],
  ],
  [path.join(packages, 'sim/src/node/compile-packs.ts')]: [
    ["new URL('./compile-packs.ts', import.meta.url)", "new URL('./sim-compile-packs.mjs', import.meta.url)"],
  ],
  [path.join(packages, 'schema/src/node/schema-files.ts')]: [
    ["new URL('../schemas/', import.meta.url)", "new URL('./schemas/', import.meta.url)"],
  ],
};

const plugin = {
  name: 'roomsmith',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${Object.keys(LAZY).join('|')})$`) }, (args) => ({
      path: args.path,
      namespace: 'lazy',
    }));
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, (args) => ({
      contents: lazyShim(args.path, LAZY[args.path]),
      loader: 'js',
      resolveDir: here,
    }));
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const edits = RELOCATED[args.path];
      if (!edits) return undefined;
      let text = readFileSync(args.path, 'utf8');
      for (const [from, to] of edits) {
        if (!text.includes(from)) throw new Error(`${args.path}: expected to find ${from}`);
        text = text.replace(from, to);
      }
      return { contents: text, loader: 'ts' };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: {
    index: 'src/index.ts',
    'sim-worker': '../sim/src/node/worker.ts',
    'sim-pack-game': '../sim/src/node/pack-game.ts',
    'sim-compile-packs': '../sim/src/node/compile-packs.ts',
  },
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  conditions: ['@roomsmith/source'],
  // jsonc-parser's "main" is UMD, whose require calls esbuild cannot follow; its "module" is plain ESM.
  mainFields: ['module', 'main'],
  external: ['@expo-google-fonts/noto-sans-jp'],
  // Bundled CommonJS (ajv, semver, cli-progress) may call require for Node's own modules.
  banner: {
    js: "import { createRequire as __rsRequire } from 'node:module'; const require = __rsRequire(import.meta.url);",
  },
  plugins: [plugin],
  legalComments: 'linked',
  logLevel: 'warning',
  metafile: true,
});
cpSync(path.join(packages, 'schema/src/schemas'), path.join(dist, 'schemas'), {
  recursive: true,
  filter: (src) => !src.endsWith('.ts'),
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
// The build's id, a hash of every file written: the checked-packs cache keys its entries with it, so
// packs checked by one build are never taken as checked by another.
const id = createHash('sha256');
for (const file of Object.keys(result.metafile.outputs).sort())
  id.update(`${file}\0`).update(readFileSync(path.join(here, file)));
writeFileSync(
  path.join(dist, 'build-info.json'),
  JSON.stringify({ files: Object.keys(result.metafile.outputs).length, bytes, id: id.digest('hex') }) + '\n',
);
console.log(
  `roomsmith: built dist/ (${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1e6).toFixed(1)} MB)`,
);
