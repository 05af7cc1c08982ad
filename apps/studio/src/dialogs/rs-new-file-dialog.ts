// `<rs-new-file-dialog>`: asks what kind of entity a new file holds and its
// id, and proposes a path. `open()` resolves to the path and starting text.
import { LitElement, html } from 'lit';
import { defaultPath, newFileKinds, type NewFileKind } from '../workspace/file-templates.ts';
import { checkFilePath, isValidId } from '../workspace/pack.ts';
import { controls } from '../theme/theme.ts';
import { dialogStyles } from './dialog.styles.ts';

/** What the dialog produces. */
export interface NewFile {
  path: string;
  kind: NewFileKind;
  id: string;
}

/** `<rs-new-file-dialog>`: add a file to a pack. */
export class RsNewFileDialog extends LitElement {
  static override styles = [controls, dialogStyles];
  static override properties = { taken: { attribute: false }, error: { state: true }, path: { state: true } };
  declare taken: readonly string[];
  declare error: string;
  declare path: string;
  #resolve: ((file: NewFile | null) => void) | null = null;

  constructor() {
    super();
    this.taken = [];
    this.error = '';
    this.path = '';
  }

  /** Shows the dialog; `taken` are the paths already in the pack. */
  async open(taken: readonly string[]): Promise<NewFile | null> {
    this.#resolve?.(null);
    this.taken = taken;
    this.error = '';
    this.path = '';
    await this.updateComplete;
    this.renderRoot.querySelector('form')?.reset();
    this.renderRoot.querySelector('dialog')?.showModal();
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  #finish(file: NewFile | null): void {
    this.#resolve?.(file);
    this.#resolve = null;
    this.renderRoot.querySelector('dialog')?.close();
  }

  #values(form: HTMLFormElement): { kind: NewFileKind; id: string; path: string } {
    const data = new FormData(form);
    const kind = String(data.get('kind')) as NewFileKind;
    const id = String(data.get('id') ?? '').trim();
    const typed = String(data.get('path') ?? '').trim();
    return { kind, id, path: typed || defaultPath(kind, id || 'untitled') };
  }

  #submit(event: SubmitEvent): void {
    event.preventDefault();
    const { kind, id, path } = this.#values(event.target as HTMLFormElement);
    const problem = !isValidId(id)
      ? 'The id is kebab-case: lower-case letters, digits and single dashes.'
      : (checkFilePath(path) ?? (this.taken.includes(path) ? `${path} already exists.` : null));
    if (problem) {
      this.error = problem;
      return;
    }
    this.#finish({ path, kind, id });
  }

  override render() {
    const update = (e: Event) => (this.path = this.#values(e.currentTarget as HTMLFormElement).path);
    return html`<dialog aria-labelledby="new-file-title" @close=${() => this.#finish(null)}>
      <form @submit=${this.#submit} @input=${update} novalidate>
        <h2 id="new-file-title">New file</h2>
        <label
          >Holds a
          <select name="kind">
            ${newFileKinds.map((k) => html`<option value=${k}>${k}</option>`)}
          </select>
        </label>
        <label
          >Id <input name="id" required autocomplete="off" spellcheck="false" placeholder="acid-bath" autofocus
        /></label>
        <label
          >Path
          <input name="path" autocomplete="off" spellcheck="false" placeholder=${this.path || 'rooms/acid-bath.json'} />
          <span class="hint">Leave empty to use the proposed path.</span>
        </label>
        <div class="error" role="alert">${this.error}</div>
        <div class="actions">
          <button type="button" @click=${() => this.#finish(null)}>Cancel</button>
          <button type="submit" class="primary">Create file</button>
        </div>
      </form>
    </dialog>`;
  }
}
