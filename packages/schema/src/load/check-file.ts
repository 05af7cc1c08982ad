// One file checked alone, for editors: syntax and schema, no cross-file links.
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { loadContext, type LoadOptions } from './context.ts';
import { checkOneFile } from './read-pack.ts';

/**
 * Checks one content file (or pack.json, by name) against its schema. Cheap
 * enough to run on every keystroke; `loadPacks` adds the cross-file checks.
 */
export function checkFile(file: string, text: string, options: LoadOptions = {}): Diagnostic[] {
  try {
    return checkOneFile(file, text, loadContext(options)).sort(compareDiagnostics);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        file,
        pointer: '',
        line: 1,
        column: 1,
        severity: 'error',
        message: `internal error while checking: ${message}`,
      },
    ];
  }
}
