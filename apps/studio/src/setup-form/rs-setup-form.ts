// `<rs-setup-form>`: add one of the pack's rooms to a mode's setup — the
// step that lists the rooms dealt, how many copies, and optionally in place
// of copies of another room — as one edit of the mode's JSON.
import { LitElement, html, nothing } from 'lit';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { controls, panelSection, stackedFields } from '../theme/theme.ts';
import type { FileRef } from '../workspace/pack.ts';
import { addRoomToSetup, dealLists } from './setup-model.ts';
import { setupFormStyles } from './rs-setup-form.styles.ts';

/** `<rs-setup-form>`: the "Add a room to the setup" form of a mode. */
export class RsSetupForm extends LitElement {
  static override styles = [controls, panelSection, stackedFields, setupFormStyles];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    rooms: { attribute: false },
    list: { state: true },
  };
  declare file: FileRef | null;
  declare text: string;
  /** The rooms the author may add (ids as the mode would name them). */
  declare rooms: string[];
  /** The chosen list's key, or null for the first. */
  declare list: string | null;

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.rooms = [];
    this.list = null;
  }

  #submit(e: Event): void {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const insteadOf = String(data.get('instead-of') ?? '');
    const next = addRoomToSetup(this.text, {
      room: String(data.get('room') ?? ''),
      count: Number(data.get('count') ?? 1),
      list: String(data.get('list') ?? ''),
      insteadOf: insteadOf === '' ? null : Number(insteadOf),
    });
    if (this.file && next !== this.text) this.dispatchEvent(new FileEditEvent({ ...this.file, text: next }));
    form.reset();
  }

  override render() {
    const lists = dealLists(this.text);
    if (lists.length === 0) return nothing;
    const list = lists.find((l) => l.key === this.list) ?? lists[0];
    return html`<h2 id="setup-heading">Add a room to the setup</h2>
      ${this.rooms.length === 0
        ? html`<p class="hint">This pack has no room yet: create one with New file, then add it here.</p>`
        : html`<form aria-labelledby="setup-heading" @submit=${this.#submit}>
            <label
              >Room
              <select name="room">
                ${this.rooms.map((r) => html`<option value=${r}>${r}</option>`)}
              </select>
            </label>
            <label>Copies <input name="count" type="number" min="1" value="1" /></label>
            <label
              >Into
              <select name="list" @change=${(e: Event) => (this.list = (e.target as HTMLSelectElement).value)}>
                ${lists.map((l) => html`<option value=${l.key} ?selected=${l === list}>${l.label}</option>`)}
              </select>
            </label>
            <label
              >In place of
              <select name="instead-of">
                <option value="">nothing (the deal grows)</option>
                ${(list?.entries ?? []).map(
                  (i) =>
                    html`<option value=${i.index}>
                      ${i.label} ×${i.count}${i.conditional ? ' (conditional)' : ''}
                    </option>`,
                )}
              </select>
            </label>
            <button type="submit" class="primary">Add to setup</button>
          </form>`}`;
  }
}
