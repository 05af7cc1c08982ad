import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../io.ts';
import { schemaCommand } from './schema.ts';

function capture(cwd: string): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd };
}

describe('roomsmith schema', () => {
  it('writes every schema under --out, vocabulary in its sub-folder', async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'roomsmith-schema-'));
    expect(await schemaCommand.run(['--out', 'schemas'], capture(cwd))).toBe(0);
    const room = JSON.parse(readFileSync(path.join(cwd, 'schemas', 'room.schema.json'), 'utf8')) as { $id: string };
    expect(room.$id).toBe('https://roomsmith.dev/schemas/room.schema.json');
    expect(existsSync(path.join(cwd, 'schemas', 'vocabulary', 'effect.schema.json'))).toBe(true);
  });

  it('exits 2 without --out', async () => {
    const io = capture(tmpdir());
    expect(await schemaCommand.run([], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('missing --out DIR');
  });
});
