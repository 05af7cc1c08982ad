// The one shape every problem takes, from JSON parsing to linking: the CLI
// prints it like a compiler, the studio turns it into a Monaco marker.

/** How bad a problem is. */
export type Severity = 'error' | 'warning' | 'info';

/** A problem found in content, located to the character. */
export interface Diagnostic {
  /** Path of the file, relative to the pack or as given by the caller. */
  file: string;
  /** JSON pointer (RFC 6901) to the value at fault; "" for the whole file. */
  pointer: string;
  /** 1-based line of the value at fault. */
  line: number;
  /** 1-based column of the value at fault. */
  column: number;
  severity: Severity;
  message: string;
  /** A suggestion that may fix it, e.g. "did you mean "eliminate"?". */
  hint?: string;
}

/** Formats one diagnostic as a compiler-style line: `file:line:col severity message`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.pointer ? ` (at ${d.pointer})` : '';
  const hint = d.hint ? ` — ${d.hint}` : '';
  return `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}${where}${hint}`;
}

/** Orders diagnostics by file, then position, so output is stable. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}

/** Counts diagnostics by severity. */
export function countBySeverity(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity] += 1;
  return counts;
}
