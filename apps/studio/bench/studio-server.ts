// Serves a built studio for the browser bench: apps/studio/dist through
// serve.mjs when it is fresh, else a temporary build (serveStudio only serves
// dist/, and dist/ belongs to `npm start` and the browser tests).
import { rmSync } from 'node:fs';
import { preview } from 'vite';
// @ts-expect-error serve.mjs is plain JavaScript with JSDoc types
import { serveStudio } from '../serve.mjs';
import { buildStudio, distIsFresh, studioDir } from './build-studio.ts';

/** A served studio: its URL, which build it serves, and how to stop it. */
export interface ServedStudio {
  url: string;
  source: 'dist' | 'temporary build';
  close(): Promise<void>;
}

/** Serves the studio on a free localhost port, building it first if dist/ is missing or stale. */
export async function serveFreshStudio(): Promise<ServedStudio> {
  if (distIsFresh()) {
    const server: { url: string; close(): Promise<void> } = await serveStudio({ port: 0 });
    return { url: server.url, source: 'dist', close: () => server.close() };
  }
  const outDir = await buildStudio();
  // The same preview server serve.mjs starts, pointed at the temporary folder.
  const server = await preview({
    root: studioDir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: 'localhost', open: false },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}/`,
    source: 'temporary build',
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
