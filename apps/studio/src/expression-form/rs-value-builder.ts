// `<rs-value-builder>`: a selector or an expression built from pickers. The
// slot's picker offers the bound names in scope (selectors), literals
// (expressions) and every branch of the union; the chosen branch's own
// parameters follow — nested builders for its selectors and expressions,
// choices for its constants, fields for numbers and names, raw JSON for
// anything else. Every change fires `rs-value-change` with the whole value.
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { BranchParam } from '@roomsmith/schema';
import { controls } from '../theme/theme.ts';
import { ValueChangeEvent } from './value-change-event.ts';
import {
  branchOfValue,
  choiceGroups,
  choiceOf,
  fieldShape,
  matchingChoices,
  slotChoices,
  valueOfChoice,
  withField,
  type ValueKind,
} from './value-model.ts';

/** Above this many choices a slot offers a search field over them. */
const SEARCH_FROM = 12;
const firstSentence = (s: string) => /^.*?[.!?](?=\s|$)/s.exec(s)?.[0] ?? s;
const parseJson = (raw: string): unknown => {
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

/** `<rs-value-builder>`: edit one selector or expression slot with pickers. */
export class RsValueBuilder extends LitElement {
  static override styles = [
    controls,
    css`
      :host {
        display: block;
      }
      .slot {
        display: grid;
        gap: 4px;
      }
      .params {
        display: grid;
        gap: 4px;
        margin-left: 8px;
        padding-left: 8px;
        border-left: 2px solid var(--rs-border);
      }
      label {
        display: grid;
        gap: 2px;
        font-size: 12px;
        color: var(--rs-muted);
      }
      select,
      input {
        width: 100%;
        box-sizing: border-box;
        font-size: 12px;
      }
      .hint {
        margin: 0;
        font-size: 11.5px;
        color: var(--rs-faint);
      }
      .list {
        display: grid;
        gap: 4px;
      }
      .list .row {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 4px;
        align-items: start;
      }
      button.small {
        padding: 2px 8px;
        font-size: 12px;
        justify-self: start;
      }
    `,
  ];
  static override properties = {
    kind: {},
    value: { attribute: false },
    names: { attribute: false },
    label: {},
    disabled: { type: Boolean },
  };
  declare kind: ValueKind;
  declare value: unknown;
  /** The bound names in scope, offered by name. */
  declare names: string[];
  /** What the slot is ("if", "piece", "a of if"): names its controls for assistive tech. */
  declare label: string;
  declare disabled: boolean;

  constructor() {
    super();
    this.kind = 'expression';
    this.value = undefined;
    this.names = [];
    this.label = '';
    this.disabled = false;
  }

  /** What the author typed into each slot's search field, by slot label. */
  #queries = new Map<string, string>();

  #emit(value: unknown): void {
    this.dispatchEvent(new ValueChangeEvent(value));
  }

  /** The picker of a slot and what the chosen value needs below it. */
  #slot(kind: ValueKind, value: unknown, label: string, set: (v: unknown) => void): TemplateResult {
    const choice = choiceOf(kind, value);
    const names =
      kind === 'selector' && typeof value === 'string' && !this.names.includes(value)
        ? [...this.names, value]
        : this.names;
    const all = slotChoices(kind, names);
    const query = this.#queries.get(label) ?? '';
    const choices = matchingChoices(all, query, choice);
    const branch = branchOfValue(kind, value);
    return html`<div class="slot" data-slot=${label}>
      ${all.length > SEARCH_FROM
        ? html`<input
            type="search"
            class="search"
            aria-label="Search the choices of ${label}"
            placeholder="search ${kind === 'selector' ? 'selectors' : 'values and tests'}…"
            .value=${live(query)}
            ?disabled=${this.disabled}
            @input=${(e: Event) => {
              this.#queries.set(label, (e.target as HTMLInputElement).value);
              this.requestUpdate();
            }}
          />`
        : nothing}
      <select
        aria-label=${label}
        data-kind=${kind}
        ?disabled=${this.disabled}
        @change=${(e: Event) => set(valueOfChoice(kind, (e.target as HTMLSelectElement).value, value))}
      >
        <option value="" ?selected=${choice === ''}>choose ${kind === 'selector' ? 'what' : 'a value or test'}…</option>
        ${choiceGroups(choices).map((g) => {
          const inGroup = choices.filter((c) => c.group === g);
          return inGroup.length
            ? html`<optgroup label=${g}>
                ${inGroup.map(
                  (c) =>
                    html`<option value=${c.id} title=${c.description} ?selected=${c.id === choice}>${c.label}</option>`,
                )}
              </optgroup>`
            : nothing;
        })}
      </select>
      ${query && choices.every((c) => c.id === choice)
        ? html`<p class="hint" role="status">Nothing matches “${query}”.</p>`
        : nothing}
      ${choice === 'literal:number'
        ? html`<input
            type="number"
            aria-label="${label}: number"
            .value=${live(String(value))}
            ?disabled=${this.disabled}
            @change=${(e: Event) => set(Number((e.target as HTMLInputElement).value))}
          />`
        : nothing}
      ${choice === 'literal:text'
        ? html`<input
            aria-label="${label}: text"
            .value=${live(String(value))}
            ?disabled=${this.disabled}
            @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
          />`
        : nothing}
      ${branch
        ? html`<p class="hint">${firstSentence(branch.description)}</p>
            <div class="params">
              ${branch.params.map((p) =>
                this.#param(p, (value as Record<string, unknown>)[p.name], `${p.name} of ${label}`, (v) =>
                  set(withField(value, p.name, v)),
                ),
              )}
            </div>`
        : nothing}
    </div>`;
  }

  /** One parameter of a chosen branch. */
  #param(param: BranchParam, value: unknown, label: string, set: (v: unknown) => void): TemplateResult {
    const shape = fieldShape(param);
    const name = `${param.name}${param.required ? ' *' : ''}`;
    if (shape.kind === 'nested')
      return html`<div title=${param.description}>
        <span class="hint">${name} — ${param.description}</span>
        ${this.#slot(shape.of, value, label, set)}
      </div>`;
    if (shape.kind === 'list') {
      const items = Array.isArray(value) ? value : [];
      return html`<div class="list" title=${param.description}>
        <span class="hint">${name} — ${param.description}</span>
        ${items.map(
          (item, i) =>
            html`<div class="row">
              ${this.#slot(shape.of, item, `${param.name} ${i + 1} of ${label.replace(/^[^ ]+ of /, '')}`, (v) =>
                set(items.map((x, j) => (j === i ? v : x))),
              )}
              <button
                class="quiet small"
                aria-label="Remove ${param.name} ${i + 1} of ${label.replace(/^[^ ]+ of /, '')}"
                ?disabled=${this.disabled}
                @click=${() => set(items.filter((_, j) => j !== i))}
              >
                ✕
              </button>
            </div>`,
        )}
        <button
          class="small"
          aria-label="Add to ${label}"
          ?disabled=${this.disabled}
          @click=${() => set([...items, null])}
        >
          Add
        </button>
      </div>`;
    }
    if (shape.kind === 'enum')
      return html`<label title=${param.description}
        >${name}
        <select
          aria-label=${label}
          ?disabled=${this.disabled}
          @change=${(e: Event) => set((e.target as HTMLSelectElement).value || undefined)}
        >
          <option value="" ?selected=${value === undefined}>(default)</option>
          ${shape.values.map(
            (v) =>
              html`<option value=${v.value} title=${v.description} ?selected=${v.value === value}>${v.value}</option>`,
          )}
        </select></label
      >`;
    if (shape.kind === 'boolean')
      return html`<label title=${param.description}
        >${name}
        <select
          aria-label=${label}
          ?disabled=${this.disabled}
          @change=${(e: Event) => {
            const v = (e.target as HTMLSelectElement).value;
            set(v === '' ? undefined : v === 'true');
          }}
        >
          <option value="" ?selected=${value === undefined}>(default)</option>
          <option value="true" ?selected=${value === true}>true</option>
          <option value="false" ?selected=${value === false}>false</option>
        </select></label
      >`;
    const raw =
      value === undefined ? '' : typeof value === 'string' && shape.kind === 'text' ? value : JSON.stringify(value);
    return html`<label title=${param.description}
      >${name}
      <input
        aria-label=${label}
        type=${shape.kind === 'number' ? 'number' : 'text'}
        placeholder=${param.description}
        spellcheck="false"
        .value=${live(raw)}
        ?disabled=${this.disabled}
        @change=${(e: Event) => {
          const text = (e.target as HTMLInputElement).value;
          if (shape.kind === 'number') set(text === '' ? undefined : Number(text));
          else if (shape.kind === 'text') set(text === '' ? undefined : text);
          else set(parseJson(text));
        }}
      />
    </label>`;
  }

  override render() {
    return this.#slot(this.kind, this.value, this.label, (v) => this.#emit(v));
  }
}
