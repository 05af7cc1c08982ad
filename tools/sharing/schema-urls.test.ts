import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packJsonFiles, rewriteSchemaUrls } from './schema-urls.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

describe('the $schema codemod', () => {
  it('leaves no shipped pack file with a relative $schema (run npm run codemod:schema-urls)', () => {
    const relative = packJsonFiles(content).filter((file) =>
      /"\$schema"\s*:\s*"(?![a-z][a-z0-9+.-]*:)/i.test(readFileSync(file, 'utf8')),
    );
    expect(relative.map((f) => path.relative(content, f))).toEqual([]);
  });

  it('rewrites only the $schema value and changes nothing on a second run', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-codemod-'));
    mkdirSync(path.join(dir, 'rooms'));
    const file = path.join(dir, 'rooms', 'a.json');
    const before =
      '{\n  "$schema": "../../../packages/schema/src/schemas/room.schema.json",\n  "kind": "room",   "id": "a"\n}\n';
    writeFileSync(file, before);
    expect(rewriteSchemaUrls([dir])).toEqual([file]);
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n  "$schema": "https://roomsmith.dev/schemas/room.schema.json",\n  "kind": "room",   "id": "a"\n}\n',
    );
    expect(rewriteSchemaUrls([dir])).toEqual([]);
  });
});
