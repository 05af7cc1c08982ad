// `<rs-complex-preview>`: a mode's starting layout for a chosen seed and
// number of players, dealt by the engine (in its worker) as it would deal it.
import { LitElement, html, nothing } from 'lit';
import type { DealResult } from '../engine/engine-protocol.ts';
import { PlayEvent } from '../events/play-event.ts';
import { tileColours } from '../theme/tile-colours.ts';
import { controls, panelSection } from '../theme/theme.ts';
import { modeInfo, seatsFor, seedValue, type ModeFinder } from './mode-info.ts';
import { complexPreviewStyles } from './rs-complex-preview.styles.ts';
import { seatsField, seedField } from './seed-seats-fields.ts';

/** Deals a mode (`pack:id`) for a seed and a number of seats, with extra packs loaded. */
export type DealFn = (mode: string, seed: number | string, seats: number, packs: string[]) => Promise<DealResult>;

/** A pack the author may load with the mode; required ones (the mode's and its dependencies) always are. */
export interface PackChoice {
  id: string;
  required: boolean;
}

/** `<rs-complex-preview>`: the dealt complex of the open mode. */
export class RsComplexPreview extends LitElement {
  static override styles = [controls, panelSection, complexPreviewStyles];
  static override properties = {
    packId: { attribute: false },
    text: { attribute: false },
    deal: { attribute: false },
    findMode: { attribute: false },
    packChoices: { attribute: false },
    extraPacks: { state: true },
    seed: { state: true },
    seats: { state: true },
    result: { state: true },
    error: { state: true },
  };
  declare packId: string;
  declare text: string;
  declare deal: DealFn | null;
  /** Finds the mode a mode extends, for its seats. */
  declare findMode: ModeFinder | null;
  declare packChoices: PackChoice[];
  /** The optional packs the author ticked. */
  declare extraPacks: string[];
  declare seed: string;
  declare seats: number | null;
  declare result: DealResult | null;
  declare error: string;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #asked = 0;

  constructor() {
    super();
    this.packId = '';
    this.text = '';
    this.deal = null;
    this.findMode = null;
    this.packChoices = [];
    this.extraPacks = [];
    this.seed = '1';
    this.seats = null;
    this.result = null;
    this.error = '';
  }

  /** Whether `text` holds a mode this pane can deal. */
  static canPreview(text: string): boolean {
    return /"kind"\s*:\s*"mode"/.test(text) && modeInfo(text) !== null;
  }

  protected override updated(changed: Map<string, unknown>): void {
    if (!['packId', 'text', 'seed', 'seats', 'deal', 'extraPacks'].some((k) => changed.has(k))) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#redeal(), 300);
  }

  async #redeal(): Promise<void> {
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    if (!info || !this.deal) return;
    const asked = ++this.#asked;
    const seats = seatsFor(info, this.seats);
    const seed = seedValue(this.seed);
    try {
      const result = await this.deal(`${this.packId}:${info.id}`, seed, seats, this.extraPacks);
      if (asked === this.#asked) [this.result, this.error] = [result, ''];
    } catch (error) {
      if (asked === this.#asked)
        [this.result, this.error] = [null, error instanceof Error ? error.message : String(error)];
    }
  }

  #play = (): void => {
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    if (!info) return;
    const seats = seatsFor(info, this.seats);
    const seed = seedValue(this.seed);
    this.dispatchEvent(new PlayEvent({ mode: `${this.packId}:${info.id}`, seed, seats, packs: this.extraPacks }));
  };

  /** The packs loaded with the mode: required ones ticked and fixed, the others up to the author. */
  #packs() {
    if (this.packChoices.length < 2) return nothing;
    const toggle = (id: string, on: boolean) =>
      (this.extraPacks = on ? [...this.extraPacks, id] : this.extraPacks.filter((p) => p !== id));
    return html`<fieldset class="packs">
      <legend>Packs loaded</legend>
      ${this.packChoices.map(
        (p) =>
          html`<label class="pack"
            ><input
              type="checkbox"
              name="pack"
              value=${p.id}
              ?checked=${p.required || this.extraPacks.includes(p.id)}
              ?disabled=${p.required}
              @change=${(e: Event) => toggle(p.id, (e.target as HTMLInputElement).checked)}
            />
            ${p.id}${p.required ? ' (needed)' : ''}</label
          >`,
      )}
    </fieldset>`;
  }

  override render() {
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    if (!info) return nothing;
    const grid = this.result?.grids[0];
    return html`<h2 id="complex-heading">Dealt complex</h2>
      <form @submit=${(e: Event) => e.preventDefault()}>
        ${seedField(this.seed, (seed) => (this.seed = seed))}
        ${seatsField('seats', info, this.seats, (seats) => (this.seats = seats))}
        <button type="button" class="primary" @click=${this.#play}>Play</button>
      </form>
      ${this.#packs()} ${this.error ? html`<p class="problems" role="alert">${this.error}</p>` : nothing}
      ${this.result?.problems.length
        ? html`<p class="problems" role="alert">${this.result.problems.slice(0, 8).join('\n')}</p>`
        : nothing}
      ${grid
        ? html`<div
            class="grid"
            role="grid"
            aria-labelledby="complex-heading"
            data-zone=${grid.zone}
            style="grid-template-columns: repeat(${grid.cols}, 1fr)"
          >
            ${grid.cells.map((cell) =>
              !cell?.room
                ? html`<div class="cell empty" role="gridcell" aria-label="no room"></div>`
                : html`<div
                    class="cell ${cell.faceUp ? '' : 'down'}"
                    role="gridcell"
                    data-room=${cell.room.id}
                    data-face=${cell.faceUp ? 'up' : 'down'}
                    style="--tile: ${tileColours[cell.room.colour] ?? tileColours['grey']}"
                    title="${cell.room.name}${cell.faceUp ? '' : ' (face down)'}"
                  >
                    <span>${cell.room.name}</span>
                    <span class="figures">${cell.figures.map((f) => html`<span class="figure">${f}</span>`)}</span>
                  </div>`,
            )}
          </div>`
        : !this.result && !this.error
          ? html`<p class="status" role="status">Dealing…</p>`
          : this.result && !this.result.problems.length
            ? html`<p class="status">This mode's starting layout has no grid to draw.</p>`
            : nothing}`;
  }
}
