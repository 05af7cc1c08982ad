// Writes how many tests passed and failed to a JSON file, so that `npm test`
// can close with one summary line over every project (Nx restores the file
// from its cache when a project's tests are not re-run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The counts one project's run leaves behind. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Counts test results by state. */
export function countResults(modules: ReadonlyArray<TestModule>): TestCounts {
  const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const module of modules) {
    if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
      counts.failed += 1; // a file that fails to load has no tests but must count
    }
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
  }
  return counts;
}

/** A Vitest reporter that saves the run's counts to `file`. */
export class CountReporter implements Reporter {
  constructor(private readonly file: string) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, JSON.stringify(countResults(modules)) + '\n');
  }
}
