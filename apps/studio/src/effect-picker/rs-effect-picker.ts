// `<rs-effect-picker>`: a searchable, grouped list of a vocabulary union's
// branches (the WAI-ARIA combobox pattern: a text field that filters a
// listbox). Each item shows its name, its first sentence and its schema
// example. Keyboard: type to filter, ArrowDown/ArrowUp to move, Enter to
// pick, Escape to close (a second Escape clears the search). Fires
// `rs-effect-pick`; it holds no value of its own beyond what it shows.
import { LitElement, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Branch } from '@roomsmith/schema';
import { controls } from '../theme/theme.ts';
import { catalogue, filterGroups, moveActive, shown, type PickerEntry } from './effect-catalogue.ts';
import { EffectPickEvent } from './effect-pick-event.ts';
import { effectPickerStyles } from './rs-effect-picker.styles.ts';

const optionId = (value: string) => `option-${value}`;

/** `<rs-effect-picker>`: pick one branch of a union by searching its names and descriptions. */
export class RsEffectPicker extends LitElement {
  static override styles = [controls, effectPickerStyles];
  static override properties = {
    branches: { attribute: false },
    label: {},
    accessibleName: { attribute: 'accessible-name' },
    value: {},
    name: {},
    path: {},
    placeholder: {},
    disabled: { type: Boolean, reflect: true },
    _query: { state: true },
    _active: { state: true },
  };
  /** The branches offered, in schema order. */
  declare branches: Branch[];
  /** The visible label ("Add effect"). */
  declare label: string;
  /** The name assistive tech reads, when more precise than the label ("Add effect to trigger 1"). */
  declare accessibleName: string;
  /** The current value (a row's kind), '' for a picker that adds. */
  declare value: string;
  /** The field's name (`add-effect`, `effect-do`): a hook for tests and forms. */
  declare name: string;
  /** Where the list it edits lies (a JSON path joined by `/`), shown as `data-path`. */
  declare path: string;
  declare placeholder: string;
  declare disabled: boolean;
  /** What is typed; null while the author is not searching (the field shows `value`). */
  declare _query: string | null;
  declare _active: number;
  #entries: PickerEntry[] = [];
  #entriesOf: Branch[] | null = null;

  constructor() {
    super();
    this.branches = [];
    this.label = '';
    this.accessibleName = '';
    this.value = '';
    this.name = '';
    this.path = '';
    this.placeholder = 'type to search…';
    this.disabled = false;
    this._query = null;
    this._active = -1;
  }

  get #open(): boolean {
    return this._query !== null;
  }

  #catalogue(): PickerEntry[] {
    if (this.#entriesOf !== this.branches) {
      this.#entriesOf = this.branches;
      this.#entries = catalogue(this.branches);
    }
    return this.#entries;
  }

  #shown(): PickerEntry[] {
    return shown(filterGroups(this.#catalogue(), this._query ?? ''));
  }

  #openList(query = ''): void {
    this._query = query;
    const list = this.#shown();
    const current = list.findIndex((e) => e.value === this.value);
    this._active = query ? (list.length ? 0 : -1) : current;
  }

  #close(): void {
    this._query = null;
    this._active = -1;
  }

  #pick(value: string): void {
    this.#close();
    this.dispatchEvent(new EffectPickEvent({ value }));
  }

  #onInput(ev: Event): void {
    const query = (ev.target as HTMLInputElement).value;
    this._query = query;
    this._active = this.#shown().length ? 0 : -1;
  }

  #onKeydown(ev: KeyboardEvent): void {
    if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
      ev.preventDefault();
      if (!this.#open) {
        this.#openList();
        if (this._active < 0) this._active = moveActive(-1, this.#shown().length, ev.key);
        return;
      }
      this._active = moveActive(this._active, this.#shown().length, ev.key);
    } else if (ev.key === 'Enter') {
      ev.preventDefault();
      const entry = this.#shown()[this._active];
      if (this.#open && entry) this.#pick(entry.value);
    } else if (ev.key === 'Escape') {
      if (!this.#open) return;
      ev.preventDefault();
      ev.stopPropagation();
      if (this._query) this.#openList();
      else this.#close();
    } else if (ev.key === 'Tab') this.#close();
  }

  override updated(): void {
    if (this._active < 0) return;
    const entry = this.#shown()[this._active];
    const el = entry ? this.renderRoot.querySelector(`#${CSS.escape(optionId(entry.value))}`) : null;
    el?.scrollIntoView?.({ block: 'nearest' });
  }

  override render() {
    const groups = this.#open ? filterGroups(this.#catalogue(), this._query ?? '') : [];
    const active = this.#open ? shown(groups)[this._active] : undefined;
    return html`<label
        >${this.label}
        <input
          role="combobox"
          name=${this.name || nothing}
          data-path=${this.path || nothing}
          aria-label=${this.accessibleName || nothing}
          aria-autocomplete="list"
          aria-expanded=${this.#open ? 'true' : 'false'}
          aria-controls=${this.#open ? 'list' : nothing}
          aria-activedescendant=${active ? optionId(active.value) : nothing}
          aria-describedby="how"
          autocomplete="off"
          spellcheck="false"
          placeholder=${this.placeholder}
          ?disabled=${this.disabled}
          .value=${live(this._query ?? this.value)}
          @input=${this.#onInput}
          @keydown=${this.#onKeydown}
          @click=${() => !this.#open && this.#openList()}
          @focus=${(ev: FocusEvent) => (ev.target as HTMLInputElement).select()}
          @blur=${() => this.#close()}
        />
      </label>
      <span id="how" hidden>Type to search, arrow keys to move, Enter to pick, Escape to close.</span>
      ${this.#open
        ? html`<div id="list" role="listbox" aria-label=${`${this.label} choices`}>
            ${groups.length === 0 ? html`<div class="empty" role="presentation">No match.</div>` : nothing}
            ${groups.map(
              (g) =>
                html`<div role="group" aria-labelledby="group-${g.name}" data-group=${g.name}>
                  <div class="group-name" id="group-${g.name}" role="presentation">${g.name}</div>
                  ${g.entries.map(
                    (e) =>
                      html`<div
                        role="option"
                        id=${optionId(e.value)}
                        data-value=${e.value}
                        title=${e.description}
                        aria-selected=${e === active ? 'true' : 'false'}
                        @mousedown=${(ev: MouseEvent) => ev.preventDefault()}
                        @click=${() => this.#pick(e.value)}
                      >
                        <span class="name">${e.value}</span>
                        <span class="summary">${e.summary}</span>
                        ${e.example ? html`<code>e.g. ${e.example}</code>` : nothing}
                      </div>`,
                  )}
                </div>`,
            )}
          </div>`
        : nothing}`;
  }
}
