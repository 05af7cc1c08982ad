import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ project: 'playtest', testTimeout: 60_000 });
