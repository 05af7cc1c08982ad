import { projectTestConfig } from '../../vitest.shared.ts';

export default projectTestConfig({ project: 'registry' });
