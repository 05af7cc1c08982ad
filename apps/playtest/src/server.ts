// Starts a playtest server with its defaults: loopback, port 4874, the
// repository's bundled packs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlaytest, type PlaytestOptions } from './app.ts';

/** Where the bundled packs are: the repository's `content/`. */
export const CONTENT_DIR = path.resolve(fileURLToPath(new URL('../../../content', import.meta.url)));

/** How a playtest server listens. */
export interface ServeOptions extends Partial<PlaytestOptions> {
  port?: number;
  /** 127.0.0.1 by default; 0.0.0.0 (or a LAN address) lets other machines join. */
  host?: string;
}

/** Starts listening; returns the URL and a close function. */
export async function servePlaytest(options: ServeOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const { port, host, ...rest } = options;
  const app = await buildPlaytest({ contentDir: CONTENT_DIR, ...rest });
  const url = await app.listen({ port: port ?? 4874, host: host ?? '127.0.0.1' });
  return { url, close: () => app.close() };
}
