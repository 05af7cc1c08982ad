// `<rs-puzzle-form>`: the Puzzle card builder, beside a puzzle card's JSON. Its name
// and printed text, a small grid editor for the board condition's pattern (click a
// cell to set what that position requires), the condition text generated from the
// JSON, and, while a sandbox game runs, the sandbox's complex with the cells where
// the condition holds now highlighted (the engine evaluates it, in its worker; asked
// again after every move of the match).
// Every change is written into the file's text and sent as `rs-file-edit`, so the
// editor's undo takes it back like any edit; edits made in the JSON show here.
import { describeCondition } from '@roomsmith/schema';
import { LitElement, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { SandboxHolds } from '../engine/engine-protocol.ts';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { roomChoices } from '../room-form/room-choices.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import { controls, panelSection } from '../theme/theme.ts';
import { tileColours } from '../theme/tile-colours.ts';
import type { FileRef, Pack } from '../workspace/pack.ts';
import {
  bounds,
  cardOf,
  cellProblem,
  readPattern,
  requirementLabel,
  roomKinds,
  sameRequirement,
  textOf,
  writeCell,
  writeText,
  type PatternCell,
  type Requirement,
} from './puzzle-model.ts';
import { puzzleFormStyles } from './rs-puzzle-form.styles.ts';

/** The brush values of the requirement picker. */
const brushOf = (value: string): Requirement | null =>
  value === 'clear'
    ? null
    : value === 'room'
      ? { kind: 'room' }
      : value === 'face-up'
        ? { kind: 'face-up' }
        : value === 'crossed'
          ? { kind: 'crossed' }
          : value.startsWith('kind:')
            ? { kind: 'room-kind', def: value.slice('kind:'.length) }
            : { kind: 'colour', colour: value.slice('colour:'.length) };

/** The brush in force: the one picked, if the pattern's kind offers it, else that kind's first. */
const brushFor = (picked: string, absolute: boolean): string =>
  absolute ? (picked === 'clear' ? 'clear' : 'crossed') : picked && picked !== 'crossed' ? picked : 'room';

/** `<rs-puzzle-form>`: the Puzzle card form. */
export class RsPuzzleForm extends LitElement {
  static override styles = [controls, panelSection, puzzleFormStyles];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    readOnly: { attribute: false },
    sandbox: { attribute: false },
    packs: { attribute: false },
    brush: { state: true },
    message: { state: true },
    board: { state: true },
  };
  declare file: FileRef | null;
  declare text: string;
  declare readOnly: boolean;
  /** The running sandbox game, if any. */
  declare sandbox: SandboxEngine | null;
  /** Every pack of the workspace (the rooms a cell may require). */
  declare packs: readonly Pack[];
  #kinds: { packs: readonly Pack[]; own: string; list: string[] } | null = null;
  /** What a click on a cell sets: `room`, `face-up`, `colour:<c>`, `crossed` or `clear`. */
  declare brush: string;
  /** Why the last click changed nothing (a schema bound), or ''. */
  declare message: string;
  /** Where the condition holds on the sandbox's complex, once asked. */
  declare board: SandboxHolds | null;
  #asked = 0;

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.readOnly = false;
    this.sandbox = null;
    this.packs = [];
    this.brush = '';
    this.message = '';
    this.board = null;
  }

  #unlisten: (() => void) | null = null;

  override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('sandbox')) this.#listen();
    if (changed.has('sandbox') || changed.has('text')) void this.refresh();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#listen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unlisten?.();
    this.#unlisten = null;
  }

  /** Asks again whenever the sandbox's match moves (a decision, undo, a restart, another lens). */
  #listen(): void {
    this.#unlisten?.();
    this.#unlisten = this.sandbox?.onMove?.(() => void this.refresh()) ?? null;
  }

  /** Asks the sandbox where the card's condition (as the JSON has it now) holds. */
  async refresh(): Promise<void> {
    const ask = ++this.#asked;
    const holds = this.sandbox?.holds;
    const condition = cardOf(this.text)['condition'];
    if (!holds || condition === undefined) {
      this.board = null;
      return;
    }
    try {
      const board = await holds.call(this.sandbox, condition);
      if (ask === this.#asked) this.board = board;
    } catch (e) {
      if (ask === this.#asked) this.board = { grids: [], holds: [], problems: [String(e)] };
    }
  }

  #edit(next: string): void {
    const file = this.file;
    if (!file || this.readOnly || next === this.text) return;
    this.dispatchEvent(new FileEditEvent({ ...file, text: next }));
  }

  #click(pos: [number, number], current: PatternCell | undefined, absolute: boolean): void {
    if (this.readOnly) return;
    const brush = brushOf(brushFor(this.brush, absolute));
    const req = brush && current && sameRequirement(current.req, brush) ? null : brush;
    const pattern = readPattern(this.text);
    const problem = pattern && cellProblem(pattern, pos, req);
    this.message = problem ?? '';
    if (!problem) this.#edit(writeCell(this.text, pos, req));
  }

  /** The rooms a cell may require, read once per set of packs. */
  #roomKinds(): string[] {
    const own = this.file?.packId ?? '';
    const k = this.#kinds;
    if (k && k.packs === this.packs && k.own === own) return k.list;
    const list = roomKinds(this.packs, own);
    this.#kinds = { packs: this.packs, own, list };
    return list;
  }

  #patternEditor() {
    const pattern = readPattern(this.text);
    if (!pattern)
      return html`<p class="hint">
        This card's condition is not a grid pattern (it counts or compares); edit it in the JSON. The text and the
        sandbox highlights below still follow it.
      </p>`;
    const { rows, cols } = bounds(pattern);
    const { colours } = roomChoices();
    const brush = brushFor(this.brush, pattern.absolute);
    const cellAt = (r: number, c: number) => pattern.cells.find((x) => x.at[0] === r && x.at[1] === c);
    return html`
      <p class="hint">
        ${pattern.absolute
          ? 'Positions of the complex, row 0 at the top (the Board Orientation indicator).'
          : 'Offsets from the tested room (ringed); the pattern is tried in every orientation the condition allows.'}
        Pick what a click sets, then click cells; clicking a cell set that way clears it.
      </p>
      <label
        >A click sets
        <select
          name="brush"
          .value=${live(brush)}
          ?disabled=${this.readOnly}
          @change=${(e: Event) => (this.brush = (e.target as HTMLSelectElement).value)}
        >
          ${pattern.absolute
            ? html`<option value="crossed">crossed out</option>`
            : html`<option value="room">any room</option>
                <option value="face-up">a face-up room</option>
                ${colours.map((c) => html`<option value="colour:${c.value}">a face-up ${c.value} room</option>`)}
                ${this.#roomKinds().map((id) => html`<option value="kind:${id}">a face-up ${id}</option>`)}`}
          <option value="clear">nothing (clear the cell)</option>
        </select>
      </label>
      <div
        class="pattern"
        role="grid"
        aria-label="Board condition pattern"
        style="grid-template-columns: 22px repeat(${cols.length}, 46px)"
      >
        <span class="axis"></span>
        ${cols.map((c) => html`<span class="axis">${c}</span>`)}
        ${rows.map(
          (r) =>
            html`<span class="axis">${r}</span> ${cols.map((c) => {
                const cell = cellAt(r, c);
                const anchor = !pattern.absolute && r === 0 && c === 0;
                const label = cell ? requirementLabel(cell.req) : '';
                const tile = cell?.req.kind === 'colour' ? tileColours[cell.req.colour] : undefined;
                return html`<button
                  type="button"
                  role="gridcell"
                  class="${cell ? 'set' : ''} ${anchor ? 'anchor' : ''} ${cell?.req.kind === 'crossed'
                    ? 'crossed'
                    : ''}"
                  style=${tile ? `--tile: ${tile}` : ''}
                  data-at="${r},${c}"
                  aria-label="Row ${r}, column ${c}${anchor ? ' (the tested room)' : ''}: ${label || 'no test'}"
                  title=${label || 'no test'}
                  ?disabled=${this.readOnly || cell?.req.kind === 'custom'}
                  @click=${() => this.#click([r, c], cell, pattern.absolute)}
                >
                  ${cell
                    ? cell.req.kind === 'crossed'
                      ? '✕'
                      : label.slice(label.indexOf(':') + 1)
                    : anchor
                      ? 'room'
                      : ''}
                </button>`;
              })}`,
        )}
      </div>
      ${this.message ? html`<p class="problem" role="alert">${this.message}</p>` : nothing}
    `;
  }

  #board() {
    if (!this.sandbox) return html`<p class="hint">Start a sandbox game on a complex to see where this card holds.</p>`;
    const board = this.board;
    if (!board) return html`<p class="hint" role="status">Asking the sandbox…</p>`;
    const grid = board.grids[0];
    const holds = board.holds[0] ?? [];
    const count = holds.filter(Boolean).length;
    return html`
      ${board.problems.length ? html`<p class="problem" role="alert">${board.problems.join('\n')}</p>` : nothing}
      ${grid
        ? html`<p class="hint" role="status">Holds on ${count} room${count === 1 ? '' : 's'} now (highlighted).</p>
            <div
              class="board"
              role="grid"
              aria-label="Sandbox complex"
              data-zone=${grid.zone}
              style="grid-template-columns: repeat(${grid.cols}, 46px)"
            >
              ${grid.cells.map((cell, i) =>
                !cell?.room
                  ? html`<div class="empty" role="gridcell" aria-label="no room"></div>`
                  : html`<div
                      role="gridcell"
                      class="${cell.faceUp ? '' : 'down'} ${holds[i] ? 'holds' : ''}"
                      data-holds=${holds[i] ? 'yes' : 'no'}
                      style="--tile: ${tileColours[cell.room.colour] ?? tileColours['grey']}"
                      aria-label="${cell.faceUp ? cell.room.name : 'face-down room'}${holds[i] ? ': holds' : ''}"
                      title="${cell.faceUp ? cell.room.name : 'face down'}"
                    >
                      ${cell.faceUp ? cell.room.name : ''}
                    </div>`,
              )}
            </div>`
        : html`<p class="hint">The sandbox game has no grid to draw.</p>`}
    `;
  }

  override render() {
    const card = cardOf(this.text);
    if (card['kind'] !== 'puzzle-card') return nothing;
    let described = '';
    try {
      described = card['condition'] === undefined ? '' : describeCondition(card['condition']);
    } catch {
      described = '';
    }
    return html`<h2 id="puzzle-form-heading">Puzzle card</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the form is read-only.</p>` : nothing}
      <form aria-labelledby="puzzle-form-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${this.readOnly}>
          <label
            >Name
            <input
              name="name"
              .value=${live(textOf(card['name']))}
              @input=${(e: Event) => this.#edit(writeText(this.text, 'name', (e.target as HTMLInputElement).value))}
            />
          </label>
          <label
            >Printed text
            <textarea
              name="text"
              .value=${live(textOf(card['text']))}
              @input=${(e: Event) => this.#edit(writeText(this.text, 'text', (e.target as HTMLTextAreaElement).value))}
            ></textarea>
          </label>
          <span class="hint">Card ${String(card['number'] ?? '?')} · ${String(card['family'] ?? '')}</span>
        </fieldset>
      </form>
      <h3>Board condition</h3>
      ${this.#patternEditor()}
      <h3>Condition text</h3>
      <p class="condition" aria-label="Condition text">${described || '—'}</p>
      <h3>On the sandbox's complex</h3>
      ${this.#board()}`;
  }
}
