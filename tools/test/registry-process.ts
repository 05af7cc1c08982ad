// Starts the pack registry as its own process (as `npm start` does), on a free
// port with an empty data folder, for tests and benchmarks under tools/.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A registry process and the URL it listens on. */
export interface RegistryProcess {
  url: string;
  process: ChildProcess;
}

/** Starts the registry on a free port (data in `dataDir`, a new temporary folder by default); resolves once it listens. */
export function startRegistry(dataDir = mkdtempSync(path.join(tmpdir(), 'registry-'))): Promise<RegistryProcess> {
  const child = spawn(process.execPath, [
    path.join(repoRoot, 'apps/registry/bin/registry.mjs'),
    '--port',
    '0',
    '--data',
    dataDir,
  ]);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.on('exit', (code) => reject(new Error(`the registry exited (${code}): ${out}`)));
  });
}
