// Fields the character and card forms share with the room form: the entity picker (a file holding
// several), the names in every language (the room form's name fields), and the origin select.
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { roomChoices } from '../room-form/room-choices.ts';
import { nameFields } from '../room-form/room-name-fields.ts';
import type { NameEntry } from '../room-form/room-name.ts';

/** A select of the entities of a file, when it holds more than one. */
export function entityPicker(
  label: string,
  entities: Array<{ id: string }>,
  selected: number,
  pick: (i: number) => void,
): TemplateResult | typeof nothing {
  if (entities.length < 2) return nothing;
  return html`<label
    >${label}
    <select @change=${(e: Event) => pick(Number((e.target as HTMLSelectElement).value))}>
      ${entities.map((r, i) => html`<option value=${i} ?selected=${i === selected}>${r.id || `#${i + 1}`}</option>`)}
    </select>
  </label>`;
}

/** The names (English, then every language the name has or the author added). */
export function namesOf(names: NameEntry[], added: string[]): NameEntry[] {
  return [...names, ...added.filter((l) => !names.some((n) => n.lang === l)).map((lang) => ({ lang, value: '' }))];
}

export { nameFields };

/** The origin select: the documented sources (from the schema), with the current value kept if unknown. */
export function originSelect(value: string, change: (value: string) => void): TemplateResult {
  const { sources } = roomChoices();
  return html`<label
    >Origin
    <select name="source" .value=${live(value)} @change=${(e: Event) => change((e.target as HTMLSelectElement).value)}>
      <option value="" ?selected=${!value}>—</option>
      ${value && !sources.some((s) => s.value === value)
        ? html`<option value=${value} selected>${value}</option>`
        : nothing}
      ${sources.map(
        (s) =>
          html`<option value=${s.value} title=${s.description} ?selected=${s.value === value}>
            ${s.description || s.value}
          </option>`,
      )}
    </select>
  </label>`;
}

/**
 * The Notes for authors and Id fields that end the room, character and card forms: `onNotes` and
 * `onId` receive the input events (each form writes them its own way).
 */
export function notesAndIdFields(
  notes: string,
  id: string,
  onNotes: (e: Event) => void,
  onId: (e: Event) => void,
): TemplateResult {
  return html`<label
      >Notes for authors
      <textarea name="description" .value=${live(notes)} @input=${onNotes}></textarea>
    </label>
    <label>Id <input name="id" spellcheck="false" .value=${live(id)} @input=${onId} /></label>`;
}
