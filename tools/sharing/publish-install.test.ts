// The sharing loop end to end, as a community author and a player run it: a
// registry on loopback, `roomsmith publish` of the bundled Room 25 pack and an
// add-on that depends on it, then `roomsmith install` of the add-on by name
// and range into an empty packs folder (its dependency comes along), and the
// installed packs validate together. Both run as their own processes, as a
// user starts them.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
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

  it('installs an add-on whose dependency is named @scope/name, and refuses another user that scope', async () => {
    // Needs room25 on the registry: the first test published it.
    const author = mkdtempSync(path.join(tmpdir(), 'author-'));
    const write = (rel: string, value: object) => {
      mkdirSync(path.dirname(path.join(author, rel)), { recursive: true });
      writeFileSync(path.join(author, rel), JSON.stringify(value, null, 2));
    };
    const pack = (id: string, extra: object) => ({ id, name: id, version: '1.0.0', formatVersion: 1, ...extra });
    write(
      'lanterns/pack.json',
      pack('lanterns', { registryName: '@ada/lanterns', dependencies: { room25: '^0.1.0' } }),
    );
    write('lanterns/rooms/lamp.json', { kind: 'room', id: 'lamp', name: 'Lamp', colour: 'red' });
    write('glow/pack.json', pack('glow', { dependencies: { '@ada/lanterns': '^1.0.0' } }));
    write('glow/decks/d.json', { kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'lanterns:lamp' }] });
    const room25 = path.join(repo, 'content/room25');
    const publish = (dir: string, as: string, ...deps: string[]) =>
      roomsmith(
        author,
        'publish',
        dir,
        '--registry',
        registry.url,
        '--token',
        as,
        ...deps.flatMap((d) => ['--deps', d]),
      );

    const lanterns = await publish('lanterns', token, room25);
    expect(lanterns.stderr).toEqual([]);
    expect(lanterns.stdout.at(-1)).toMatch(/^published @ada\/lanterns@1\.0\.0 to http/);
    const glow = await publish('glow', token, 'lanterns', room25);
    expect(glow.stderr).toEqual([]);
    expect(glow.stdout.at(-1)).toMatch(/^published glow@1\.0\.0 to http/);

    const player = mkdtempSync(path.join(tmpdir(), 'player-'));
    const install = await roomsmith(player, 'install', 'glow@^1.0.0', '--registry', registry.url);
    expect(install.stderr).toEqual([]);
    expect(install.stdout.map((l) => l.replace(/^(installed \S+)@[\d.]+/, '$1'))).toEqual([
      'installed room25 into packs/room25',
      'installed @ada/lanterns into packs/lanterns',
      'installed glow into packs/glow',
    ]);
    expect((await roomsmith(player, 'validate', 'packs')).code).toBe(0);

    const bob = await fetch(`${registry.url}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'bob' }),
    });
    const refused = await publish('lanterns', ((await bob.json()) as { token: string }).token, room25);
    expect(refused.code).toBe(1);
    expect(refused.stderr.at(-1)).toBe(
      'publish refused: the scope @ada belongs to ada, not to bob: publish under a scope of yours (such as @bob/…) or ask ada',
    );
  }, 300_000);
});
