// A file copied from a bundled pack into the author's pack still names its
// old pack's entities plainly ("central"); in its new pack those names need
// the "room25:" prefix. The linker already knows every reference (it walks
// the schemas' `x-ref`s) and says which plain name a dependency holds, so
// the copy asks the loader and takes exactly those hints: nothing here
// knows where references live.

import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';

/** Which file was copied, and from which pack. */
export interface CopiedFile {
  packId: string;
  path: string;
  from: string;
}

/** The JSON path of a JSON pointer inside `value` (array positions as numbers). */
export function pathOfPointer(value: unknown, pointer: string): JSONPath | null {
  const path: JSONPath = [];
  let at = value;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(at)) {
      const i = Number(segment);
      if (!Number.isInteger(i)) return null;
      path.push(i);
      at = at[i];
    } else if (at && typeof at === 'object') {
      path.push(segment);
      at = (at as Record<string, unknown>)[segment];
    } else return null;
  }
  return path;
}

/** The copied file's text with every plain reference to the source pack's entities qualified (`from:id`). */
export function qualifyCopy(packs: readonly PackSnapshot[], copied: CopiedFile): string {
  const pack = packs.find((p) => p.id === copied.packId);
  let text = pack?.files[copied.path] ?? '';
  const { diagnostics } = loadWorkspacePacks(packs);
  const file = `${copied.packId}/${copied.path}`;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  for (const d of diagnostics) {
    if (d.file !== file || !d.hint) continue;
    const path = pathOfPointer(value, d.pointer);
    const hinted = /^did you mean "([^"]+)"\?$/.exec(d.hint)?.[1];
    if (!path || !hinted) continue;
    let plain: unknown = value;
    for (const key of path) plain = (plain as Record<string | number, unknown>)[key];
    if (typeof plain !== 'string' || hinted !== `${copied.from}:${plain}`) continue;
    text = applyEdits(text, modify(text, path, hinted, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
  }
  return text;
}
