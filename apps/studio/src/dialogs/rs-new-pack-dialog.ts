// `<rs-new-pack-dialog>`: asks for a new pack's id, name and dependencies.
// `open()` resolves to what was entered, or null when cancelled.
import { LitElement, html } from 'lit';
import type { NewPackInput } from '../workspace/manifest.ts';
import { isValidId } from '../workspace/pack.ts';
import { controls } from '../theme/theme.ts';
import { dialogStyles } from './dialog.styles.ts';

/** A pack the new one may depend on. */
export interface DependencyOption {
  id: string;
  name: string;
  version: string;
}

/** Why an id cannot be used, or null when it can. */
export function packIdProblem(id: string, taken: readonly string[]): string | null {
  if (!id) return 'Give the pack an id.';
  if (!isValidId(id)) return 'Use lower-case letters, digits and single dashes, e.g. my-rooms.';
  if (taken.includes(id)) return `A pack called ${id} already exists.`;
  return null;
}

/** `<rs-new-pack-dialog>`: create a pack. */
export class RsNewPackDialog extends LitElement {
  static override styles = [controls, dialogStyles];
  static override properties = { options: { attribute: false }, error: { state: true } };
  declare options: DependencyOption[];
  declare error: string;
  #resolve: ((input: NewPackInput | null) => void) | null = null;

  constructor() {
    super();
    this.options = [];
    this.error = '';
  }

  /** Shows the dialog; `options` are the packs the new one may depend on. */
  async open(options: DependencyOption[]): Promise<NewPackInput | null> {
    this.#resolve?.(null);
    this.options = options;
    this.error = '';
    await this.updateComplete;
    this.renderRoot.querySelector('form')?.reset();
    this.renderRoot.querySelector('dialog')?.showModal();
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  #finish(input: NewPackInput | null): void {
    this.#resolve?.(input);
    this.#resolve = null;
    this.renderRoot.querySelector('dialog')?.close();
  }

  #submit(event: SubmitEvent): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const id = String(data.get('id') ?? '').trim();
    const problem = packIdProblem(
      id,
      this.options.map((o) => o.id),
    );
    if (problem) {
      this.error = problem;
      this.renderRoot.querySelector<HTMLInputElement>('input[name=id]')?.focus();
      return;
    }
    const dependencies: Record<string, string> = {};
    for (const dep of data.getAll('dependency')) {
      const option = this.options.find((o) => o.id === dep);
      if (option) dependencies[option.id] = option.version || '0.1.0';
    }
    this.#finish({ id, name: String(data.get('name') ?? ''), dependencies });
  }

  override render() {
    return html`<dialog aria-labelledby="new-pack-title" @close=${() => this.#finish(null)}>
      <form @submit=${this.#submit} novalidate>
        <h2 id="new-pack-title">New pack</h2>
        <label
          >Id
          <input
            name="id"
            required
            autocomplete="off"
            spellcheck="false"
            placeholder="my-rooms"
            autofocus
            aria-describedby="new-pack-error"
          />
          <span class="hint">Other packs refer to your content as &lt;id&gt;:&lt;entity&gt;.</span>
        </label>
        <label>Name <input name="name" autocomplete="off" placeholder="My rooms" /></label>
        ${this.options.length
          ? html`<fieldset>
              <legend>Depends on</legend>
              ${this.options.map(
                (o) =>
                  html`<label
                    ><input type="checkbox" name="dependency" value=${o.id} /> ${o.name}
                    <span class="hint">${o.id}${o.version ? ` ^${o.version}` : ''}</span></label
                  >`,
              )}
            </fieldset>`
          : null}
        <div class="error" id="new-pack-error" role="alert">${this.error}</div>
        <div class="actions">
          <button type="button" @click=${() => this.#finish(null)}>Cancel</button>
          <button type="submit" class="primary">Create pack</button>
        </div>
      </form>
    </dialog>`;
  }
}
