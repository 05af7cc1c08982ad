// One Vitest configuration for every project, so that all of them resolve
// workspace packages from source and report their counts the same way.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { CountReporter } from './tools/test/count-reporter.ts';

const workspaceRoot = path.dirname(fileURLToPath(import.meta.url));
const sourceConditions = ['@roomsmith/source', 'module', 'node', 'development|production'];

/** Options a project may set on top of the shared defaults. */
export interface ProjectTestOptions {
  /** The Nx project name; names the count file the test script sums up. */
  project: string;
  /** Globs of test files, relative to the project root. */
  include?: string[];
  /** Count file suffix, e.g. "-e2e" for browser tests. */
  countSuffix?: string;
  /** Per-test timeout in milliseconds (default 30 s: a first test that loads and compiles a pack takes over 10 s on a loaded 2-core machine; no test asserts on time). */
  testTimeout?: number;
  /** Per-hook timeout in milliseconds (a browser test's setup starts a server and Chromium). */
  hookTimeout?: number;
}

/** Builds the Vitest config of one workspace project. */
export function projectTestConfig(options: ProjectTestOptions): ViteUserConfig {
  const countFile = path.join(
    workspaceRoot,
    'test-output',
    'counts',
    `${options.project}${options.countSuffix ?? ''}.json`,
  );
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@roomsmith/source'] } },
    test: {
      include: options.include ?? ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: options.testTimeout ?? 30_000,
      hookTimeout: options.hookTimeout ?? 30_000,
      reporters: ['default', new CountReporter(countFile)],
      // Property tests draw from one fixed seed (FAST_CHECK_SEED explores others).
      setupFiles: [path.join(workspaceRoot, 'tools/test/fast-check-seed.ts')],
    },
  });
}
