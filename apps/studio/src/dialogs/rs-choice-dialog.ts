// `<rs-choice-dialog>`: a modal question with a few answers ("Delete the
// pack?", "Replace or rename?"). `ask()` resolves to the chosen answer's id,
// or null when the dialog is dismissed (Escape or Cancel).
import { LitElement, html } from 'lit';
import { controls } from '../theme/theme.ts';
import { dialogStyles } from './dialog.styles.ts';

/** One answer of a question. */
export interface Choice {
  id: string;
  label: string;
  variant?: 'primary' | 'danger';
}

/** What `ask` shows. */
export interface Question {
  title: string;
  message: string;
  choices: Choice[];
}

/** `<rs-choice-dialog>`: ask the author something. */
export class RsChoiceDialog extends LitElement {
  static override styles = [controls, dialogStyles];
  static override properties = { question: { attribute: false } };
  declare question: Question | null;
  #resolve: ((id: string | null) => void) | null = null;

  constructor() {
    super();
    this.question = null;
  }

  /** Shows the question; resolves to the chosen id, or null if dismissed. */
  async ask(question: Question): Promise<string | null> {
    this.#resolve?.(null);
    this.question = question;
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    dialog?.showModal();
    return new Promise((resolve) => (this.#resolve = resolve));
  }

  #finish(id: string | null): void {
    this.renderRoot.querySelector('dialog')?.close();
    this.#resolve?.(id);
    this.#resolve = null;
  }

  override render() {
    const q = this.question;
    return html`<dialog aria-labelledby="choice-title" @close=${() => this.#finish(null)}>
      <form method="dialog" @submit=${(e: Event) => e.preventDefault()}>
        <h2 id="choice-title">${q?.title ?? ''}</h2>
        <p>${q?.message ?? ''}</p>
        <div class="actions">
          <button type="button" @click=${() => this.#finish(null)}>Cancel</button>
          ${(q?.choices ?? []).map(
            (c, i) =>
              html`<button
                type="button"
                class=${c.variant ?? ''}
                data-choice=${c.id}
                ?autofocus=${i === (q?.choices.length ?? 0) - 1 && c.variant !== 'danger'}
                @click=${() => this.#finish(c.id)}
              >
                ${c.label}
              </button>`,
          )}
        </div>
      </form>
    </dialog>`;
  }
}
