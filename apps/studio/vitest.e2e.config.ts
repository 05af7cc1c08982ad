import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({
  project: 'studio',
  countSuffix: '-e2e',
  include: ['e2e/**/*.e2e.ts'],
  testTimeout: 120_000,
  hookTimeout: 60_000,
});
