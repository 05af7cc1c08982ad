// Serves the built studio (dist/) over HTTP. Used by `npm start` and by the
// browser tests, so both exercise the same server.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts a static server for apps/studio/dist.
 * @param {{ port?: number, host?: string }} options port 0 picks a free port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStudio({ port = 4200, host = 'localhost' } = {}) {
  if (!existsSync(path.join(here, 'dist', 'index.html'))) {
    throw new Error('apps/studio/dist is missing: build the studio first (npx nx run studio:build).');
  }
  const server = await preview({
    root: here,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: 'dist' },
    preview: { port, host, strictPort: port !== 0, open: false },
  });
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://${host}:${actualPort}/`, close: () => server.close() };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4200);
  const host = process.env.HOST ?? 'localhost';
  const { url } = await serveStudio({ port, host });
  console.log(`\nRoomsmith Studio is running at ${url}\n(press Ctrl+C to stop)`);
}
