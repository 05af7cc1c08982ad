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

  it('points every file at its local copy of the schemas', async () => {
    const { dir } = await scaffolded();
    const room = JSON.parse(readFileSync(path.join(dir, 'rooms/my-room.json'), 'utf8')) as { $schema: string };
    expect(room.$schema).toBe('../.roomsmith/schemas/content.schema.json');
    expect(existsSync(path.resolve(dir, 'rooms', room.$schema))).toBe(true);
    expect(existsSync(path.join(dir, '.roomsmith/schemas/vocabulary/effect.schema.json'))).toBe(true);
  });

  it('maps the schemas for VS Code so completion works without a network', async () => {
    const { dir } = await scaffolded();
    const settings = JSON.parse(readFileSync(path.join(dir, '.vscode/settings.json'), 'utf8')) as {
      'json.schemas': Array<{ url: string }>;
    };
    for (const { url } of settings['json.schemas']) expect(existsSync(path.join(dir, url))).toBe(true);
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
