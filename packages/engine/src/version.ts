// The engine's version, which packs name a range of in pack.json `engine`:
// loaders check a pack against it (a pack for another engine is an error).
// Kept equal to package.json's version by version.test.ts.

/** This engine's version (semver). */
export const ENGINE_VERSION = '0.1.0';
