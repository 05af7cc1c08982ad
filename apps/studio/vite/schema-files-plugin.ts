// Serves the content schemas at their `$id` paths (`/schemas/room.schema.json`,
// `/schemas/vocabulary/effect.schema.json`) from the dev and preview servers
// and writes them into the build, so the path of a pack file's `$schema` URL
// (https://roomsmith.dev/schemas/…) answers on the studio's own server too, as
// it does on the registry. Only files that are schemas are served.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

/** Every `*.schema.json` under `dir`, as `/`-separated paths relative to it. */
export function schemaFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.schema.json'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Middleware answering `GET /schemas/<file>` with the schema, and passing anything else on. */
export function schemaMiddleware(dir: string): Connect.NextHandleFunction {
  const known = new Set(schemaFiles(dir));
  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith('/schemas/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const rel = decodeURIComponent(url.slice('/schemas/'.length));
    if (!known.has(rel)) return next();
    res.setHeader('content-type', 'application/schema+json; charset=utf-8');
    res.setHeader('access-control-allow-origin', '*');
    res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(dir, rel)));
  };
}

/** The plugin: dev and preview middleware, and the schemas emitted into the build under `schemas/`. */
export function schemaFilesPlugin(dir: string): Plugin {
  return {
    name: 'roomsmith-schema-files',
    configureServer(server) {
      server.middlewares.use(schemaMiddleware(dir));
    },
    configurePreviewServer(server) {
      server.middlewares.use(schemaMiddleware(dir));
    },
    generateBundle() {
      for (const rel of schemaFiles(dir))
        this.emitFile({ type: 'asset', fileName: `schemas/${rel}`, source: readFileSync(path.join(dir, rel), 'utf8') });
    },
  };
}
