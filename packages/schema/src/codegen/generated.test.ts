import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSchemaFolder } from '../node/schema-files.ts';
import { generateAll, REFERENCE_DIR } from './index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const STALE = 'schema changed, generated files are stale: run `npm run codegen`';

describe('generated files', async () => {
  const files = await generateAll(readSchemaFolder());

  it.each(Object.keys(files).sort())('%s matches what the schemas generate', (file) => {
    const full = path.join(repoRoot, file);
    const committed = existsSync(full) ? readFileSync(full, 'utf8') : '(missing)';
    expect(committed === files[file], `${file}: ${STALE}`).toBe(true);
  });

  it('leave no reference page for a schema that no longer exists', () => {
    const pages = readdirSync(path.join(repoRoot, REFERENCE_DIR)).filter((n) => n.endsWith('.md'));
    const orphans = pages.filter((n) => !files[`${REFERENCE_DIR}/${n}`]);
    expect(orphans, STALE).toEqual([]);
  });
});
