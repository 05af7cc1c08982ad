// `<rs-room-form>`: edit a room through a form, side by side with its JSON.
// Every change is written into the file's text as a minimal edit and sent
// as `rs-file-edit`; edits made in the JSON show here on the next render.
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { controls, panelSection } from '../theme/theme.ts';
import type { FileRef } from '../workspace/pack.ts';
import { roomChoices } from './room-choices.ts';
import { readRoom, roomsIn, writeRoom, type RoomField } from './room-form-model.ts';
import { nameFields } from './room-name-fields.ts';
import { readNames, writeName } from './room-name.ts';
import { roomFormStyles } from './rs-room-form.styles.ts';
import { EntityFormElement } from '../entity-form/entity-form-element.ts';
import { notesAndIdFields } from '../entity-form/entity-fields.ts';

/** `<rs-room-form>`: the Edit room form. */
export class RsRoomForm extends EntityFormElement {
  static override styles = [controls, panelSection, roomFormStyles];
  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    const before = changed.get('file') as FileRef | null | undefined;
    const moved = changed.has('file') && (before?.packId !== this.file?.packId || before?.path !== this.file?.path);
    if (changed.has('selected') || moved) this.added = [];
  }

  #name(lang: string, value: string, index: number | null): void {
    const file = this.file;
    if (!file || this.readOnly) return;
    if (!this.added.includes(lang)) this.added = [...this.added, lang];
    const next = writeName(this.text, index, lang, value);
    if (next !== this.text) this.dispatchEvent(new FileEditEvent({ ...file, text: next }));
  }

  async #addLanguage(lang: string): Promise<void> {
    if (!this.added.includes(lang)) this.added = [...this.added, lang];
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`input[lang="${lang}"]`)?.focus();
  }

  #change(field: RoomField, index: number | null, e: Event): void {
    const file = this.file;
    if (!file || this.readOnly) return;
    const value = (e.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement).value;
    const next = writeRoom(this.text, index, field, value);
    if (next !== this.text) this.dispatchEvent(new FileEditEvent({ ...file, text: next }));
  }

  override render() {
    const rooms = roomsIn(this.text);
    if (rooms.length === 0) return nothing;
    const room = rooms[Math.min(this.selected, rooms.length - 1)] ?? rooms[0];
    const index = room?.index ?? null;
    const v = readRoom(this.text, index);
    const { colours, sources } = roomChoices();
    const on = (field: RoomField) => (e: Event) => this.#change(field, index, e);
    const names = readNames(this.text, index);
    const entries = [
      ...names,
      ...this.added.filter((l) => !names.some((n) => n.lang === l)).map((lang) => ({ lang, value: '' })),
    ];
    const colourHint = colours.find((c) => c.value === v.colour)?.description ?? '';
    return html`<h2 id="room-form-heading">Edit room</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the form is read-only.</p>` : nothing}
      <form aria-labelledby="room-form-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          ${rooms.length > 1
            ? html`<label
                >Room in this file
                <select @change=${(e: Event) => (this.selected = Number((e.target as HTMLSelectElement).value))}>
                  ${rooms.map(
                    (r, i) => html`<option value=${i} ?selected=${r === room}>${r.id || `#${i + 1}`}</option>`,
                  )}
                </select>
              </label>`
            : nothing}
          ${nameFields({
            entries,
            onName: (lang, value) => this.#name(lang, value, index),
            onAdd: (lang) => void this.#addLanguage(lang),
          })}
          <div class="row">
            <label
              >Colour
              <select name="colour" .value=${live(v.colour)} @change=${on('colour')}>
                ${v.colour && !colours.some((c) => c.value === v.colour)
                  ? html`<option value=${v.colour} selected>${v.colour}</option>`
                  : nothing}
                ${colours.map(
                  (c) =>
                    html`<option value=${c.value} title=${c.description} ?selected=${c.value === v.colour}>
                      ${c.value}
                    </option>`,
                )}
              </select>
            </label>
            <label
              >Copies
              <input name="copies" type="number" min="0" .value=${live(v.copies)} @input=${on('copies')} />
            </label>
          </div>
          ${colourHint ? html`<span class="hint">${colourHint}</span>` : nothing}
          <label>Rule text <textarea name="text" .value=${live(v.text)} @input=${on('text')}></textarea></label>
          <label
            >Origin
            <select name="source" .value=${live(v.source)} @change=${on('source')}>
              <option value="" ?selected=${!v.source}>—</option>
              ${sources.map(
                (s) =>
                  html`<option value=${s.value} title=${s.description} ?selected=${s.value === v.source}>
                    ${s.description || s.value}
                  </option>`,
              )}
            </select>
          </label>
          ${notesAndIdFields(v.description, v.id, on('description'), on('id'))}
        </fieldset>
      </form>
      <rs-behaviour-form
        .file=${this.file}
        .text=${this.text}
        .index=${index}
        .readOnly=${this.readOnly}
        .ids=${this.ids}
      ></rs-behaviour-form>`;
  }
}
