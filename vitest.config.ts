// For `npx vitest run <paths>` from the workspace root: every project's own unit-test config
// (timeouts, source conditions, count files), so a run from here behaves as `npm test`'s per-project
// runs do. Nx runs each project's `vitest run` in its own folder, where its own config is found
// first; browser tests (`vitest.e2e.config.ts`) are left to their `e2e` targets.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/vitest.config.ts'],
  },
});
