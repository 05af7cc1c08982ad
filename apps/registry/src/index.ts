// Public API of @roomsmith/registry.
export { buildRegistry } from './app.ts';
export type { RegistryOptions } from './app.ts';
export { serveRegistry } from './server.ts';
export type { ServeOptions } from './server.ts';
export { openDatabase } from './db/open.ts';
export type { RegistryDb, Engine } from './db/open.ts';
export { diskBlobs } from './blobs.ts';
export type { BlobStore } from './blobs.ts';
export { createToken } from './tokens.ts';
