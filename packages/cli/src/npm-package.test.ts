// The published package, as a user gets it: `npm pack` of this folder,
// installed into an empty folder outside the repository with no network
// (the bundle has no runtime dependencies), then every everyday command run
// from there on a pack made with `roomsmith init`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const cliRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The environment of a user's shell: no loader hooks inherited from the test runner. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')),
);

/** The temporary folder this test made (and alone removes). */
let tempRoot = '';
/** The user's project folder inside it. */
let work = '';
let bin = '';

function roomsmith(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: work, env, encoding: 'utf8', input: '' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(() => {
  if (!existsSync(path.join(cliRoot, 'dist/index.mjs')))
    execFileSync(process.execPath, ['build.mjs'], { cwd: cliRoot, stdio: 'ignore' });
  tempRoot = mkdtempSync(path.join(tmpdir(), 'roomsmith-npm-'));
  const tarballs = path.join(tempRoot, 'tarballs');
  mkdirSync(tarballs);
  execFileSync(npm, ['pack', '--ignore-scripts', '--silent', '--pack-destination', tarballs], {
    cwd: cliRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [tarball] = readdirSync(tarballs);
  const project = path.join(tempRoot, 'project');
  mkdirSync(project);
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'my-packs', private: true }));
  execFileSync(
    npm,
    ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', path.join(tarballs, tarball ?? '')],
    { cwd: project, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  work = project;
  bin = path.join(project, 'node_modules/@roomsmith/cli/bin/roomsmith.mjs');
}, 120_000);

afterAll(() => {
  if (tempRoot) rmSync(tempRoot, { recursive: true, force: true });
});

describe('the npm package of roomsmith', () => {
  it('installs with nothing but the built JavaScript: no sources, no tsx, no dependencies', () => {
    const installed = path.join(work, 'node_modules');
    expect(existsSync(path.join(installed, '@roomsmith/cli/dist/index.mjs'))).toBe(true);
    expect(existsSync(path.join(installed, '@roomsmith/cli/src'))).toBe(false);
    expect(existsSync(path.join(installed, 'tsx'))).toBe(false);
    expect(readdirSync(installed).filter((n) => !n.startsWith('.'))).toEqual(['@roomsmith']);
  });

  it('prints its help', () => {
    const { code, out } = roomsmith('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: roomsmith <command>/);
  });

  it('scaffolds, validates, tests, plays, simulates, bundles and installs a pack', () => {
    expect(roomsmith('init', 'my-pack').code).toBe(0);

    const validate = roomsmith('validate', 'my-pack');
    expect(validate.out).toMatch(/no problems/);
    expect(validate.code).toBe(0);

    const test = roomsmith('test', 'my-pack');
    expect(test.out).toMatch(/1 passed, 0 failed/);
    expect(test.code).toBe(0);

    const play = roomsmith(
      'play',
      'my-pack',
      '--mode',
      'escape',
      '--seats',
      'bot,bot',
      '--seed',
      '3',
      '--record',
      'game.json',
    );
    expect(play.err).toBe('');
    expect(play.code).toBe(0);
    const replay = roomsmith('replay', 'game.json', '--pack', 'my-pack');
    expect(replay.code).toBe(0);

    const sim = roomsmith('sim', 'my-pack', '--mode', 'escape', '--seats', '2', '--games', '10', '--workers', '2');
    expect(sim.err).toBe('');
    expect(sim.out).toMatch(/10 games/);
    expect(sim.code).toBe(0);

    const pack = roomsmith('pack', 'my-pack', '--out', 'my-pack.zip');
    expect(pack.code).toBe(0);
    const install = roomsmith('install', 'my-pack.zip', '--packs', 'installed');
    expect(install.err).toBe('');
    expect(install.code).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(work, 'installed/my-pack/pack.json'), 'utf8')) as { id: string };
    expect(manifest.id).toBe('my-pack');
  }, 120_000);

  it("gives sim's worker threads code without the pack loader, which only the sending thread runs", () => {
    const dist = path.join(work, 'node_modules/@roomsmith/cli/dist');
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const text = readFileSync(path.join(dist, file), 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\b[^;]*?"\.\/([^"]+)"/gm)) visit(m[1] ?? '');
    };
    visit('sim-worker.mjs');
    visit('sim-compile-packs.mjs');
    const code = [...loaded].map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(code).toMatch(/function compileLoadedPacks\(/);
    expect(code).not.toMatch(/function loadPacks\(/);
  });
});
