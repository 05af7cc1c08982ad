// Proves the lint rules that guard the architecture actually bite: a file
// placed in the engine that reaches into the studio, or that reads Math.random
// or the clock, must fail lint.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { createProjectGraphAsync } from '@nx/devkit';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const engineFile = path.join(workspaceRoot, 'packages/engine/src/probe.ts');
let eslint: ESLint;

async function ruleIds(code: string, filePath = engineFile): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

beforeAll(async () => {
  // The boundary rule reads Nx's cached project graph; make sure there is one.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: workspaceRoot });
});

describe('workspace lint rules', () => {
  it('reject an engine file importing the studio by package name', async () => {
    expect(await ruleIds("import { RsApp } from '@roomsmith/studio';\nexport const x = RsApp;\n")).toContain(
      '@nx/enforce-module-boundaries',
    );
  });

  it('reject an engine file importing the studio by relative path', async () => {
    const code = "import { RsApp } from '../../../apps/studio/src/app/rs-app.ts';\nexport const x = RsApp;\n";
    expect(await ruleIds(code)).toContain('@nx/enforce-module-boundaries');
  });

  it('reject the schema package importing the engine', async () => {
    const file = path.join(workspaceRoot, 'packages/schema/src/probe.ts');
    const code = "import { seedRng } from '@roomsmith/engine';\nexport const x = seedRng;\n";
    expect(await ruleIds(code, file)).toContain('@nx/enforce-module-boundaries');
  });

  it('accept the sim package importing the engine', async () => {
    const file = path.join(workspaceRoot, 'packages/sim/src/probe.ts');
    const code = "import { seedRng } from '@roomsmith/engine';\nexport const x = seedRng;\n";
    expect(await ruleIds(code, file)).toEqual([]);
  });

  it('reject Math.random in the engine', async () => {
    expect(await ruleIds('export const x = Math.random();\n')).toContain('no-restricted-properties');
  });

  it('reject Date.now and new Date() in the engine', async () => {
    expect(await ruleIds('export const x = Date.now();\n')).toContain('no-restricted-properties');
    expect(await ruleIds('export const y = new Date();\n')).toContain('no-restricted-syntax');
  });

  it('allow Math.random outside the engine', async () => {
    const file = path.join(workspaceRoot, 'packages/sim/src/probe.ts');
    expect(await ruleIds('export const x = Math.random();\n', file)).toEqual([]);
  });
});
