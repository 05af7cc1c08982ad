// The install step under its lock: two commands started together install once,
// the second waiting with a message; a lock left by a dead process is taken over.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const deps = new URL('./deps.mjs', import.meta.url).href;

/** A checkout with a package.json and a fake install that counts its runs and takes a while. */
function checkout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-deps-'));
  writeFileSync(path.join(dir, 'package.json'), '{"name":"x"}');
  return dir;
}

const fakeInstall = (dir: string) => [
  process.execPath,
  '-e',
  `const fs=require('fs');fs.appendFileSync(${JSON.stringify(path.join(dir, 'runs.txt'))},'run\\n');` +
    `fs.rmSync(${JSON.stringify(path.join(dir, 'node_modules'))},{recursive:true,force:true});` +
    `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,1500);` +
    `fs.mkdirSync(${JSON.stringify(path.join(dir, 'node_modules', 'pkg'))},{recursive:true});`,
];

/** Runs ensureDependencies in a child process; resolves with its exit code and output. */
function ensure(dir: string): Promise<{ code: number | null; out: string }> {
  const script = `import(${JSON.stringify(deps)}).then((m) => m.ensureDependencies({ at: ${JSON.stringify(dir)}, command: ${JSON.stringify(fakeInstall(dir))}, pollMs: 50 }))`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const runs = (dir: string) => readFileSync(path.join(dir, 'runs.txt'), 'utf8').trim().split('\n').length;

describe('install lock', () => {
  it('installs once when two commands start together; the other waits, then finds it done', async () => {
    const dir = checkout();
    const [a, b] = await Promise.all([ensure(dir), ensure(dir)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(runs(dir)).toBe(1);
    expect(a.out + b.out).toMatch(/Waiting for another install to finish \(process \d+ holds/);
    expect(existsSync(path.join(dir, 'node_modules', 'pkg'))).toBe(true);
    expect(existsSync(path.join(dir, '.roomsmith-install.lock'))).toBe(false);
  });

  it('installs nothing when the last install matches the manifests', async () => {
    const dir = checkout();
    await ensure(dir);
    const again = await ensure(dir);
    expect(again.out).not.toMatch(/Installing/);
    expect(runs(dir)).toBe(1);
  });

  it('takes over a lock whose holder has died', async () => {
    const dir = checkout();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, '.roomsmith-install.lock'), JSON.stringify({ pid: Number(dead) }));
    const result = await ensure(dir);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(`Removing a stale install lock (process ${dead} is gone)`);
    expect(runs(dir)).toBe(1);
  });

  it('does not say who holds a lock before its holder has written its name in it', async () => {
    const { withLock } = (await import(deps)) as {
      withLock: (
        file: string,
        fn: () => void,
        o: { pollMs: number; staleMs: number; log: (l: string) => void },
      ) => void;
    };
    const lock = path.join(checkout(), '.roomsmith-install.lock');
    writeFileSync(lock, ''); // created, its holder not written yet
    const said: string[] = [];
    let ran = false;
    withLock(lock, () => void (ran = true), { pollMs: 300, staleMs: 100, log: (l) => void said.push(l) });
    expect(ran).toBe(true);
    expect(said).toEqual(['› Removing a stale install lock']);
  });
});
