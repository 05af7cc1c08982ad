// `<rs-save-moment>`: "Save this moment as a test". The match's start (the
// situation set up by hand, if any), the answers so far and the expectations
// the designer ticks among those the state offers (each figure's place,
// whether it is eliminated, each counter, the outcome) make a pack-test file,
// shown before it is saved; "Save test" fires `rs-save-test` with it.
import { LitElement, css, html } from 'lit';
import { packTestText, testId, type Moment } from '../engine/situation.ts';
import { SaveTestEvent } from '../events/save-test-event.ts';
import { controls } from '../theme/theme.ts';

/** `<rs-save-moment>`: name the test, tick its expectations, preview and save it. */
export class RsSaveMoment extends LitElement {
  static override styles = [
    controls,
    css`
      :host {
        display: block;
      }
      form {
        display: grid;
        gap: 0.6rem;
      }
      fieldset {
        display: grid;
        gap: 0.2rem;
        max-height: 14rem;
        overflow: auto;
        border: 1px solid var(--rs-border, #8886);
        border-radius: 4px;
      }
      pre {
        max-height: 16rem;
        overflow: auto;
        margin: 0;
        padding: 0.5rem;
        font-size: 0.75rem;
        border: 1px solid var(--rs-border, #8886);
        border-radius: 4px;
      }
      .actions {
        display: flex;
        gap: 0.5rem;
      }
      .problem {
        color: var(--rs-error, #b00020);
      }
    `,
  ];
  static override properties = {
    moment: { attribute: false },
    name: { state: true },
    ticked: { state: true },
  };
  declare moment: Moment | null;
  declare name: string;
  /** The indexes of the ticked checks. */
  declare ticked: ReadonlySet<number>;

  constructor() {
    super();
    this.moment = null;
    this.name = '';
    this.ticked = new Set();
  }

  #tick(i: number, on: boolean): void {
    const next = new Set(this.ticked);
    if (on) next.add(i);
    else next.delete(i);
    this.ticked = next;
  }

  /** The file as it will be saved, or why it cannot be yet. */
  #file(): { path: string; text: string } | { problem: string } {
    const m = this.moment;
    if (!m) return { problem: 'Reading the match…' };
    if (!this.name.trim()) return { problem: 'Name the test: a sentence saying what it shows.' };
    const expect = [...this.ticked]
      .sort((a, b) => a - b)
      .flatMap((i) => {
        const c = m.checks[i];
        return c ? [c.expectation] : [];
      });
    if (!expect.length) return { problem: 'Tick at least one expectation.' };
    return { path: `tests/${testId(this.name)}.json`, text: packTestText(m.test, this.name, expect) };
  }

  override render() {
    const m = this.moment;
    if (!m) return html`<p role="status">Reading the match…</p>`;
    const file = this.#file();
    return html`<form
      aria-label="Save this moment as a test"
      @submit=${(e: Event) => {
        e.preventDefault();
        if ('text' in file) this.dispatchEvent(new SaveTestEvent({ mode: m.test.mode, ...file }));
      }}
    >
      <label
        >Test name
        <input
          name="test-name"
          autocomplete="off"
          placeholder="The keyed room eliminates whoever enters without a key"
          .value=${this.name}
          @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)}
        />
      </label>
      <p>
        ${m.test.layout ? 'From the situation set up by hand' : `From seed ${String(m.test.seed)}`}, then
        ${m.test.answers.length} answer${m.test.answers.length === 1 ? '' : 's'}. Check that now:
      </p>
      <fieldset>
        <legend>Expectations</legend>
        ${m.checks.map(
          (c, i) =>
            html`<label
              ><input
                type="checkbox"
                name="check"
                data-check=${i}
                .checked=${this.ticked.has(i)}
                @change=${(e: Event) => this.#tick(i, (e.target as HTMLInputElement).checked)}
              />
              ${c.label}</label
            >`,
        )}
      </fieldset>
      ${'text' in file
        ? html`<p>Preview of <code>${file.path}</code>:</p>
            <pre aria-label="Preview of the test file" data-testid="test-preview">${file.text}</pre>`
        : html`<p class="problem" role="status">${file.problem}</p>`}
      <div class="actions">
        <button type="submit" ?disabled=${!('text' in file)}>Save test</button>
        <button
          type="button"
          @click=${() => this.dispatchEvent(new Event('rs-save-moment-cancel', { bubbles: true, composed: true }))}
        >
          Cancel
        </button>
      </div>
    </form>`;
  }
}
