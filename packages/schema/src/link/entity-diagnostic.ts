// A diagnostic about one entity of a pack, placed at a pointer inside it: the
// one way the linking steps report a problem, with the file, line and column
// of the spot.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { EntityRecord } from '../load/pack-state.ts';
import { locate } from '../parse/json.ts';

/** A diagnostic at `pointer` (relative to the entity) of `record`, an error unless said otherwise. */
export function entityDiagnostic(
  record: EntityRecord,
  pointer: string,
  message: string,
  more: { severity?: Diagnostic['severity']; hint?: string } = {},
): Diagnostic {
  const at = record.pointer + pointer;
  const { line, column } = locate(record.parsed, at);
  return {
    file: record.parsed.file,
    pointer: at,
    line,
    column,
    severity: more.severity ?? 'error',
    message,
    ...(more.hint ? { hint: more.hint } : {}),
  };
}
