// A problem as the studio shows it: a Diagnostic located in one pack's file.
import type { Severity } from '@roomsmith/schema';

/** One entry of the Problems panel, and one Monaco marker. */
export interface Problem {
  packId: string;
  /** Path inside the pack. */
  path: string;
  /** 1-based line and column. */
  line: number;
  column: number;
  severity: Severity;
  message: string;
  /** A suggestion that may fix it. */
  hint?: string;
}

const rank: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Orders problems by pack, file, position, then severity. */
export function compareProblems(a: Problem, b: Problem): number {
  if (a.packId !== b.packId) return a.packId < b.packId ? -1 : 1;
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return a.line - b.line || a.column - b.column || rank[a.severity] - rank[b.severity];
}

/** Counts problems by severity. */
export function countProblems(problems: readonly Problem[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const p of problems) counts[p.severity] += 1;
  return counts;
}
