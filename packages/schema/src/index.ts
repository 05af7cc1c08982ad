// Public API of @roomsmith/schema.
export { formatDiagnostic, compareDiagnostics, countBySeverity } from './diagnostics/diagnostic.ts';
export type { Diagnostic, Severity } from './diagnostics/diagnostic.ts';
