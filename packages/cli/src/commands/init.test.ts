import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { initCommand } from './init.ts';
import { testCommand } from './test.ts';
import { validateCommand } from './validate.ts';

async function scaffolded(args: string[] = []) {
  const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-init-'));
  const io = captureIo(root);
  expect(await initCommand.run(['my-pack', ...args], io)).toBe(0);
  return { root, dir: path.join(root, 'my-pack'), io };
}

describe('roomsmith init', () => {
  it('scaffolds a pack that validates with no problems', async () => {
    const { dir } = await scaffolded();
    const io = captureIo(dir);
    expect(await validateCommand.run(['.'], io)).toBe(0);
    expect(io.stdout.at(-1)).toMatch(/no problems$/);
  });

  it('scaffolds a pack whose own test passes', async () => {
    const { dir } = await scaffolded();
    const io = captureIo(dir);
    expect(await testCommand.run(['.'], io)).toBe(0);
    expect(io.stdout.at(-1)).toBe('1 passed, 0 failed');
  });

  it("names every file's schema by its stable URL and keeps a local copy of each", async () => {
    const { dir } = await scaffolded();
    const room = JSON.parse(readFileSync(path.join(dir, 'rooms/my-room.json'), 'utf8')) as { $schema: string };
    expect(room.$schema).toBe('https://roomsmith.dev/schemas/content.schema.json');
    const copy = JSON.parse(readFileSync(path.join(dir, '.roomsmith/schemas/content.schema.json'), 'utf8')) as {
      $id: string;
    };
    expect(copy.$id).toBe(room.$schema);
    expect(existsSync(path.join(dir, '.roomsmith/schemas/vocabulary/effect.schema.json'))).toBe(true);
  });

  it('hands VS Code every schema under its URL with its content, so nothing is downloaded', async () => {
    const { dir } = await scaffolded();
    const settings = JSON.parse(readFileSync(path.join(dir, '.vscode/settings.json'), 'utf8')) as {
      'json.schemas': Array<{ url: string; fileMatch?: string[]; schema: { $id: string } }>;
    };
    const entries = settings['json.schemas'];
    for (const entry of entries) expect(entry.schema.$id).toBe(entry.url);
    const urls = entries.map((e) => e.url);
    expect(urls).toContain('https://roomsmith.dev/schemas/vocabulary/effect.schema.json');
    expect(entries.find((e) => e.url.endsWith('/pack.schema.json'))?.fileMatch).toEqual(['/pack.json']);
  });

  it('takes the pack id and name it is given', async () => {
    const { dir } = await scaffolded(['--id', 'haunted-house', '--name', 'Haunted House']);
    expect(JSON.parse(readFileSync(path.join(dir, 'pack.json'), 'utf8'))).toMatchObject({
      id: 'haunted-house',
      name: { en: 'Haunted House' },
    });
  });

  it('refuses a folder that already holds files, and changes nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-init-'));
    writeFileSync(path.join(root, 'notes.txt'), 'mine');
    const io = captureIo(root);
    expect(await initCommand.run(['.', '--id', 'x'], io)).toBe(1);
    expect(io.stderr).toEqual(['.: the folder is not empty; init writes only into a new or empty folder']);
    expect(existsSync(path.join(root, 'pack.json'))).toBe(false);
  });
});
