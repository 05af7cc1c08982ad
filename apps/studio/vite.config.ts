import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import { bundledPacks } from './vite/bundled-packs-plugin.ts';
import { schemaFilesPlugin } from './vite/schema-files-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  resolve: { conditions: ['@roomsmith/source', ...defaultClientConditions] },
  plugins: [
    bundledPacks(path.resolve(here, '../../content')),
    schemaFilesPlugin(path.resolve(here, '../../packages/schema/src/schemas')),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 4200 },
  preview: { port: 4200 },
});
