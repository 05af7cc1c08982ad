// Public API of @roomsmith/sim/node: what needs Node (worker threads).
export { createPool, sliceSize, splitSeeds } from './pool.ts';
export type { SimPool, PoolBatch } from './pool.ts';
export type { GameFactory, WorkerJob } from './protocol.ts';
export { comparePools, measureThroughput, measurePool, warmPool } from './throughput.ts';
export type { PoolComparison, Throughput } from './throughput.ts';
export { loadPackGame, packGameFactory } from './pack-game.ts';
export { compileLoadedPacks, loadedPacksFactory } from './compile-packs.ts';
export type { PackGame } from './pack-game.ts';
export { runOnQueue, startQueueWorker, redisConnection, QUEUE_NAME } from './queue.ts';
export type { QueueWorker, SliceData } from './queue.ts';
