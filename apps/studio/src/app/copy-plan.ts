// Where a bundled file may be copied: the author's packs that can see its
// pack (they depend on it, directly or not), and a free path there.
import { applyEdits, modify, parse } from 'jsonc-parser';
import type { Pack } from '../workspace/pack.ts';
import { packClosure } from '../workspace/pack-closure.ts';

/** The author's packs that depend on `from`. */
export function copyTargets(packs: readonly Pack[], from: string): Pack[] {
  return packs.filter((p) => !p.readOnly && p.id !== from && packClosure(packs, p.id).some((d) => d.id === from));
}

/** The path and text of the copy in `target`: the same path when free, else `name-2.json` with the id renamed alike. */
export function copyPlacement(target: Pack, path: string, text: string): { path: string; text: string } {
  if (!(path in target.files)) return { path, text };
  const stem = path.replace(/\.json$/, '');
  let n = 2;
  while (`${stem}-${n}.json` in target.files) n += 1;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const id = value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : undefined;
  const renamed =
    typeof id === 'string'
      ? applyEdits(text, modify(text, ['id'], `${id}-${n}`, { formattingOptions: { insertSpaces: true, tabSize: 2 } }))
      : text;
  return { path: `${stem}-${n}.json`, text: renamed };
}
