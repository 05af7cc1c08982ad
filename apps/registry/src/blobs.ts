// Bundles on disk, stored by their SHA-256 only: a client never chooses a
// path. Written to a temp file and renamed, so a reader never sees half a blob.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

const HEX64 = /^[0-9a-f]{64}$/;

/** Content-addressed blob storage under one folder. */
export interface BlobStore {
  put(sha256: string, bytes: Uint8Array): Promise<void>;
  get(sha256: string): Promise<Uint8Array | null>;
}

/** Blobs under `dir` as `<dir>/ab/abcdef….zip`. */
export function diskBlobs(dir: string): BlobStore {
  const where = (sha256: string) => {
    if (!HEX64.test(sha256)) throw new Error(`not a SHA-256: ${sha256.slice(0, 80)}`);
    return path.join(dir, sha256.slice(0, 2), `${sha256}.zip`);
  };
  return {
    async put(sha256, bytes) {
      const file = where(sha256);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(sha256) {
      try {
        return new Uint8Array(await readFile(where(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
