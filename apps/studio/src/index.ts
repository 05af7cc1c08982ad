// The studio's components, for embedding it elsewhere (registration happens in define.ts).
export { RsApp } from './app/rs-app.ts';
export { summarisePack } from './app/pack-summary.ts';
export type { PackSummary } from './app/pack-summary.ts';
