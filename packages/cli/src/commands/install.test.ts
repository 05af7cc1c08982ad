import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { sha256Hex } from '@roomsmith/schema';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { installCommand } from './install.ts';
import { packCommand } from './pack.ts';

const manifest = (id: string, version = '1.0.0', dependencies: Record<string, string> = {}) => ({
  id,
  name: id,
  version,
  formatVersion: 1,
  dependencies,
});
const room = (id: string) => ({ kind: 'room', id, name: id, colour: 'red' });

/** A temp folder with source packs under src/ and a pack built into bundles/. */
async function packed(packs: Array<{ dir: string; files: Record<string, unknown>; deps?: string[] }>) {
  const tmp = tempDir();
  for (const { dir, files } of packs)
    for (const [rel, data] of Object.entries(files)) tmp.write(`src/${dir}/${rel}`, data);
  const io = captureIo(tmp.root);
  for (const { dir, files, deps = [] } of packs) {
    const { id, version, registryName } = files['pack.json'] as { id: string; version: string; registryName?: string };
    const depArgs = deps.flatMap((d) => ['--deps', `src/${d}`]);
    const file = `${(registryName ?? id).replace(/^@/, '').replace('/', '-')}-${version}.zip`;
    const code = await packCommand.run([`src/${dir}`, '--out', `bundles/${file}`, ...depArgs], io);
    if (code !== 0) throw new Error(io.stderr.join('\n'));
  }
  return { ...tmp, io };
}

describe('roomsmith pack', () => {
  it('writes the same bundle bytes when run twice', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    const first = readFileSync(path.join(t.root, 'bundles/a-1.0.0.zip'));
    expect(await packCommand.run(['src/a', '--out', 'again.zip'], t.io)).toBe(0);
    expect(readFileSync(path.join(t.root, 'again.zip')).equals(first)).toBe(true);
  });

  it('says what it wrote with the bundle digest', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    expect(t.io.stdout[0]).toMatch(/^bundles\/a-1\.0\.0\.zip: a@1\.0\.0, 2 files, \d+ kB, sha256 [0-9a-f]{64}$/);
  });

  it('names the bundle of a scoped pack after its scope and name, and says its pack id', async () => {
    const t = tempDir();
    t.write('h/pack.json', { ...manifest('hazards'), registryName: '@ada/hazards' });
    const io = captureIo(t.root);
    expect(await packCommand.run(['h'], io)).toBe(0);
    expect(io.stdout[0]).toMatch(/^ada-hazards-1\.0\.0\.zip: @ada\/hazards@1\.0\.0 \(pack id hazards\), 1 files/);
  });

  it('refuses a pack that does not validate, and writes nothing', async () => {
    const t = tempDir();
    t.write('a/pack.json', manifest('a'));
    t.write('a/rooms/x.json', { ...room('x'), colr: 1 });
    const io = captureIo(t.root);
    expect(await packCommand.run(['a'], io)).toBe(1);
    expect(io.stderr.at(-1)).toBe('a: not packed, fix the errors above first');
    expect(existsSync(path.join(t.root, 'a-1.0.0.zip'))).toBe(false);
  });
});

describe('roomsmith install', () => {
  it('installs a bundle into the packs folder', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    expect(await installCommand.run(['bundles/a-1.0.0.zip', '--packs', 'packs'], t.io)).toBe(0);
    expect(t.io.stdout.at(-1)).toBe('installed a@1.0.0 into packs/a');
    expect(JSON.parse(readFileSync(path.join(t.root, 'packs/a/rooms/x.json'), 'utf8'))).toEqual(room('x'));
  });

  it('installs the dependencies it finds in --from, highest satisfying version first', async () => {
    const t = await packed([
      { dir: 'a1', files: { 'pack.json': manifest('a', '1.0.0'), 'rooms/x.json': room('x') } },
      { dir: 'a2', files: { 'pack.json': manifest('a', '1.1.0'), 'rooms/x.json': room('x') } },
      { dir: 'b', files: { 'pack.json': manifest('b', '1.0.0', { a: '^1.0.0' }) }, deps: ['a2'] },
    ]);
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/b-1.0.0.zip', '--packs', 'packs', '--from', 'bundles'], io)).toBe(0);
    expect(io.stdout).toEqual(['installed a@1.1.0 into packs/a', 'installed b@1.0.0 into packs/b']);
  });

  it('installs a pack named id@range from a folder of bundles', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a', '1.2.0') } }]);
    const io = captureIo(t.root);
    expect(await installCommand.run(['a@^1.0.0', '--from', 'bundles'], io)).toBe(0);
    expect(io.stdout).toEqual(['installed a@1.2.0 into packs/a']);
  });

  it('refuses a bundle whose dependency cannot be found, and writes nothing', async () => {
    const t = await packed([
      { dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } },
      { dir: 'b', files: { 'pack.json': manifest('b', '1.0.0', { a: '^1.0.0' }) } },
    ]);
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/b-1.0.0.zip', '--packs', 'packs'], io)).toBe(1);
    expect(io.stderr).toEqual([
      'install refused, nothing was written: b needs a ^1.0.0: not installed; no bundle of it found (give a folder of bundles with --from)',
    ]);
    expect(existsSync(path.join(t.root, 'packs'))).toBe(false);
  });

  it('refuses a tampered bundle, and writes nothing', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    const file = path.join(t.root, 'bundles/a-1.0.0.zip');
    const entries = unzipSync(readFileSync(file));
    entries['rooms/x.json'] = strToU8(JSON.stringify(room('y')));
    writeFileSync(file, zipSync(entries as Zippable));
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/a-1.0.0.zip'], io)).toBe(1);
    expect(io.stderr[0]).toBe(
      'install refused, nothing was written: bundles/a-1.0.0.zip: "rooms/x.json" does not match its digest: the bundle was altered or damaged',
    );
    expect(existsSync(path.join(t.root, 'packs'))).toBe(false);
  });

  it('refuses a bundle whose pack does not load with the installed dependency, printing the loader diagnostics', async () => {
    const deck = { kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'a:x' }] };
    const t = await packed([
      { dir: 'a1', files: { 'pack.json': manifest('a', '1.0.0'), 'rooms/x.json': room('x') } },
      { dir: 'a2', files: { 'pack.json': manifest('a', '1.1.0'), 'rooms/y.json': room('y') } },
      { dir: 'b', files: { 'pack.json': manifest('b', '1.0.0', { a: '^1.0.0' }), 'decks/d.json': deck }, deps: ['a1'] },
    ]);
    expect(await installCommand.run(['bundles/a-1.1.0.zip'], t.io)).toBe(0);
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/b-1.0.0.zip'], io)).toBe(1);
    expect(io.stderr[0]).toMatch(/^bundles\/b-1\.0\.0\.zip \(b\)\/decks\/d\.json:\d+:\d+ error .*a:x/);
    expect(io.stderr.at(-1)).toBe(
      'install refused, nothing was written: bundles/b-1.0.0.zip does not load (1 error above)',
    );
    expect(existsSync(path.join(t.root, 'packs/b'))).toBe(false);
  });

  it('keeps the installed pack whole when an update is refused', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    expect(await installCommand.run(['bundles/a-1.0.0.zip'], t.io)).toBe(0);
    writeFileSync(path.join(t.root, 'bundles/a-1.0.0.zip'), 'not a zip');
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/a-1.0.0.zip'], io)).toBe(1);
    expect(existsSync(path.join(t.root, 'packs/a/rooms/x.json'))).toBe(true);
  });

  it('reports a reinstall of the same version', async () => {
    const t = await packed([{ dir: 'a', files: { 'pack.json': manifest('a'), 'rooms/x.json': room('x') } }]);
    await installCommand.run(['bundles/a-1.0.0.zip'], t.io);
    const io = captureIo(t.root);
    expect(await installCommand.run(['bundles/a-1.0.0.zip'], io)).toBe(0);
    expect(io.stdout).toEqual(['installed a@1.0.0 (reinstalled) into packs/a']);
  });

  describe('scoped names', () => {
    const scoped = (name: string, id: string, version = '1.0.0', deps: Record<string, string> = {}) => ({
      ...manifest(id, version, deps),
      registryName: name,
    });

    it('installs @scope/name@range from a folder of bundles into a folder named by the pack id', async () => {
      const t = await packed([
        { dir: 'h', files: { 'pack.json': scoped('@ada/hazards', 'hazards', '1.2.0'), 'rooms/x.json': room('x') } },
      ]);
      const io = captureIo(t.root);
      expect(await installCommand.run(['@ada/hazards@^1.0.0', '--from', 'bundles'], io)).toBe(0);
      expect(io.stdout).toEqual(['installed @ada/hazards@1.2.0 into packs/hazards']);
    });

    it('takes the dependency of the scope it names, not a pack of the same id under another scope', async () => {
      const deck = { kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'hazards:x' }] };
      const t = await packed([
        { dir: 'ada', files: { 'pack.json': scoped('@ada/hazards', 'hazards', '1.0.0'), 'rooms/x.json': room('x') } },
        { dir: 'bob', files: { 'pack.json': scoped('@bob/hazards', 'hazards', '1.5.0'), 'rooms/y.json': room('y') } },
        {
          dir: 'b',
          files: { 'pack.json': manifest('b', '1.0.0', { '@ada/hazards': '^1.0.0' }), 'decks/d.json': deck },
          deps: ['ada'],
        },
      ]);
      const io = captureIo(t.root);
      expect(await installCommand.run(['bundles/b-1.0.0.zip', '--from', 'bundles'], io)).toBe(0);
      expect(io.stdout).toEqual(['installed @ada/hazards@1.0.0 into packs/hazards', 'installed b@1.0.0 into packs/b']);
    });

    it('refuses to overwrite an installed package that has the same pack id under another name', async () => {
      const t = await packed([
        { dir: 'ada', files: { 'pack.json': scoped('@ada/hazards', 'hazards') } },
        { dir: 'bob', files: { 'pack.json': scoped('@bob/hazards', 'hazards', '2.0.0') } },
      ]);
      expect(await installCommand.run(['bundles/ada-hazards-1.0.0.zip'], t.io)).toBe(0);
      const io = captureIo(t.root);
      expect(await installCommand.run(['bundles/bob-hazards-2.0.0.zip'], io)).toBe(1);
      expect(io.stderr).toEqual([
        'install refused, nothing was written: packs/hazards holds @ada/hazards, another package with the pack id hazards; @bob/hazards would replace it (remove that folder first to switch)',
      ]);
    });

    it('says what is wrong with a malformed scoped name', async () => {
      const t = tempDir();
      await expect(installCommand.run(['@Ada/hazards@^1.0.0'], captureIo(t.root))).rejects.toThrow(
        '"@Ada/hazards": the scope "Ada" must be lower-case letters, digits and single dashes',
      );
    });

    it('fetches @scope/name and its scoped dependency from a registry, asking for the names URL-encoded', async () => {
      const t = await packed([
        { dir: 'h', files: { 'pack.json': scoped('@ada/hazards', 'hazards', '1.1.0'), 'rooms/x.json': room('x') } },
        {
          dir: 'l',
          files: { 'pack.json': scoped('@bob/lanterns', 'lanterns', '1.0.0', { '@ada/hazards': '^1.0.0' }) },
          deps: ['h'],
        },
      ]);
      const bundles: Record<string, { version: string; bytes: Buffer }> = {
        '@ada/hazards': { version: '1.1.0', bytes: readFileSync(path.join(t.root, 'bundles/ada-hazards-1.1.0.zip')) },
        '@bob/lanterns': { version: '1.0.0', bytes: readFileSync(path.join(t.root, 'bundles/bob-lanterns-1.0.0.zip')) },
      };
      const asked: string[] = [];
      const server = createServer((req, res) => {
        asked.push(req.url ?? '');
        const resolve = /^\/api\/resolve\/([^/?]+)\?/.exec(req.url ?? '');
        const bundle = /^\/api\/packs\/([^/]+)\/([^/]+)\/bundle$/.exec(req.url ?? '');
        const entry = bundles[decodeURIComponent((resolve ?? bundle)?.[1] ?? '')];
        if (entry && resolve) {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ version: entry.version, sha256: sha256Hex(entry.bytes) }));
        } else if (entry && bundle) res.end(entry.bytes);
        else res.writeHead(404).end('{"error":"no such pack"}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const io = captureIo(t.root);
        expect(await installCommand.run(['@bob/lanterns@^1.0.0', '--registry', url], io)).toBe(0);
        expect(io.stdout).toEqual([
          'installed @ada/hazards@1.1.0 into packs/hazards',
          'installed @bob/lanterns@1.0.0 into packs/lanterns',
        ]);
        expect(asked).toEqual([
          '/api/resolve/%40bob%2Flanterns?range=%5E1.0.0',
          '/api/packs/%40bob%2Flanterns/1.0.0/bundle',
          '/api/resolve/%40ada%2Fhazards?range=%5E1.0.0',
          '/api/packs/%40ada%2Fhazards/1.1.0/bundle',
        ]);
      } finally {
        server.close();
      }
    });
  });
});
