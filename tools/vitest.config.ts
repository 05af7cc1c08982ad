import { projectTestConfig } from '../vitest.shared.ts';

export default projectTestConfig({ project: 'tools', include: ['**/*.test.ts'], testTimeout: 60_000 });
