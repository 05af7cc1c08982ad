// The workspace: every pack the studio knows, which one is selected, which
// file is open and what is wrong with them. Edits to read-only packs are
// refused here, so no component has to remember to check.
import type { Problem } from '../diagnostics/problem.ts';
import { checkPackPath } from '@roomsmith/schema';
import { isImagePath } from './assets.ts';
import { newManifestText, type NewPackInput } from './manifest.ts';
import { checkFilePath, isValidId, type FileRef, type Pack } from './pack.ts';
import { Store } from './store.ts';

/** Everything the studio shows about the packs being edited. */
export interface WorkspaceState {
  /** Bundled packs first, then the author's, each group by id. */
  packs: readonly Pack[];
  selectedPackId: string | null;
  openFile: FileRef | null;
  problems: readonly Problem[];
}

function ordered(packs: readonly Pack[]): Pack[] {
  return [...packs].sort(
    (a, b) => Number(a.readOnly === false) - Number(b.readOnly === false) || (a.id < b.id ? -1 : 1),
  );
}

/** The workspace state and the only operations allowed on it. */
export class WorkspaceStore extends Store<WorkspaceState> {
  constructor(packs: readonly Pack[] = []) {
    super({ packs: ordered(packs), selectedPackId: packs[0]?.id ?? null, openFile: null, problems: [] });
  }

  /** The pack with this id, if any. */
  pack(id: string): Pack | undefined {
    return this.state.packs.find((p) => p.id === id);
  }

  /** Adds a pack; throws if its id is taken. */
  addPack(pack: Pack): void {
    if (this.pack(pack.id)) throw new Error(`A pack with id "${pack.id}" already exists.`);
    this.set((s) => ({ ...s, packs: ordered([...s.packs, pack]) }));
  }

  /** Replaces the author's pack that has the same id (used by import → replace). */
  replacePack(pack: Pack): void {
    this.#writable(pack.id);
    this.set((s) => ({
      ...s,
      packs: s.packs.map((p) => (p.id === pack.id ? pack : p)),
      openFile: s.openFile?.packId === pack.id && !(s.openFile.path in pack.files) ? null : s.openFile,
    }));
  }

  /** Creates an editable pack with a fresh pack.json, selects it and opens its manifest. */
  createPack(input: NewPackInput): Pack {
    if (!isValidId(input.id)) throw new Error('A pack id is kebab-case: lower-case letters, digits and dashes.');
    if (this.pack(input.id)) throw new Error(`A pack with id "${input.id}" already exists.`);
    const pack: Pack = {
      id: input.id,
      root: input.id,
      files: { 'pack.json': newManifestText(input) },
      readOnly: false,
    };
    this.set((s) => ({
      ...s,
      packs: ordered([...s.packs, pack]),
      selectedPackId: pack.id,
      openFile: { packId: pack.id, path: 'pack.json' },
    }));
    return pack;
  }

  /** Removes one of the author's packs (callers confirm first). */
  deletePack(id: string): void {
    this.#writable(id);
    this.set((s) => ({
      ...s,
      packs: s.packs.filter((p) => p.id !== id),
      selectedPackId: s.selectedPackId === id ? (s.packs.find((p) => p.id !== id)?.id ?? null) : s.selectedPackId,
      openFile: s.openFile?.packId === id ? null : s.openFile,
      problems: s.problems.filter((p) => p.packId !== id),
    }));
  }

  /** Adds a file to one of the author's packs and opens it. */
  addFile(packId: string, path: string, text: string): void {
    const pack = this.#writable(packId);
    const problem = checkFilePath(path);
    if (problem) throw new Error(problem);
    if (path in pack.files) throw new Error(`${path} already exists in ${packId}.`);
    this.#setFiles(packId, { ...pack.files, [path]: text }, () => ({ packId, path }));
  }

  /** Adds an image asset (its `data:` URL text, see assets.ts) to one of the author's packs, without opening it. */
  addAsset(packId: string, path: string, dataUrl: string): void {
    const pack = this.#writable(packId);
    if (!isImagePath(path) || checkPackPath(path) !== null) throw new Error(`${path} is not an image path.`);
    if (path in pack.files) throw new Error(`${path} already exists in ${packId}.`);
    this.#setFiles(packId, { ...pack.files, [path]: dataUrl });
  }

  /** Replaces a file's text; a no-op when the text is unchanged. */
  updateFile(packId: string, path: string, text: string): void {
    const pack = this.#writable(packId);
    if (!(path in pack.files)) throw new Error(`${path} is not in ${packId}.`);
    if (pack.files[path] === text) return;
    this.#setFiles(packId, { ...pack.files, [path]: text });
  }

  /** Removes a file from one of the author's packs (callers confirm first). */
  deleteFile(packId: string, path: string): void {
    const pack = this.#writable(packId);
    const files = { ...pack.files };
    delete files[path];
    this.#setFiles(packId, files, (open) => (open?.packId === packId && open.path === path ? null : open));
  }

  /** Selects a pack in the sidebar. */
  selectPack(id: string): void {
    this.set((s) => (s.selectedPackId === id ? s : { ...s, selectedPackId: id }));
  }

  /** Opens a file in the editor (and selects its pack). */
  openFile(ref: FileRef | null): void {
    this.set((s) => ({ ...s, openFile: ref, selectedPackId: ref?.packId ?? s.selectedPackId }));
  }

  /** Replaces the list of problems. */
  setProblems(problems: readonly Problem[]): void {
    this.set((s) => ({ ...s, problems }));
  }

  #writable(id: string): Pack {
    const pack = this.pack(id);
    if (!pack) throw new Error(`No pack "${id}".`);
    if (pack.readOnly) throw new Error(`${id} is a bundled pack and cannot be changed.`);
    return pack;
  }

  /** Replaces a pack's files and, in the same change, the open file. */
  #setFiles(packId: string, files: Record<string, string>, open = (f: FileRef | null) => f): void {
    this.set((s) => ({
      ...s,
      packs: s.packs.map((p) => (p.id === packId ? { ...p, files } : p)),
      openFile: open(s.openFile),
    }));
  }
}
