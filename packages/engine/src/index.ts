// Public API of @roomsmith/engine.
export { seedRng, nextUint32, nextInt, shuffleInPlace } from './rng/rng.ts';
export type { RngState } from './rng/rng.ts';
