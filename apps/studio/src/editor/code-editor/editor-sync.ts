// Small pure helpers the code editor uses to match models to pack files.
import type { FileRef, Pack } from '../../workspace/pack.ts';

/** A request to show a position of a file. */
export interface RevealRequest extends FileRef {
  line: number;
  column: number;
}

/** A stable key for a pack file. */
export function fileKey(ref: FileRef): string {
  return `${ref.packId}/${ref.path}`;
}

/** The text of a pack file, or undefined if the file no longer exists. */
export function textOf(packs: readonly Pack[], ref: FileRef): string | undefined {
  return packs.find((p) => p.id === ref.packId)?.files[ref.path];
}

/** The smallest single replacement turning `before` into `after`: offsets in `before` and the new text. */
export function minimalEdit(before: string, after: string): { start: number; end: number; text: string } {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let tail = 0;
  while (
    tail < max - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail += 1;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

/** Where a run of outside edits (a form field typed into) lies in the text after its last edit. */
export interface EditRun {
  start: number;
  end: number;
}

/**
 * The run `edit` extends, or null when it starts a new one: an edit touching or inside the run (the
 * next letter typed into the same form field, a letter erased) continues it, so the editor makes the
 * whole run one undo step; an edit elsewhere (another field), or one that replaces text, is a step
 * of its own.
 */
export function extendRun(run: EditRun | null, edit: { start: number; end: number; text: string }): EditRun | null {
  if (!run || edit.end < run.start || edit.start > run.end) return null;
  // Typing inserts and erasing deletes; a replacement (a colour picked, a cell painted again) is a
  // form edit of its own, even on the same spot.
  if (edit.start !== edit.end && edit.text !== '') return null;
  return {
    start: Math.min(run.start, edit.start),
    end: Math.max(run.end, edit.end) + edit.text.length - (edit.end - edit.start),
  };
}

/** The run a first edit starts. */
export function startRun(edit: { start: number; text: string }): EditRun {
  return { start: edit.start, end: edit.start + edit.text.length };
}
