import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { migrateCommand } from './migrate.ts';
import { validateCommand } from './validate.ts';

const ANCIENT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../schema/fixtures/old-format/ancient',
);

/** A copy of the old-format fixture pack in a temporary folder. */
function ancientCopy(): { root: string; dir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-migrate-'));
  const dir = path.join(root, 'ancient');
  cpSync(ANCIENT, dir, { recursive: true });
  return { root, dir };
}

describe('roomsmith migrate', () => {
  it('writes the current format: a format version and schema URLs', async () => {
    const { root, dir } = ancientCopy();
    const io = captureIo(root);
    expect(await migrateCommand.run(['ancient'], io)).toBe(0);
    expect(io.stdout.at(-1)).toBe('ancient: 3 file(s) from no format version');
    const pack = JSON.parse(readFileSync(path.join(dir, 'pack.json'), 'utf8')) as Record<string, unknown>;
    expect(pack).toMatchObject({ formatVersion: 1, $schema: 'https://roomsmith.dev/schemas/pack.schema.json' });
    const check = captureIo(root);
    expect(await validateCommand.run(['ancient'], check)).toBe(0);
    expect(check.stdout.join('\n')).not.toMatch(/ info /);
  });

  it('says a migrated pack is already current and changes nothing the second time', async () => {
    const { root, dir } = ancientCopy();
    await migrateCommand.run(['ancient'], captureIo(root));
    const before = readFileSync(path.join(dir, 'rooms/cellar.json'), 'utf8');
    const io = captureIo(root);
    expect(await migrateCommand.run(['ancient'], io)).toBe(0);
    expect(io.stdout).toEqual(['ancient: already current']);
    expect(readFileSync(path.join(dir, 'rooms/cellar.json'), 'utf8')).toBe(before);
  });

  it('with --check writes nothing and exits 1 when a pack would change', async () => {
    const { root, dir } = ancientCopy();
    const io = captureIo(root);
    expect(await migrateCommand.run(['ancient', '--check'], io)).toBe(1);
    expect(readFileSync(path.join(dir, 'pack.json'), 'utf8')).toBe(
      readFileSync(path.join(ANCIENT, 'pack.json'), 'utf8'),
    );
  });
});
