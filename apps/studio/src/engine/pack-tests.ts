// A pack's tests (its `pack-test` entities), listed and run in the engine
// worker with the runner of @roomsmith/sim, so the studio and `roomsmith test`
// judge tests the same way.
import { compileRuleset } from '@roomsmith/engine';
import { formatDiagnostic, locate, parseJson, type LoadedPack } from '@roomsmith/schema';
import { engine, engineTestHooks, judgePackTest, type PackTest } from '@roomsmith/sim';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import { displayText } from '../workspace/manifest.ts';
import type { PackTestRow, PackTestsResult } from './engine-protocol.ts';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';

/** The pack-test entities of a loaded pack, as rows (unrun) with the test itself. */
export function rowsOf(pack: LoadedPack, root: string): Array<PackTestRow & { test: PackTest }> {
  const rows: Array<PackTestRow & { test: PackTest }> = [];
  for (const entity of pack.entities) {
    if (entity.kind !== 'pack-test') continue;
    const test = entity as unknown as PackTest;
    const source = pack.sources.get(entity) ?? { file: 'pack.json', pointer: '' };
    // The loader names files with the pack's root in front (`room25/tests/…`).
    const file = source.file.startsWith(`${root}/`) ? source.file.slice(root.length + 1) : source.file;
    const text = pack.files[file];
    const at = typeof text === 'string' ? locate(parseJson(file, text).parsed, source.pointer) : { line: 1, column: 1 };
    const name = displayText(test.name) || test.id;
    rows.push({ id: test.id, name, file, line: at.line, column: at.column, verdict: null, test });
  }
  return rows.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** Lists the tests of pack `packId` (loaded with `packs`, its dependencies included) and, if `run`, runs them. */
export function packTests(packs: readonly PackSnapshot[], packId: string, run: boolean): PackTestsResult {
  const loaded = loadWorkspacePacks(packs);
  const pack = loaded.packs.find((p) => p.manifest.id === packId);
  const rows = pack ? rowsOf(pack, packId) : [];
  const strip = (r: PackTestRow & { test: PackTest }): PackTestRow => {
    const { test: _test, ...row } = r;
    return row;
  };
  if (!run) return { tests: rows.map(strip), problems: [] };
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length) return { tests: rows.map(strip), problems: errors };
  const { ruleset, diagnostics } = compileRuleset(loaded.packs);
  if (!ruleset) return { tests: rows.map(strip), problems: diagnostics.map(formatDiagnostic) };
  return {
    tests: rows.map((r) => ({ ...strip(r), verdict: judgePackTest(engine, ruleset, r.test, engineTestHooks()) })),
    problems: [],
  };
}
