import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({
  project: 'studio',
  include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'vite/**/*.test.ts'],
});
