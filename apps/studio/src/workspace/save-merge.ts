// Saving a pack without overwriting another tab's work. Each tab remembers,
// per file, the stored version its text started from (its base: revision and
// text). A save writes only the files the tab changed, and only when the
// stored file is still at the base revision; a file another tab saved since
// is a conflict: it is not written, and the author chooses what to keep.
// Files this tab did not change take the stored version, so a tab picks up
// what other tabs saved. Pure functions: the storage runs `mergeSave` inside
// its transaction, the autosave runs `settle` on what it wrote or read.
import type { StoredPack } from './pack-storage.ts';

/** The stored version of a file a tab's text started from. */
export interface FileBase {
  revision: number;
  text: string;
}

/** Path → base, for one pack. */
export type Bases = Readonly<Record<string, FileBase>>;

/** A pack as a tab holds it. */
export interface LocalPack {
  id: string;
  root: string;
  files: Readonly<Record<string, string>>;
}

/** A file changed both here and, since this tab read it, in storage (by another tab). */
export interface Conflict {
  packId: string;
  path: string;
  /** This tab's text (undefined: deleted here). */
  mine: string | undefined;
  /** The stored text (undefined: deleted there). */
  theirs: string | undefined;
  /** The stored file's revision (undefined when it is not stored). */
  theirsRevision: number | undefined;
  /** The base this tab's text started from (undefined: a file this tab created). */
  base: FileBase | undefined;
}

/** The revision of a stored file: undefined when absent, 0 when saved before revisions existed. */
export function storedRevision(stored: StoredPack | undefined, path: string): number | undefined {
  if (stored?.files[path] === undefined) return undefined;
  return stored.revisions?.[path] ?? 0;
}

/** Every stored file as a base. */
export function basesOf(stored: StoredPack | undefined): Record<string, FileBase> {
  const out: Record<string, FileBase> = {};
  for (const [path, text] of Object.entries(stored?.files ?? {}))
    out[path] = { revision: storedRevision(stored, path) ?? 0, text };
  return out;
}

/** Whether the tab changed the file since its base (a file with no base is new here). */
export function isDirty(local: LocalPack, bases: Bases, path: string): boolean {
  return local.files[path] !== bases[path]?.text;
}

/** Whether any file of the pack changed since its base. */
export function hasChanges(local: LocalPack, bases: Bases): boolean {
  return [...new Set([...Object.keys(local.files), ...Object.keys(bases)])].some((p) => isDirty(local, bases, p));
}

/**
 * What to store for `local` over `stored`: the files changed here whose stored revision is still
 * their base's (or whose stored text already equals them), on top of the stored pack; null when
 * there is nothing to write. Run it inside the storage's transaction.
 */
export function mergeSave(stored: StoredPack | undefined, local: LocalPack, bases: Bases): StoredPack | null {
  const revision = (stored?.revision ?? 0) + 1;
  const files: Record<string, string> = { ...stored?.files };
  const revisions: Record<string, number> = {};
  for (const path of Object.keys(files)) revisions[path] = storedRevision(stored, path) ?? 0;
  let changed = stored === undefined || stored.root !== local.root;
  for (const path of new Set([...Object.keys(local.files), ...Object.keys(bases)])) {
    const mine = local.files[path];
    if (!isDirty(local, bases, path) || files[path] === mine) continue;
    if (storedRevision(stored, path) !== bases[path]?.revision) continue; // a conflict: not written
    if (mine === undefined) {
      delete files[path];
      delete revisions[path];
    } else {
      files[path] = mine;
      revisions[path] = revision;
    }
    changed = true;
  }
  return changed ? { id: local.id, root: local.root, files, revision, revisions } : null;
}

/** What a tab makes of a stored pack: its new bases, its files, and the conflicts left. */
export interface Settled {
  bases: Record<string, FileBase>;
  /** The tab's files with what other tabs saved taken in (the same object when nothing was). */
  files: Readonly<Record<string, string>>;
  conflicts: Conflict[];
}

/**
 * Settles a tab against the stored pack after a save (or when another tab saved). `snapshot` is
 * the tab's files when the save started (or `current`), `current` its files now. A file whose
 * text at the snapshot (or now) is the stored one takes the stored base. A file unchanged here
 * since its base takes the stored text and base (unless the author typed since the snapshot).
 * Any other file changed both here and there: it keeps its old base and is a conflict.
 */
export function settle(
  stored: StoredPack | undefined,
  snapshot: LocalPack,
  current: LocalPack,
  oldBases: Bases,
): Settled {
  const synced = basesOf(stored);
  const bases: Record<string, FileBase> = {};
  const files: Record<string, string> = { ...current.files };
  const conflicts: Conflict[] = [];
  let adopted = false;
  const paths = new Set([
    ...Object.keys(snapshot.files),
    ...Object.keys(current.files),
    ...Object.keys(synced),
    ...Object.keys(oldBases),
  ]);
  for (const path of paths) {
    const before = snapshot.files[path];
    const keep = (base: FileBase | undefined) => {
      if (base) bases[path] = base;
    };
    if (synced[path]?.text === before || synced[path]?.text === current.files[path]) keep(synced[path]);
    else if (!isDirty(snapshot, oldBases, path) && current.files[path] === before) {
      keep(synced[path]);
      const theirs = synced[path]?.text;
      if (theirs === undefined) delete files[path];
      else files[path] = theirs;
      adopted = true;
    } else {
      keep(oldBases[path]);
      conflicts.push({
        packId: current.id,
        path,
        mine: current.files[path],
        theirs: synced[path]?.text,
        theirsRevision: synced[path]?.revision,
        base: oldBases[path],
      });
    }
  }
  return { bases, files: adopted ? files : current.files, conflicts };
}
