// `<rs-mode-form>`: a mode at a glance, beside its JSON: each composition's
// lines with their counts (editable) and the live count per colour against
// the grid's cells, the turn count per number of characters (editable), the
// setup steps and the endings in words. A mode that extends another and
// gives none of these says where they come from. In the author's copy, setup
// steps are added from the effect vocabulary and endings as records with the
// fields the ending schema declares (a condition and winners built with
// pickers), through the behaviour form's lists.
import { LitElement, css, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { JSONPath } from 'jsonc-parser';
import { schemas } from '@roomsmith/schema';
import type { EffectListRef, RecordListRef } from '../behaviour-form/rs-behaviour-form.ts';
import { objectFields } from '../behaviour-form/effect-tree.ts';
import { packIds } from '../behaviour-form/pack-ids.ts';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { controls, panelSection } from '../theme/theme.ts';
import type { FileRef, Pack } from '../workspace/pack.ts';
import {
  compositions,
  endings,
  gridCells,
  modeAt,
  modeLists,
  moveItem,
  removeItem,
  roomColours,
  setNumber,
  setupSteps,
  turnLines,
} from './mode-summary.ts';

/** The fields of an ending, read from its schema (a condition, an outcome, winners, a text). */
const ENDING_FIELDS = objectFields(schemas['https://roomsmith.dev/schemas/vocabulary/ending.schema.json'] ?? {});
/**
 * What "Add to endings" starts from: a condition that never holds (the author picks the real one; until
 * then `validate` warns that it is always false) and an outcome to rename.
 */
const FRESH_ENDING = { when: false, outcome: 'defeat' };

/** `<rs-mode-form>`: compositions, turns, setup steps and endings of a mode. */
export class RsModeForm extends LitElement {
  static override styles = [
    controls,
    panelSection,
    css`
      h3 {
        margin: 10px 0 4px;
        font-size: 12px;
        font-weight: 600;
        color: var(--rs-muted);
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 12px;
      }
      th,
      td {
        text-align: left;
        padding: 2px 4px;
        border-bottom: 1px solid var(--rs-border);
      }
      td input {
        width: 56px;
        padding: 2px 4px;
      }
      .colours {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        margin: 4px 0;
      }
      .chip {
        font-size: 11.5px;
        padding: 1px 6px;
        border-radius: 10px;
        background: var(--rs-raised);
        border: 1px solid var(--rs-border);
      }
      .total[data-fits='false'] {
        color: var(--rs-warning);
      }
      ol {
        margin: 0;
        padding-left: 18px;
        font-size: 12px;
        display: grid;
        gap: 3px;
      }
      .item-buttons button {
        padding: 0 5px;
        margin-left: 3px;
        font-size: 11px;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }
      .hint {
        margin: 0;
        font-size: 11.5px;
        color: var(--rs-faint);
      }
      details.lists {
        margin-top: 10px;
      }
      details.lists > summary {
        cursor: pointer;
        font-size: 12px;
        font-weight: 600;
      }
    `,
  ];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    readOnly: { attribute: false },
    packs: { attribute: false },
  };
  declare file: FileRef | null;
  declare text: string;
  declare readOnly: boolean;
  /** Every pack of the workspace (room colours are read from them). */
  declare packs: readonly Pack[];

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.readOnly = false;
    this.packs = [];
  }

  #set(modePath: JSONPath, path: JSONPath, raw: string): void {
    if (!this.file || this.readOnly) return;
    const next = setNumber(this.text, modePath, path, Number(raw));
    if (next !== this.text) this.dispatchEvent(new FileEditEvent({ ...this.file, text: next }));
  }

  /** Sends `next` (the mode's new text) as one form edit, when it changed anything. */
  #send(next: string): void {
    if (this.file && !this.readOnly && next !== this.text)
      this.dispatchEvent(new FileEditEvent({ ...this.file, text: next }));
  }

  /** ↑, ↓ (when `path` is a list the item can move in) and ✕ for item `i` of the list at `path`. */
  #itemButtons(label: string, modePath: JSONPath, path: JSONPath, i: number, count: number, movable: boolean) {
    if (this.readOnly) return nothing;
    return html`<span class="item-buttons"
      >${movable
        ? html`<button
              type="button"
              aria-label="Move ${label} up"
              ?disabled=${i === 0}
              @click=${() => this.#send(moveItem(this.text, modePath, path, i, -1))}
            >
              ↑</button
            ><button
              type="button"
              aria-label="Move ${label} down"
              ?disabled=${i === count - 1}
              @click=${() => this.#send(moveItem(this.text, modePath, path, i, 1))}
            >
              ↓
            </button>`
        : nothing}<button
        type="button"
        aria-label="Remove ${label}"
        @click=${() => this.#send(removeItem(this.text, modePath, [...path, i]))}
      >
        ✕
      </button></span
    >`;
  }

  #number(label: string, value: number, set: (raw: string) => void) {
    return html`<input
      type="number"
      min="1"
      step="1"
      aria-label=${label}
      .value=${live(String(value))}
      ?disabled=${this.readOnly}
      @change=${(e: Event) => set((e.target as HTMLInputElement).value)}
    />`;
  }

  override render() {
    const found = modeAt(this.text);
    if (!found) return nothing;
    const { path, mode } = found;
    const colourOf = roomColours(this.packs, this.file?.packId ?? '');
    const cells = gridCells(mode);
    const comps = compositions(mode, colourOf);
    const turns = turnLines(mode);
    const steps = setupSteps(mode);
    const ends = endings(mode);
    const base = typeof mode['extends'] === 'string' ? mode['extends'] : '';
    return html`<section aria-labelledby="mode-heading">
      <h2 id="mode-heading">Mode at a glance</h2>
      ${base && !comps.length && !turns.length && !steps.length && !ends.length
        ? html`<p class="hint">
            Setup, turns and endings come from ${base}. A property written here replaces the base's whole.
          </p>`
        : nothing}
      ${comps.map(
        (c, ci) =>
          html`<div class="composition" data-composition=${c.id}>
            <h3>Composition ${c.name || c.id} <span class="hint">· players ${c.players}</span></h3>
            <div class="colours" aria-label="Rooms per colour in ${c.id}" role="group">
              ${Object.entries(c.byColour).map(
                ([colour, n]) => html`<span class="chip" data-colour=${colour}>${colour} ${n}</span>`,
              )}
              <span class="chip total" data-fits=${cells === null || c.total === cells ? 'true' : 'false'}
                >${c.total}${cells === null ? '' : ` of ${cells} cells`}${c.setAside
                  ? ` · ${c.setAside} set aside`
                  : ''}</span
              >
            </div>
            <table>
              <thead>
                <tr>
                  <th scope="col">Rooms</th>
                  <th scope="col">Colour</th>
                  <th scope="col">Count</th>
                  ${this.readOnly ? nothing : html`<th scope="col"><span class="visually-hidden">Remove</span></th>`}
                </tr>
              </thead>
              <tbody>
                ${c.lines.map(
                  (l, li) =>
                    html`<tr>
                      <td>${l.label}${l.setAside ? ' (set aside)' : ''}</td>
                      <td>${l.colour}</td>
                      <td>
                        ${this.#number(`Count of ${l.label} in ${c.id}`, l.count, (raw) =>
                          this.#set(path, ['setup', 'compositions', ci, 'rooms', li, 'count'], raw),
                        )}
                      </td>
                      ${this.readOnly
                        ? nothing
                        : html`<td>
                            ${this.#itemButtons(
                              `line ${li + 1} (${l.label}) of ${c.id}`,
                              path,
                              ['setup', 'compositions', ci, 'rooms'],
                              li,
                              c.lines.length,
                              false,
                            )}
                          </td>`}
                    </tr>`,
                )}
              </tbody>
            </table>
          </div>`,
      )}
      ${turns.length
        ? html`<h3>Turns per number of characters</h3>
            <table>
              <tbody>
                ${turns.map(
                  (t, i) =>
                    html`<tr>
                      <th scope="row">${t.characters} characters</th>
                      <td>
                        ${this.#number(`Turns for ${t.characters} characters`, t.turns, (raw) =>
                          this.#set(path, ['setup', 'turns', i, 'turns'], raw),
                        )}
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
        : nothing}
      ${steps.length
        ? html`<h3>Setup steps</h3>
            <ol class="steps">
              ${steps.map(
                (s, i) =>
                  html`<li>
                    ${s} ${this.#itemButtons(`setup step ${i + 1}`, path, ['setup', 'steps'], i, steps.length, true)}
                  </li>`,
              )}
            </ol>`
        : nothing}
      ${ends.length
        ? html`<h3>Endings</h3>
            <ol class="endings">
              ${ends.map(
                (e, i) =>
                  html`<li data-outcome=${e.outcome}>
                    <strong>${e.outcome}</strong>${e.text ? ` — ${e.text}` : ''}
                    ${this.#itemButtons(`ending ${i + 1} (${e.outcome})`, path, ['endings'], i, ends.length, true)}
                    ${e.when ? html`<p class="hint">when ${e.when}</p>` : nothing}
                  </li>`,
              )}
            </ol>`
        : nothing}
      ${this.#listsEditor(path, mode)}
    </section>`;
  }

  /** In the author's copy: setup steps and endings added and edited with pickers and their fields. */
  #listsEditor(path: JSONPath, mode: Record<string, unknown>) {
    if (this.readOnly || !this.file) return nothing;
    const at = modeLists(mode);
    const lists: EffectListRef[] = at.steps
      ? [{ label: 'Setup steps', path: [...path, ...at.steps], where: 'setup steps' }]
      : [];
    const records: RecordListRef[] = [
      {
        label: at.amendsEndings ? 'Endings added to the base’s' : 'Endings',
        name: 'endings',
        path: [...path, ...at.endings],
        where: 'the mode',
        fields: ENDING_FIELDS,
        example: FRESH_ENDING,
      },
    ];
    return html`<details class="lists">
      <summary>Add or edit setup steps and endings</summary>
      ${at.steps
        ? nothing
        : html`<p class="hint">
            The setup comes whole from ${String(mode['extends'])}; write a setup here (in JSON) to change its steps.
          </p>`}
      <rs-behaviour-form
        only
        .file=${this.file}
        .text=${this.text}
        .index=${null}
        .readOnly=${this.readOnly}
        .ids=${packIds(this.packs, this.file?.packId ?? '')}
        .lists=${lists}
        .recordLists=${records}
      ></rs-behaviour-form>
    </details>`;
  }
}
