// `<rs-code-editor>`: Monaco showing the open pack file. It renders into
// light DOM (no shadow root) so Monaco's global stylesheet applies; the shell
// slots it into place. Monaco itself is imported the first time a file opens.
// A paste that would make the file larger than the studio saves is refused
// before Monaco sees it (the text stays as it was, and so does undo): its size
// is judged from lengths alone, or counted in the loader worker, never by
// scanning the pasted text on the UI thread. So is a typed edit: in the band where length alone
// cannot tell, the text is counted in the worker while typing goes on, and only the latest edit of a
// file is saved; one too large is refused with a notice and the file goes back to its saved text.
import { LitElement, html, nothing } from 'lit';
import type { Problem } from '../../diagnostics/problem.ts';
import { FileEditEvent } from '../../events/file-edit-event.ts';
import { NoticeEvent } from '../../events/notice-event.ts';
import {
  editRefusal,
  pasteRefusal,
  pasteVerdict,
  MAX_FILE_BYTES,
  type FileRef,
  type Pack,
} from '../../workspace/pack.ts';
import { extendRun, fileKey, minimalEdit, startRun, textOf, type EditRun, type RevealRequest } from './editor-sync.ts';
import { codeEditorStyles } from './rs-code-editor.styles.ts';

type Setup = typeof import('../monaco-setup.ts');
type Editor = ReturnType<Setup['createEditor']>;
type ViewState = ReturnType<Editor['saveViewState']>;
type Model = NonNullable<ReturnType<Editor['getModel']>>;

/** How long after a form's last edit its run of edits closes (one undo step). */
const RUN_MS = 1000;

/** `<rs-code-editor>`: the JSON editor area. */
export class RsCodeEditor extends LitElement {
  static override properties = {
    packs: { attribute: false },
    openFile: { attribute: false },
    problems: { attribute: false },
    reveal: { attribute: false },
    loading: { state: true },
  };
  declare packs: readonly Pack[];
  declare openFile: FileRef | null;
  declare problems: readonly Problem[];
  /** A position to reveal in the open file; a new object each time. */
  declare reveal: RevealRequest | null;
  declare loading: boolean;
  /** Counts texts' UTF-8 bytes off the UI thread (the loader worker); null: large pastes are refused. */
  measure: ((texts: string[]) => Promise<number[]>) | null = null;

  #setup: Setup | null = null;
  #editor: Editor | null = null;
  #shown: string | null = null;
  #applying = false;
  readonly #viewStates = new Map<string, ViewState>();
  /** The open run of outside edits (a form field being typed into): its model and where it lies. */
  #run: { model: Model; at: EditRun; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Files whose typed text is being counted in the worker, with the model version counted: ahead of the store. */
  readonly #counting = new Map<string, number>();
  /** The bytes of the text a counted paste is about to make (its edit is then not counted again). */
  #pastedBytes: number | null = null;

  constructor() {
    super();
    this.packs = [];
    this.openFile = null;
    this.problems = [];
    this.reveal = null;
    this.loading = false;
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const sheet = codeEditorStyles.styleSheet;
    const doc = this.ownerDocument;
    if (sheet && !doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#closeRun();
    this.#editor?.dispose();
    this.#editor = null;
    this.#shown = null;
  }

  override render() {
    const empty = !this.openFile;
    return html`<div class="rs-code-editor__surface" ?hidden=${empty}></div>
      ${empty
        ? html`<p class="rs-code-editor__empty">Open a file from the sidebar, or create a pack to start writing.</p>`
        : nothing}
      ${this.loading ? html`<p class="rs-code-editor__empty" role="status">Loading the editor…</p>` : nothing}`;
  }

  protected override async updated(): Promise<void> {
    if (!this.openFile) return this.#show(null);
    if (!this.#setup) {
      this.loading = true;
      this.#setup = await import('../monaco-setup.ts');
      this.loading = false;
    }
    this.#sync();
  }

  #sync(): void {
    const setup = this.#setup;
    if (!setup) return;
    const editor = (this.#editor ??= this.#createEditor(setup));
    setup.configureSchemas(this.packs.map((p) => p.id));
    // Keep models in step with the workspace: text changed elsewhere (an import), files deleted.
    this.#applying = true;
    try {
      for (const model of setup.monaco.editor.getModels()) {
        const ref = setup.refOf(model.uri);
        const text = ref ? textOf(this.packs, ref) : undefined;
        const current = model.getValue();
        if (!ref || text === undefined || current === text) continue;
        // Typed text still being counted is ahead of the workspace: it is not put back.
        if (this.#counting.has(fileKey(ref))) continue;
        // One minimal edit keeps the cursor, the scroll position and the undo history; the stack
        // elements around it make each outside edit (a form's) its own undo step.
        const edit = minimalEdit(current, text);
        const from = model.getPositionAt(edit.start);
        const to = model.getPositionAt(edit.end);
        const range = {
          startLineNumber: from.lineNumber,
          startColumn: from.column,
          endLineNumber: to.lineNumber,
          endColumn: to.column,
        };
        // Consecutive edits of one form field (each letter typed) join one undo step; another field's
        // edit, a pause of RUN_MS, or focusing the editor closes the step.
        const run = this.#run;
        const joined = run?.model === model ? extendRun(run.at, edit) : null;
        if (!joined) {
          this.#closeRun();
          model.pushStackElement();
        }
        model.pushEditOperations([], [{ range, text: edit.text }], () => null);
        if (run && joined) clearTimeout(run.timer);
        this.#run = { model, at: joined ?? startRun(edit), timer: setTimeout(() => this.#closeRun(), RUN_MS) };
      }
    } finally {
      this.#applying = false;
    }
    setup.disposeModelsExcept(new Set(this.packs.flatMap((p) => Object.keys(p.files).map((f) => `${p.id}/${f}`))));
    this.#show(this.openFile);
    const pack = this.packs.find((p) => p.id === this.openFile?.packId);
    editor.updateOptions({
      readOnly: pack?.readOnly ?? true,
      readOnlyMessage: { value: 'This is a bundled pack: it opens read-only. Create a pack to write your own.' },
    });
    setup.setProblemMarkers(this.problems);
    this.#revealRequested(editor);
  }

  #createEditor(setup: Setup): Editor {
    const surface = this.querySelector<HTMLElement>('.rs-code-editor__surface');
    if (!surface) throw new Error('rs-code-editor rendered no surface');
    const editor = setup.createEditor(surface);
    // Capture: the guard decides before Monaco's own paste handler runs.
    surface.addEventListener('paste', (e) => this.#guardPaste(editor, e), { capture: true });
    editor.onDidFocusEditorText(() => this.#closeRun());
    editor.onDidChangeModelContent(() => {
      const ref = this.openFile;
      const model = editor.getModel();
      if (this.#applying || !ref || !model) return;
      this.#typed(ref, model);
    });
    return editor;
  }

  /**
   * Lets a paste through when the file stays small enough; refuses it (with a notice) when it would
   * not; in between, counts the bytes in the worker and pastes only once they fit, as one undo step.
   */
  #guardPaste(editor: Editor, e: ClipboardEvent): void {
    const model = editor.getModel();
    const ref = this.openFile;
    const pasted = e.clipboardData?.getData('text/plain') ?? '';
    if (!model || !ref || this.packs.find((p) => p.id === ref.packId)?.readOnly) return;
    const selections = editor.getSelections() ?? [];
    const replaced = selections.map((s) => model.getValueInRange(s));
    const length =
      model.getValueLength() - replaced.reduce((n, t) => n + t.length, 0) + pasted.length * selections.length;
    const verdict = pasteVerdict(length);
    if (verdict === 'fits') return;
    e.preventDefault();
    e.stopImmediatePropagation();
    const refuse = (bytes: number, atLeast: boolean) =>
      void this.dispatchEvent(new NoticeEvent(pasteRefusal(ref.path, bytes, atLeast)));
    if (verdict === 'too-large' || !this.measure) return refuse(length, true);
    const version = model.getAlternativeVersionId();
    void this.measure([model.getValue(), pasted, ...replaced]).then(
      ([whole = 0, added = 0, ...gone]) => {
        const bytes = whole + added * selections.length - gone.reduce((n, b) => n + b, 0);
        if (bytes > MAX_FILE_BYTES) return refuse(bytes, false);
        // The text changed while the worker counted: the paste no longer applies where it was aimed.
        if (model.isDisposed() || model.getAlternativeVersionId() !== version) return;
        editor.pushUndoStop();
        // Monaco reports the edit synchronously, to #typed: the bytes just counted go with it.
        this.#pastedBytes = bytes;
        try {
          editor.executeEdits(
            'paste',
            selections.map((range) => ({ range, text: pasted, forceMoveMarkers: true })),
          );
        } finally {
          this.#pastedBytes = null;
        }
        editor.pushUndoStop();
      },
      (error: unknown) =>
        this.dispatchEvent(new NoticeEvent(`Paste refused: its size could not be checked (${String(error)}).`)),
    );
  }

  /**
   * Sends a typed edit on: at once when its length says it fits; refused (the model back to the saved
   * text) when its length alone makes it too large; in between, once the worker has counted its bytes
   * and no later edit of the file is being counted.
   */
  #typed(ref: FileRef, model: Model): void {
    const key = fileKey(ref);
    const text = model.getValue();
    if (this.#pastedBytes !== null) {
      this.#counting.delete(key);
      this.dispatchEvent(new FileEditEvent({ ...ref, text, bytes: this.#pastedBytes }));
      return;
    }
    const verdict = pasteVerdict(text.length);
    if (verdict === 'fits' || (verdict === 'measure' && !this.measure)) {
      this.#counting.delete(key);
      this.dispatchEvent(new FileEditEvent({ ...ref, text }));
      return;
    }
    const refuse = (bytes: number, atLeast: boolean) => {
      this.#counting.delete(key);
      this.dispatchEvent(new NoticeEvent(editRefusal(ref.path, bytes, atLeast)));
      this.#sync();
    };
    if (verdict === 'too-large' || !this.measure) return refuse(text.length, true);
    const version = model.getAlternativeVersionId();
    this.#counting.set(key, version);
    void this.measure([text]).then(
      ([bytes = 0]) => {
        if (this.#counting.get(key) !== version) return; // a later edit is being counted, or was sent
        if (bytes > MAX_FILE_BYTES) return refuse(bytes, false);
        this.#counting.delete(key);
        this.dispatchEvent(new FileEditEvent({ ...ref, text, bytes }));
      },
      (error: unknown) => {
        if (this.#counting.get(key) !== version) return;
        this.#counting.delete(key);
        this.dispatchEvent(new NoticeEvent(`Edit not saved: its size could not be checked (${String(error)}).`));
        this.#sync();
      },
    );
  }

  /** Closes the open run of outside edits: the next edit, the author's or a form's, is a new undo step. */
  #closeRun(): void {
    const run = this.#run;
    if (!run) return;
    clearTimeout(run.timer);
    this.#run = null;
    if (!run.model.isDisposed()) run.model.pushStackElement();
  }

  #show(ref: FileRef | null): void {
    const key = ref ? fileKey(ref) : null;
    const editor = this.#editor;
    const setup = this.#setup;
    if (key === this.#shown || !editor || !setup) return;
    const current = editor.getModel();
    if (this.#shown && current && !current.isDisposed()) this.#viewStates.set(this.#shown, editor.saveViewState());
    this.#shown = key;
    if (!ref || !key) return editor.setModel(null);
    editor.setModel(setup.modelFor(ref, textOf(this.packs, ref) ?? ''));
    const state = this.#viewStates.get(key);
    if (state) editor.restoreViewState(state);
  }

  #revealRequested(editor: Editor): void {
    const reveal = this.reveal;
    if (!reveal || !this.openFile || fileKey(reveal) !== fileKey(this.openFile)) return;
    this.reveal = null;
    const position = { lineNumber: reveal.line, column: reveal.column };
    editor.setPosition(position);
    editor.revealPositionInCenter(position);
    editor.focus();
  }
}
