// New-file templates with the format's schemas: loaded on demand, so the
// schemas stay out of the first bundle (the editor chunk shares them).
import { schemas } from '@roomsmith/schema';
import { newFileText, type NewFileKind } from './file-templates.ts';

/** The text of a new file of `kind`, with every property its schema requires (a pack test names one of `modes`). */
export function schemaFileText(kind: NewFileKind, id: string, modes: readonly string[] = []): string {
  return newFileText(kind, id, schemas, modes);
}
