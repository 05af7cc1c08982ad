// Writes small pack folders into a temporary directory for command tests.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Creates a fresh temp dir and returns a function writing JSON files under it. */
export function tempDir(): { root: string; write(file: string, data: unknown): string } {
  const root = mkdtempSync(path.join(tmpdir(), 'roomsmith-cli-'));
  return {
    root,
    write(file, data) {
      const full = path.join(root, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, typeof data === 'string' ? data : JSON.stringify(data));
      return full;
    },
  };
}
