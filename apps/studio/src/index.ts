// The studio's parts, for embedding it elsewhere (registration happens in define.ts).
export { RsApp } from './app/rs-app.ts';
export { WorkspaceStore } from './workspace/workspace-store.ts';
export type { WorkspaceState } from './workspace/workspace-store.ts';
export type { Pack, FileRef } from './workspace/pack.ts';
export { packToZip, packFromZip } from './zip/pack-zip.ts';
