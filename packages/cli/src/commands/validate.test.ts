import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../io.ts';
import { validateCommand } from './validate.ts';

function capture(cwd: string): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd };
}

const manifest = (id: string, extra: object = {}) =>
  JSON.stringify({ id, name: id, version: '1.0.0', formatVersion: 1, ...extra });

/** A temp folder holding content/<id>/ packs written from file maps. */
function workspace(packs: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-validate-'));
  for (const [id, files] of Object.entries(packs)) {
    for (const [rel, text] of Object.entries(files)) {
      const file = path.join(root, 'content', id, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  return root;
}

const goodRoom = '{ "kind": "room", "id": "acid", "name": "Acid", "colour": "red" }\n';
const badRoom = '{\n  "kind": "room",\n  "id": "acid",\n  "name": "Acid",\n  "colour": "red",\n  "colr": 1\n}\n';

describe('roomsmith validate', () => {
  it('fails a pack made for another engine version, at its engine range', async () => {
    const io = capture(
      workspace({ a: { 'pack.json': manifest('a', { engine: '^9.0.0' }), 'rooms/acid.json': goodRoom } }),
    );
    expect(await validateCommand.run(['content/a'], io)).toBe(1);
    expect(io.stdout[0]).toMatch(
      /pack\.json:\d+:\d+ error pack needs engine \^9\.0\.0, but this engine is \d+\.\d+\.\d+/,
    );
  });

  it('exits 0 and says so when every pack is clean', async () => {
    const io = capture(workspace({ a: { 'pack.json': manifest('a'), 'rooms/acid.json': goodRoom } }));
    expect(await validateCommand.run(['content/a'], io)).toBe(0);
    expect(io.stdout).toEqual(['1 pack, 2 files: no problems']);
  });

  it('prints compiler-style lines relative to the working folder and exits 1 on errors', async () => {
    const io = capture(workspace({ a: { 'pack.json': manifest('a'), 'rooms/acid.json': badRoom } }));
    expect(await validateCommand.run(['content/a'], io)).toBe(1);
    expect(io.stdout).toEqual([
      'content/a/rooms/acid.json:6:3 error unknown property "colr" (at /colr) — did you mean "colour"?',
      '1 pack, 2 files: 1 error, 0 warnings',
    ]);
  });

  it('validates every pack of a folder of packs together', async () => {
    const deck = JSON.stringify({ kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'a:acid' }] });
    const io = capture(
      workspace({
        a: { 'pack.json': manifest('a'), 'rooms/acid.json': goodRoom },
        b: { 'pack.json': manifest('b', { dependencies: { a: '^1.0.0' } }), 'decks/d.json': deck },
      }),
    );
    expect(await validateCommand.run(['content'], io)).toBe(0);
    expect(io.stdout).toEqual(['2 packs, 4 files: no problems']);
  });

  it('prints the diagnostics as JSON with --json', async () => {
    const io = capture(workspace({ a: { 'pack.json': manifest('a'), 'rooms/acid.json': badRoom } }));
    await validateCommand.run(['content/a', '--json'], io);
    const diagnostics = JSON.parse(io.stdout.join('\n')) as Array<{ pointer: string; line: number; column: number }>;
    expect(diagnostics.map((d) => [d.pointer, d.line, d.column])).toEqual([['/colr', 6, 3]]);
  });

  it('reads a zipped pack', async () => {
    const root = workspace({});
    writeFileSync(
      path.join(root, 'a.zip'),
      zipSync({ 'pack.json': strToU8(manifest('a')), 'rooms/acid.json': strToU8(badRoom) }),
    );
    const io = capture(root);
    expect(await validateCommand.run(['a.zip'], io)).toBe(1);
    expect(io.stdout[0]).toMatch(/^a\.zip\/rooms\/acid\.json:6:3 error unknown property "colr"/);
  });

  it('loads missing dependencies from --deps without reporting their own problems', async () => {
    const deck = JSON.stringify({ kind: 'deck', id: 'd', name: 'D', entries: [{ room: 'a:acid' }] });
    const root = workspace({
      a: { 'pack.json': manifest('a'), 'rooms/acid.json': badRoom },
      b: { 'pack.json': manifest('b', { dependencies: { a: '^1.0.0' } }), 'decks/d.json': deck },
    });
    const io = capture(path.join(root, 'content', 'b'));
    expect(await validateCommand.run(['.', '--deps', '..'], io)).toBe(0);
  });

  it('exits 2 when a path does not exist', async () => {
    const io = capture(workspace({}));
    expect(await validateCommand.run(['nowhere'], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('no such file or folder: nowhere');
  });

  it('exits 2 when a folder holds no pack', async () => {
    const root = workspace({});
    mkdirSync(path.join(root, 'empty'));
    const io = capture(root);
    expect(await validateCommand.run(['empty'], io)).toBe(2);
  });

  it('exits 2 on an unknown option', async () => {
    expect(await validateCommand.run(['--frobnicate'], capture(workspace({})))).toBe(2);
  });
});

describe('roomsmith validate on one file', () => {
  it("loads the file's pack but reports only that file", async () => {
    const other = '{ "kind": "room", "id": "b", "name": "B", "colour": "blu" }\n';
    const root = workspace({ a: { 'pack.json': manifest('a'), 'rooms/acid.json': badRoom, 'rooms/b.json': other } });
    const io = capture(root);
    expect(await validateCommand.run(['content/a/rooms/acid.json'], io)).toBe(1);
    expect(io.stdout.map((l) => l.split(' ')[0])).toEqual(['content/a/rooms/acid.json:6:3', '1']);
  });

  it('exits 2 for a file outside any pack', async () => {
    const root = workspace({});
    writeFileSync(path.join(root, 'loose.json'), '{}');
    expect(await validateCommand.run(['loose.json'], capture(root))).toBe(2);
  });
});
