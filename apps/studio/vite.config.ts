import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, defaultClientConditions } from 'vite';
import { bundledPacks } from './vite/bundled-packs-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  resolve: { conditions: ['@roomsmith/source', ...defaultClientConditions] },
  plugins: [bundledPacks(path.resolve(here, '../../content'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Workspace packages are side-effect free; saying so lets the bundler drop what a chunk does not use
      // (the editor needs @roomsmith/schema's schemas, not its 1 MB of validators).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/.test(id) },
    },
  },
  server: { port: 4200 },
  preview: { port: 4200 },
});
