// `<rs-app>`: the studio shell. Header, a sidebar with the packs and the
// selected pack's files, the editor (and, while a game is open, the sandbox
// beside it or in its place), and the Problems panel. The editor is a
// light-DOM child slotted into the shell, so Monaco's global CSS reaches it.
import { LitElement, html, nothing } from 'lit';
import bundled from 'virtual:roomsmith/bundled-packs';
import type { RsChoiceDialog } from '../dialogs/rs-choice-dialog.ts';
import type { RsNewFileDialog } from '../dialogs/rs-new-file-dialog.ts';
import type { RsNewPackDialog } from '../dialogs/rs-new-pack-dialog.ts';
import type { RsRegistryDialog } from '../registry/rs-registry-dialog.ts';
import type { RevealRequest } from '../editor/code-editor/editor-sync.ts';
import type { RsCodeEditor } from '../editor/code-editor/rs-code-editor.ts';
import type { FileEditEvent } from '../events/file-edit-event.ts';
import type { FileOpenEvent } from '../events/file-open-event.ts';
import type { PlayEvent } from '../events/play-event.ts';
import { modeFinder } from '../complex-preview/mode-info.ts';
import type { PackChoice } from '../complex-preview/rs-complex-preview.ts';
import { roomsIn } from '../room-form/room-form-model.ts';
import { copyIcon, importIcon, lockIcon, playIcon, plusIcon } from '../theme/icons.ts';
import { controls, tokens, sectionHeading } from '../theme/theme.ts';
import type { SaveStatus } from '../workspace/autosave.ts';
import { bundledPacks } from '../workspace/bundled.ts';
import { readManifest } from '../workspace/manifest.ts';
import type { Pack } from '../workspace/pack.ts';
import { editRefusal, MAX_FILE_BYTES, pasteVerdict } from '../workspace/pack.ts';
import type { Conflict } from '../workspace/save-merge.ts';
import { WorkspaceStore } from '../workspace/workspace-store.ts';
import { bootWorkspace, type BootedWorkspace } from './boot-workspace.ts';
import { conflictQuestion } from './conflict-question.ts';
import {
  clampShare,
  MAX_SHARE,
  MIN_SHARE,
  NARROW_QUERY,
  readLayout,
  shareAfterKey,
  writeLayout,
  type LayoutPrefs,
} from './layout-prefs.ts';
import { EngineActions, type SandboxMatch } from './engine-actions.ts';
import { PackActions, type ActionDialogs } from './pack-actions.ts';
import { packSection } from './pack-section.ts';
import { appStyles } from './rs-app.styles.ts';
import { sidePane } from './side-pane.ts';
import { ContentWatch } from './content-watch.ts';
import { openingReplay } from '../playtest/replay-engine.ts';
import { modeOfFile } from '../playtest/modes.ts';
import { StoreController } from './store-controller.ts';
import { runStarter } from '../welcome/run-starter.ts';
import { markTourDone, tourDone } from '../welcome/tour.ts';
import type { WelcomeEvent } from '../welcome/welcome-event.ts';

const statusText: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Saving failed — export your packs',
  conflict: 'Changed in another tab — not saved',
};

/** What the main area shows: the editor, the game, or both side by side. */
type Arrangement = 'editor' | 'split' | 'game';

/** `<rs-app>`: the top-level studio element. */
export class RsApp extends LitElement {
  static override styles = [tokens, controls, sectionHeading, appStyles];
  static override properties = {
    saveStatus: { state: true },
    notice: { state: true },
    dropping: { state: true },
    sandbox: { state: true },
    gameInFront: { state: true },
    layout: { state: true },
    narrow: { state: true },
    conflicts: { state: true },
    revision: { state: true },
    touring: { state: true },
  };
  declare saveStatus: SaveStatus | null;
  declare notice: string;
  declare dropping: boolean;
  /** The match being played; it stays open (and replays edits) while the author edits. */
  declare sandbox: SandboxMatch | null;
  /** One at a time: whether the game (rather than the editor) is in front. */
  declare gameInFront: boolean;
  /** Side by side or one at a time, and the editor's share of the width (remembered). */
  declare layout: LayoutPrefs;
  /** A window too narrow for side by side. */
  declare narrow: boolean;
  /** Files changed both in this tab and in another one, waiting for the author's choice. */
  declare conflicts: Conflict[];
  /** Bumped when the open match's packs changed, so the sandbox replays its answers over them. */
  declare revision: number;
  /** The guided tour is showing. */
  declare touring: boolean;
  readonly #watch = new ContentWatch(() => (this.revision += 1));

  /** The workspace this shell shows (bundled packs, then the author's). */
  readonly workspace = new WorkspaceStore(bundledPacks(bundled));
  readonly #view = new StoreController(this, this.workspace);
  readonly #editor: RsCodeEditor = document.createElement('rs-code-editor');
  #reveal: RevealRequest | null = null;
  readonly #engine = new EngineActions(() => this.workspace.state.packs);
  #booted: BootedWorkspace | null = null;
  #asking = false;
  /** The conflicts already asked about (a put-off one is not asked again until the other tab saves again). */
  readonly #asked = new Set<string>();
  #narrowQuery: MediaQueryList | null = null;
  #dragging = false;
  readonly #actions = new PackActions(this.workspace, {
    dialogs: () => this.#dialogs(),
    notify: (message) => this.#notify(message),
    qualifyCopy: (packs, copied) => this.#engine.qualifyCopy(packs, copied),
  });
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.saveStatus = null;
    this.notice = '';
    this.dropping = false;
    this.sandbox = null;
    this.gameInFront = false;
    this.layout = readLayout(localStorage);
    this.narrow = false;
    this.conflicts = [];
    this.revision = 0;
    this.touring = false;
    this.#editor.slot = 'editor';
    this.#editor.addEventListener('rs-file-edit', (e) => this.#edit(e));
    this.#editor.addEventListener('rs-notice', (e) => this.#notify(e.detail.message));
    this.#editor.measure = (texts) =>
      this.#booted?.sizes(texts) ?? Promise.reject(new Error('The workspace is not open yet.'));
    // An image imported by a form (the enigma builder's card picture): added to the pack.
    this.addEventListener('rs-asset-import', (e) => {
      const { packId, path, dataUrl } = e.detail;
      try {
        this.workspace.addAsset(packId, path, dataUrl);
      } catch (error) {
        this.#notify(error instanceof Error ? error.message : String(error));
      }
    });
    // A pack test saved from the sandbox ("Save this moment as a test"): into the mode's pack if it is the
    // author's, else the selected pack if it is; it opens, and its pack's Tests panel lists it.
    this.addEventListener('rs-save-test', (e) => {
      const { mode, path, text } = e.detail;
      const own = (id: string | null | undefined) => (id && this.workspace.pack(id)?.readOnly === false ? id : null);
      const packId = own(mode.slice(0, mode.indexOf(':'))) ?? own(this.workspace.state.selectedPackId);
      try {
        if (!packId) throw new Error('Select one of your packs to save the test in (this mode is in a bundled pack).');
        this.workspace.addFile(packId, path, text);
        this.#notify(`Saved the test as ${packId}/${path}.`);
      } catch (error) {
        this.#notify(error instanceof Error ? error.message : String(error));
      }
    });
  }

  /** The dialogs rendered in the shadow root. */
  #dialogs(): ActionDialogs {
    const find = <T extends Element>(tag: string): T => {
      const element = this.renderRoot.querySelector<T>(tag);
      if (!element) throw new Error(`<${tag}> is not rendered`);
      return element;
    };
    return {
      choice: find<RsChoiceDialog>('rs-choice-dialog'),
      newPack: find<RsNewPackDialog>('rs-new-pack-dialog'),
      newFile: find<RsNewFileDialog>('rs-new-file-dialog'),
      registry: find<RsRegistryDialog>('rs-registry-dialog'),
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#editor.isConnected) this.append(this.#editor);
    this.#narrowQuery = window.matchMedia(NARROW_QUERY);
    this.narrow = this.#narrowQuery.matches;
    this.#narrowQuery.addEventListener('change', this.#onNarrow);
    void bootWorkspace(this.workspace, {
      notify: (message) => this.#notify(message),
      onStatus: (status) => (this.saveStatus = status),
      onConflicts: (conflicts) => {
        this.conflicts = conflicts;
        // Ask at once about a file newly saved by another tab; one put off stays in the header.
        const fresh = conflicts.filter((c) => !this.#asked.has(conflictKey(c)));
        for (const c of fresh) this.#asked.add(conflictKey(c));
        if (fresh.length > 0) void this.#askConflicts();
      },
    }).then((booted) => {
      this.#booted = booted;
      if (this.conflicts.length > 0) void this.#askConflicts(); // rescued changes another tab overwrote
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#narrowQuery?.removeEventListener('change', this.#onNarrow);
    void this.#booted?.stop();
    this.#booted = null;
    this.#engine.close();
    this.#watch.stop();
  }

  protected override updated(): void {
    const { packs, openFile, problems } = this.#view.state;
    Object.assign(this.#editor, { packs, openFile, problems, reveal: this.#reveal });
    this.#reveal = null;
    if (this.sandbox) this.#watch.check(this.sandbox.packs());
  }

  /** Applies an edit from the editor or the form (bundled packs stay as they are). */
  #edit = (e: FileEditEvent): void => {
    const { packId, path, text } = e.detail;
    if (this.workspace.pack(packId)?.readOnly) return;
    // Refused before the store (and so the worker's validation) sees it: a 5 MB paste froze the page.
    // Lengths alone settle most texts; where they cannot, the bytes are counted in the loader worker
    // (the editor counts typed text before sending it), never on the UI thread.
    const key = `${packId}/${path}`;
    const seq = ++this.#editSeq;
    this.#latestEdit.set(key, seq);
    const verdict = pasteVerdict(text.length);
    const counted = e.detail.bytes;
    if (verdict === 'too-large') return this.#notify(editRefusal(path, text.length, true));
    if (verdict === 'fits' || (counted !== undefined && counted <= MAX_FILE_BYTES))
      return this.workspace.updateFile(packId, path, text);
    const sizes = this.#booted?.sizes([text]) ?? Promise.reject(new Error('the workspace is not open yet'));
    void sizes.then(
      ([bytes = 0]) => {
        // A later edit of the file supersedes this one.
        if (this.#latestEdit.get(key) !== seq) return;
        if (bytes > MAX_FILE_BYTES) this.#notify(editRefusal(path, bytes));
        else this.workspace.updateFile(packId, path, text);
      },
      (error: unknown) => this.#notify(`Edit not saved: its size could not be checked (${String(error)}).`),
    );
  };
  #editSeq = 0;
  /** The latest edit of each file (`packId/path`), so a size counted late does not undo a later edit. */
  readonly #latestEdit = new Map<string, number>();

  /** Shows a short message in the header for a few seconds. */
  #notify(message: string): void {
    this.notice = message;
    clearTimeout(this.#noticeTimer);
    this.#noticeTimer = setTimeout(() => (this.notice = ''), 8000);
  }

  #open(e: FileOpenEvent): void {
    const { packId, path, line, column } = e.detail;
    if (line !== undefined) this.#reveal = { packId, path, line, column: column ?? 1 };
    this.workspace.openFile({ packId, path });
    this.gameInFront = false;
    this.requestUpdate();
  }

  #onNarrow = (e: MediaQueryListEvent): void => {
    this.narrow = e.matches;
  };

  /** What the main area shows now. */
  #arrangement(): Arrangement {
    if (!this.sandbox) return 'editor';
    if (this.layout.sideBySide && !this.narrow) return 'split';
    return this.gameInFront ? 'game' : 'editor';
  }

  /** Switches the main area (the choice of side by side is remembered; a narrow window keeps it). */
  #arrange(arrangement: Arrangement): void {
    if (arrangement === 'split') this.#setLayout({ ...this.layout, sideBySide: true });
    else {
      this.gameInFront = arrangement === 'game';
      if (!this.narrow) this.#setLayout({ ...this.layout, sideBySide: false });
    }
  }

  #setLayout(layout: LayoutPrefs, remember = true): void {
    this.layout = layout;
    if (remember) writeLayout(localStorage, layout);
  }

  #dividerKey = (e: KeyboardEvent): void => {
    const share = shareAfterKey(this.layout.editorShare, e.key);
    if (share === null) return;
    e.preventDefault();
    this.#setLayout({ ...this.layout, editorShare: share });
  };

  #dividerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    e.preventDefault();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    (e.currentTarget as HTMLElement).focus();
    this.#dragging = true;
  };

  #dividerMove = (e: PointerEvent): void => {
    if (!this.#dragging) return;
    const main = this.renderRoot.querySelector('main')?.getBoundingClientRect();
    if (!main || main.width === 0) return;
    this.#setLayout({ ...this.layout, editorShare: clampShare(((e.clientX - main.left) / main.width) * 100) }, false);
  };

  #dividerUp = (e: PointerEvent): void => {
    if (!this.#dragging) return;
    this.#dragging = false;
    (e.currentTarget as HTMLElement).releasePointerCapture(e.pointerId);
    this.#setLayout(this.layout);
  };

  /** Asks about each conflict in turn, until none is left or the author puts it off. */
  async #askConflicts(): Promise<void> {
    if (this.#asking || !this.#booted) return;
    this.#asking = true;
    try {
      let conflict: Conflict | undefined;
      while ((conflict = this.conflicts[0]) && this.#booted) {
        const answer = await this.#dialogs().choice.ask(conflictQuestion(conflict));
        if (answer !== 'theirs' && answer !== 'mine') break;
        await this.#booted.resolve(conflict, answer);
        this.#notify(
          answer === 'mine'
            ? `Saved your ${conflict.path} over the other tab's.`
            : `Reloaded ${conflict.path} as the other tab saved it.`,
        );
      }
    } finally {
      this.#asking = false;
    }
  }

  #drop(e: DragEvent): void {
    e.preventDefault();
    this.dropping = false;
    const files = [...(e.dataTransfer?.files ?? [])].filter((f) => /\.zip$/i.test(f.name));
    if (files.length) void this.#actions.importFiles(files);
    else this.#notify('Drop a pack .zip file to import it.');
  }

  #pick(e: Event): void {
    const input = e.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    void this.#actions.importFiles(files);
  }

  override render() {
    const { packs, selectedPackId, openFile, problems } = this.#view.state;
    const pack = packs.find((p) => p.id === selectedPackId) ?? null;
    const openPack = packs.find((p) => p.id === openFile?.packId);
    const openText = openFile ? openPack?.files[openFile.path] : undefined;
    const arrangement = this.#arrangement();
    const share = this.layout.editorShare;
    return html`
      <header class="top">
        <h1>Roomsmith Studio</h1>
        <span class="tagline">author, preview and playtest Room 25 content</span>
        <span class="notice" role="status" aria-live="polite" title=${this.notice}>${this.notice}</span>
        ${this.sandbox ? this.#layoutSwitch(arrangement) : nothing}
        <rs-playtest
          .packs=${packs}
          .packsFor=${(mode: string) => this.#engine.packsFor(mode)}
          .currentMode=${openFile ? modeOfFile(openFile.packId, openText) : null}
          @rs-play=${this.#play}
        ></rs-playtest>
        <span class="status" data-status=${this.saveStatus ?? 'loading'}>
          ${this.saveStatus ? statusText[this.saveStatus] : 'Opening saved packs…'}
        </span>
        ${this.conflicts.length
          ? html`<button class="resolve" @click=${() => void this.#askConflicts()}>
              Resolve ${this.conflicts.length} file${this.conflicts.length === 1 ? '' : 's'} changed in another tab…
            </button>`
          : nothing}
      </header>
      <aside
        aria-label="Packs and files"
        class=${this.dropping ? 'dropping' : ''}
        @dragover=${(e: DragEvent) => {
          e.preventDefault();
          this.dropping = true;
        }}
        @dragleave=${() => (this.dropping = false)}
        @drop=${this.#drop}
        @rs-pack-select=${(e: CustomEvent<{ packId: string }>) => this.workspace.selectPack(e.detail.packId)}
        @rs-file-open=${this.#open}
        @rs-file-delete=${(e: CustomEvent<{ packId: string; path: string }>) => void this.#actions.deleteFile(e.detail)}
      >
        <section>
          <div class="section-head">
            <h2 id="packs-heading">Packs</h2>
            <div class="tools">
              <button @click=${() => void this.#actions.newPack()}>${plusIcon()} New pack</button>
              <button @click=${() => this.renderRoot.querySelector<HTMLInputElement>('#import-input')?.click()}>
                ${importIcon()} Import…
              </button>
              <button
                title="Search, install and update packs from a registry"
                @click=${() => void this.#actions.browseRegistry()}
              >
                Registry…
              </button>
              <input
                id="import-input"
                type="file"
                accept=".zip,application/zip"
                multiple
                hidden
                aria-label="Import pack zip"
                @change=${this.#pick}
              />
            </div>
          </div>
          <rs-pack-list .packs=${packs} .selectedId=${selectedPackId}></rs-pack-list>
        </section>
        ${pack
          ? packSection(this.#actions, pack.id, pack.readOnly, readManifest(pack.files['pack.json'])?.name)
          : nothing}
        ${pack
          ? html`<rs-file-tree .pack=${pack} .openFile=${openFile} .problems=${problems}></rs-file-tree>
              <rs-pack-tests .pack=${pack} .runTests=${this.#engine.packTests}></rs-pack-tests>`
          : nothing}
        <p class="drop-hint">Drop a pack .zip here to import it</p>
      </aside>
      <main
        aria-label=${{ editor: 'Editor', split: 'Editor and game', game: 'Sandbox' }[arrangement]}
        class=${arrangement}
        style="--editor-share: ${share}%"
      >
        <div class="editor-pane" role="region" aria-label="Editor pane" ?hidden=${arrangement === 'game'}>
          <div class="editor-bar">
            ${openFile
              ? html`<span>${openFile.packId} /</span> <strong>${openFile.path}</strong> ${openPack?.readOnly
                    ? html`<span class="badge">${lockIcon()} read-only</span>
                        <button class="copy" @click=${() => void this.#actions.copyIntoPack(openFile)}>
                          ${copyIcon()} Copy into my pack
                        </button>`
                    : nothing}`
              : html`<span>No file open</span>`}
            ${arrangement === 'editor' && this.sandbox
              ? html`<button class="to-sandbox" @click=${() => this.#arrange('game')}>
                  ${playIcon()} Back to the game
                </button>`
              : nothing}
          </div>
          <div class="work">
            <slot name="editor"></slot>
            ${openFile
              ? nothing
              : html`<rs-welcome .tourOffered=${!tourDone(localStorage)} @rs-welcome=${this.#welcome}></rs-welcome>`}
            ${openFile && openText !== undefined && openPack
              ? sidePane(openFile, openText, openPack.readOnly, {
                  edit: this.#edit,
                  play: this.#play,
                  deal: this.#engine.deal,
                  findMode: modeFinder(this.workspace.state.packs),
                  rooms: roomIds(openPack),
                  packChoices: this.#packChoices(openPack.id),
                  packs,
                  problems,
                  open: (e: FileOpenEvent) => this.#open(e),
                  sandbox: this.sandbox?.engine ?? null,
                  runTests: this.#engine.packTests,
                  testAnswers: this.#engine.testAnswers,
                })
              : nothing}
          </div>
        </div>
        ${arrangement === 'split'
          ? html`<div
              class="divider"
              role="separator"
              tabindex="0"
              aria-orientation="vertical"
              aria-label="Resize the editor and the game"
              aria-valuemin=${MIN_SHARE}
              aria-valuemax=${MAX_SHARE}
              aria-valuenow=${share}
              aria-valuetext="editor ${share}%, game ${100 - share}%"
              title="Drag, or use the arrow keys, to share the width (Enter: half and half)"
              @keydown=${this.#dividerKey}
              @pointerdown=${this.#dividerDown}
              @pointermove=${this.#dividerMove}
              @pointerup=${this.#dividerUp}
              @pointercancel=${this.#dividerUp}
              @dblclick=${() => this.#setLayout({ ...this.layout, editorShare: 50 })}
            ></div>`
          : nothing}
        ${this.sandbox
          ? html`<rs-sandbox
              ?hidden=${arrangement === 'editor'}
              .engine=${this.sandbox.engine}
              .heading=${this.sandbox.heading}
              .revision=${this.revision}
              @rs-sandbox-close=${this.#closeSandbox}
            ></rs-sandbox>`
          : nothing}
      </main>
      <div class="problems" role="region" aria-label="Problems">
        <rs-problems .problems=${problems} @rs-file-open=${this.#open}></rs-problems>
      </div>
      <rs-choice-dialog></rs-choice-dialog>
      <rs-new-pack-dialog></rs-new-pack-dialog>
      <rs-new-file-dialog></rs-new-file-dialog>
      <rs-registry-dialog></rs-registry-dialog>
      ${this.touring ? html`<rs-tour @rs-tour-end=${this.#endTour}></rs-tour>` : nothing}
    `;
  }

  /** The header's switch between the editor, the game, and both side by side. */
  #layoutSwitch(arrangement: Arrangement) {
    const option = (value: Arrangement, label: string, disabled = false) =>
      html`<button
        aria-pressed=${arrangement === value ? 'true' : 'false'}
        ?disabled=${disabled}
        title=${disabled ? 'The window is too narrow to show both: widen it' : ''}
        @click=${() => this.#arrange(value)}
      >
        ${label}
      </button>`;
    return html`<div class="layout-switch" role="group" aria-label="Layout">
      ${option('editor', 'Editor only')} ${option('split', 'Side by side', this.narrow)} ${option('game', 'Game only')}
    </div>`;
  }

  /** Every pack, marked required when `packId`'s modes need it (itself and its dependencies). */
  #packChoices(packId: string): PackChoice[] {
    const needed = new Set(this.#engine.packsFor(`${packId}:`).map((p) => p.id));
    return this.workspace.state.packs.map((p) => ({ id: p.id, required: needed.has(p.id) }));
  }

  /** Opens the sandbox on a mode, with the mode's pack and its dependencies. */
  #play = (e: PlayEvent): void => {
    const { mode, seed, seats, packs, options } = e.detail;
    this.sandbox = this.#engine.sandbox(mode, seed, seats, packs, options);
    if (e.detail.replay)
      this.sandbox = {
        ...this.sandbox,
        heading: `${this.sandbox.heading} · simulated game`,
        engine: openingReplay(this.sandbox.engine, e.detail.replay),
      };
    this.gameInFront = true;
    this.#watch.reset(this.sandbox.packs());
  };

  /** The first screen's choice: a template to start from, or the tour. */
  #welcome = (e: WelcomeEvent): void => {
    const { start } = e.detail;
    if (start === 'tour') this.touring = true;
    else void runStarter(this.workspace, start, (message) => this.#notify(message));
  };

  #endTour = (): void => {
    markTourDone(localStorage);
    this.touring = false;
  };

  #closeSandbox = (): void => {
    this.sandbox = null;
    this.gameInFront = false;
    this.#watch.stop();
  };
}

/** A conflict's identity: the file and the other tab's revision of it. */
function conflictKey(c: Conflict): string {
  return `${c.packId}/${c.path}@${c.theirsRevision ?? 'deleted'}`;
}

/** The ids of the rooms a pack holds, in path order. */
function roomIds(pack: Pack): string[] {
  return Object.keys(pack.files)
    .sort()
    .flatMap((path) => roomsIn(pack.files[path] ?? '').map((r) => r.id))
    .filter((id) => id !== '');
}
