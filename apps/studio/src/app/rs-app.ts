// `<rs-app>`: the studio shell. Header, a sidebar with the packs and the
// selected pack's files, the editor, and the Problems panel. The editor is a
// light-DOM child slotted into the shell, so Monaco's global CSS reaches it.
import { LitElement, html, nothing } from 'lit';
import bundled from 'virtual:roomsmith/bundled-packs';
import type { RsChoiceDialog } from '../dialogs/rs-choice-dialog.ts';
import type { RsNewFileDialog } from '../dialogs/rs-new-file-dialog.ts';
import type { RsNewPackDialog } from '../dialogs/rs-new-pack-dialog.ts';
import type { RevealRequest } from '../editor/code-editor/editor-sync.ts';
import type { RsCodeEditor } from '../editor/code-editor/rs-code-editor.ts';
import type { FileEditEvent } from '../events/file-edit-event.ts';
import type { PlayEvent } from '../events/play-event.ts';
import { bindSandbox } from '../sandbox/engine-binding.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import type { FileOpenEvent } from '../events/file-open-event.ts';
import { RsComplexPreview, type DealFn } from '../complex-preview/rs-complex-preview.ts';
import { EngineClient } from '../engine/engine-client.ts';
import { RsPreview } from '../preview/rs-preview.ts';
import { packClosure } from '../workspace/pack-closure.ts';
import type { FileRef } from '../workspace/pack.ts';
import { exportIcon, importIcon, lockIcon, plusIcon, trashIcon } from '../theme/icons.ts';
import { controls, tokens } from '../theme/theme.ts';
import type { SaveStatus } from '../workspace/autosave.ts';
import { bundledPacks } from '../workspace/bundled.ts';
import { readManifest } from '../workspace/manifest.ts';
import { WorkspaceStore } from '../workspace/workspace-store.ts';
import { bootWorkspace } from './boot-workspace.ts';
import { PackActions, type ActionDialogs } from './pack-actions.ts';
import { appStyles } from './rs-app.styles.ts';
import { StoreController } from './store-controller.ts';

const statusText: Record<SaveStatus, string> = {
  saved: 'All changes saved',
  pending: 'Unsaved changes…',
  saving: 'Saving…',
  failed: 'Saving failed — export your packs',
};

/** `<rs-app>`: the top-level studio element. */
export class RsApp extends LitElement {
  static override styles = [tokens, controls, appStyles];
  static override properties = {
    saveStatus: { state: true },
    notice: { state: true },
    dropping: { state: true },
    sandbox: { state: true },
  };
  declare saveStatus: SaveStatus | null;
  declare notice: string;
  declare dropping: boolean;
  /** The match being played, when the sandbox replaces the editor. */
  declare sandbox: { heading: string; engine: SandboxEngine } | null;

  /** The workspace this shell shows (bundled packs, then the author's). */
  readonly workspace = new WorkspaceStore(bundledPacks(bundled));
  readonly #view = new StoreController(this, this.workspace);
  readonly #editor: RsCodeEditor = document.createElement('rs-code-editor');
  #reveal: RevealRequest | null = null;
  #engine: EngineClient | null = null;
  #stop: (() => Promise<void>) | null = null;
  readonly #actions = new PackActions(this.workspace, {
    dialogs: () => this.#dialogs(),
    notify: (message) => this.#notify(message),
  });
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.saveStatus = null;
    this.notice = '';
    this.dropping = false;
    this.sandbox = null;
    this.#editor.slot = 'editor';
    this.#editor.addEventListener('rs-file-edit', (e) => this.#edit(e));
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
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#editor.isConnected) this.append(this.#editor);
    void bootWorkspace(this.workspace, {
      notify: (message) => this.#notify(message),
      onStatus: (status) => (this.saveStatus = status),
    }).then((stop) => (this.#stop = stop));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    void this.#stop?.();
    this.#stop = null;
    this.#engine?.close();
    this.#engine = null;
  }

  protected override updated(): void {
    const { packs, openFile, problems } = this.#view.state;
    Object.assign(this.#editor, { packs, openFile, problems, reveal: this.#reveal });
    this.#reveal = null;
  }

  /** Applies an edit from the editor or the form (bundled packs stay as they are). */
  #edit = (e: FileEditEvent): void => {
    const { packId, path, text } = e.detail;
    if (!this.workspace.pack(packId)?.readOnly) this.workspace.updateFile(packId, path, text);
  };

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
    this.sandbox = null;
    this.requestUpdate();
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
    return html`
      <header class="top">
        <h1>Roomsmith Studio</h1>
        <span class="tagline">author, preview and playtest Room 25 content</span>
        <span class="notice" role="status" aria-live="polite">${this.notice}</span>
        <span class="status" data-status=${this.saveStatus ?? 'loading'}>
          ${this.saveStatus ? statusText[this.saveStatus] : 'Opening saved packs…'}
        </span>
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
        ${pack ? this.#packSection(pack.id, pack.readOnly, readManifest(pack.files['pack.json'])?.name) : nothing}
        ${pack
          ? html`<rs-file-tree .pack=${pack} .openFile=${openFile} .problems=${problems}></rs-file-tree>`
          : nothing}
        <p class="drop-hint">Drop a pack .zip here to import it</p>
      </aside>
      <main aria-label=${this.sandbox ? 'Sandbox' : 'Editor'}>
        ${this.sandbox
          ? html`<rs-sandbox
              .engine=${this.sandbox.engine}
              .heading=${this.sandbox.heading}
              @rs-sandbox-close=${() => (this.sandbox = null)}
            ></rs-sandbox>`
          : html` <div class="editor-bar">
                ${openFile
                  ? html`<span>${openFile.packId} /</span> <strong>${openFile.path}</strong> ${openPack?.readOnly
                        ? html`<span class="badge">${lockIcon()} read-only</span>`
                        : nothing}`
                  : html`<span>No file open</span>`}
              </div>
              <div class="work">
                <slot name="editor"></slot>
                ${openFile && openText !== undefined
                  ? this.#side(openFile, openText, openPack?.readOnly ?? true)
                  : nothing}
              </div>`}
      </main>
      <div class="problems" role="region" aria-label="Problems">
        <rs-problems .problems=${problems} @rs-file-open=${this.#open}></rs-problems>
      </div>
      <rs-choice-dialog></rs-choice-dialog>
      <rs-new-pack-dialog></rs-new-pack-dialog>
      <rs-new-file-dialog></rs-new-file-dialog>
    `;
  }

  /** The pane beside the editor: the room form and tile, or a mode's dealt complex. */
  #side(file: FileRef, text: string, readOnly: boolean) {
    if (RsPreview.canPreview(text))
      return html`<div class="side" role="region" aria-label="Form and preview" @rs-file-edit=${this.#edit}>
        <rs-preview .text=${text}></rs-preview>
        <rs-room-form .file=${file} .text=${text} .readOnly=${readOnly}></rs-room-form>
      </div>`;
    if (RsComplexPreview.canPreview(text))
      return html`<div class="side" role="region" aria-label="Preview" @rs-play=${this.#play}>
        <rs-complex-preview .packId=${file.packId} .text=${text} .deal=${this.#deal}></rs-complex-preview>
      </div>`;
    return nothing;
  }

  /** Deals a mode with the open file's pack and what it depends on. */
  #deal: DealFn = (mode, seed, seats) => {
    const packId = mode.slice(0, mode.indexOf(':'));
    const packs = packClosure(this.#view.state.packs, packId);
    return (this.#engine ??= new EngineClient()).request({
      type: 'deal',
      ...EngineClient.spec(packs, mode, seed, seats),
    });
  };

  /** Opens the sandbox on a mode, with the mode's pack and its dependencies. */
  #play = (e: PlayEvent): void => {
    const { mode, seed, seats } = e.detail;
    const packs = packClosure(this.#view.state.packs, mode.slice(0, mode.indexOf(':')));
    const engine = bindSandbox((this.#engine ??= new EngineClient()), EngineClient.spec(packs, mode, seed, seats));
    this.sandbox = { heading: `${mode} · seed ${seed} · ${seats} player${seats === 1 ? '' : 's'}`, engine };
  };

  #packSection(id: string, readOnly: boolean, name = id) {
    return html`<section class="pack-head" aria-label="Selected pack">
      <div class="section-head">
        <h2 title=${id}>${name}</h2>
        <div class="tools">
          ${readOnly
            ? html`<span class="badge">${lockIcon()} bundled</span>`
            : html`<button @click=${() => void this.#actions.newFile(id)}>${plusIcon()} New file</button>`}
          <button aria-label="Export ${id} as zip" title="Export as zip" @click=${() => this.#actions.exportPack(id)}>
            ${exportIcon()} Export
          </button>
          ${readOnly
            ? nothing
            : html`<button
                class="quiet"
                aria-label="Delete pack ${id}"
                title="Delete pack"
                @click=${() => void this.#actions.deletePack(id)}
              >
                ${trashIcon()}
              </button>`}
        </div>
      </div>
    </section>`;
  }
}
