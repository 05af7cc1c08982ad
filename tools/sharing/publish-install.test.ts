// The sharing loop end to end, as a community author and a player run it: a
// registry on loopback, `roomsmith publish` of the bundled Room 25 pack and an
// add-on that depends on it, then `roomsmith install` of the add-on by name
// and range into an empty packs folder (its dependency comes along), and the
// installed packs validate together. Both run as their own processes, as a
// user starts them.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistry, type RegistryProcess } from '../test/registry-process.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cliBin = path.join(repo, 'packages/cli/bin/roomsmith.mjs');

/** Runs `roomsmith` with `args` in `cwd`; its exit code and output lines. */
function roomsmith(cwd: string, ...args: string[]): Promise<{ code: number; stdout: string[]; stderr: string[] }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [cliBin, ...args], { cwd }, (error, stdout, stderr) => {
      const lines = (text: string) => text.split('\n').filter(Boolean);
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: lines(stdout), stderr: lines(stderr) });
    });
  });
}

describe('publishing to a registry and installing from it', () => {
  let registry: RegistryProcess;
  let token: string;
  beforeAll(async () => {
    registry = await startRegistry(mkdtempSync(path.join(tmpdir(), 'registry-')));
    const res = await fetch(`${registry.url}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'ada' }),
    });
    token = ((await res.json()) as { token: string }).token;
  }, 120_000);
  afterAll(() => {
    registry.process.kill();
  });

  it('installs an add-on by name and range with its dependency, and the installed packs validate', async () => {
    const base = await roomsmith(repo, 'publish', 'content/room25', '--registry', registry.url, '--token', token);
    expect(base.stderr).toEqual([]);
    expect(base.code).toBe(0);
    const addon = await roomsmith(repo, 'publish', 'content/escape-room', '--registry', registry.url, '--token', token);
    expect(addon.stdout.at(-1)).toMatch(/^published escape-room@\d+\.\d+\.\d+ to http/);

    const player = mkdtempSync(path.join(tmpdir(), 'player-'));
    const install = await roomsmith(player, 'install', 'escape-room@^0.1.0', '--registry', registry.url);
    expect(install.stderr).toEqual([]);
    expect(install.code).toBe(0);
    expect(install.stdout.map((l) => l.replace(/@[\d.]+/, ''))).toEqual([
      'installed room25 into packs/room25',
      'installed escape-room into packs/escape-room',
    ]);
    expect(readdirSync(path.join(player, 'packs')).sort()).toEqual(['escape-room', 'room25']);
    expect((await roomsmith(player, 'validate', 'packs')).code).toBe(0);
  }, 300_000);

  it('refuses to publish the same version twice', async () => {
    const first = await roomsmith(repo, 'publish', 'content/two-rooms', '--registry', registry.url, '--token', token);
    expect(first.code).toBe(0);
    const again = await roomsmith(repo, 'publish', 'content/two-rooms', '--registry', registry.url, '--token', token);
    expect(again.code).toBe(1);
    expect(again.stderr.at(-1)).toMatch(
      /^publish refused: two-rooms@[\d.]+ is already published; versions are immutable/,
    );
  }, 300_000);
});
