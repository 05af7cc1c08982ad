// The loader's diagnostics (syntax, schema, links, dependencies) for the
// whole workspace, as problems located in a pack's file. Each pack is loaded
// under its id as root, so a diagnostic's file is "<pack id>/<path>".
import type { Diagnostic } from '@roomsmith/schema';
import type { Pack } from '../workspace/pack.ts';
import type { Problem } from './problem.ts';
import { loadWorkspacePacks } from './load-workspace.ts';

/** The pack and path a loader diagnostic points at, or null when it names no known pack. */
export function locateDiagnostic(d: Diagnostic, packIds: ReadonlySet<string>): { packId: string; path: string } | null {
  const slash = d.file.indexOf('/');
  const head = slash < 0 ? d.file : d.file.slice(0, slash);
  if (!packIds.has(head)) return null;
  return { packId: head, path: slash < 0 ? 'pack.json' : d.file.slice(slash + 1) };
}

/** Turns loader diagnostics into problems; those naming no pack are pinned to the first pack's manifest. */
export function toProblems(diagnostics: readonly Diagnostic[], packIds: readonly string[]): Problem[] {
  const ids = new Set(packIds);
  return diagnostics.flatMap((d) => {
    const where = locateDiagnostic(d, ids) ?? (packIds[0] ? { packId: packIds[0], path: 'pack.json' } : null);
    if (!where) return [];
    const problem: Problem = { ...where, line: d.line, column: d.column, severity: d.severity, message: d.message };
    if (d.hint) problem.hint = d.hint;
    return [problem];
  });
}

/** Loads every pack of the workspace and returns what is wrong with them. */
export function loaderProblems(packs: ReadonlyArray<Pick<Pack, 'id' | 'files'>>): Problem[] {
  const { diagnostics } = loadWorkspacePacks(packs);
  return toProblems(
    diagnostics,
    packs.map((p) => p.id),
  );
}
