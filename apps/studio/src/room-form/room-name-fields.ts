// The name fields of the room form: one input per language the name has (English
// always), and an "Add language" control taking en, fr, ja or any BCP-47 code.
import { html, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import { LANGUAGE_CODE, type NameEntry } from './room-name.ts';

const LANGUAGES: Record<string, string> = { en: 'English', fr: 'French', ja: 'Japanese' };

/** What the name fields need from the form. */
export interface NameFieldsHost {
  entries: NameEntry[];
  onName(lang: string, value: string): void;
  onAdd(lang: string): void;
}

function addLanguage(host: NameFieldsHost, e: Event): void {
  const input = (e.currentTarget as HTMLElement).parentElement?.querySelector('input');
  const code = input?.value.trim() ?? '';
  if (!input || !LANGUAGE_CODE.test(code)) {
    input?.setCustomValidity('A language code such as en, fr, ja or pt-BR');
    input?.reportValidity();
    return;
  }
  input.setCustomValidity('');
  input.value = '';
  host.onAdd(code);
}

/** The name inputs (English is `name`, the others `name-<code>`) and the Add language control. */
export function nameFields(host: NameFieldsHost): TemplateResult {
  const taken = new Set(host.entries.map((e) => e.lang));
  return html`<div class="names" role="group" aria-label="Name">
    ${host.entries.map(
      ({ lang, value }) =>
        html`<label
          >Name${lang === 'en' && host.entries.length === 1 ? '' : ` (${LANGUAGES[lang] ?? lang})`}
          <input
            name=${lang === 'en' ? 'name' : `name-${lang}`}
            lang=${lang}
            .value=${live(value)}
            @input=${(e: Event) => host.onName(lang, (e.target as HTMLInputElement).value)}
          />
        </label>`,
    )}
    <div class="add-language">
      <label
        >Language code
        <input
          name="language"
          list="room-form-languages"
          spellcheck="false"
          placeholder="fr"
          @keydown=${(e: KeyboardEvent) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              (e.currentTarget as HTMLElement).closest('.add-language')?.querySelector('button')?.click();
            }
          }}
        />
      </label>
      <button type="button" @click=${(e: Event) => addLanguage(host, e)}>Add language</button>
      <datalist id="room-form-languages">
        ${Object.entries(LANGUAGES)
          .filter(([code]) => !taken.has(code))
          .map(([code, label]) => html`<option value=${code}>${label}</option>`)}
      </datalist>
    </div>
  </div>`;
}
