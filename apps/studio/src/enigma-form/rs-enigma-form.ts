// `<rs-enigma-form>`: the enigma scenario builder, beside a scenario's JSON.
// Its 8 cards (name and clue in en/fr/ja, an image from the pack, a live card
// preview), its 4 codes (typed once, stored as salt + the engine's salted
// hash, shown only as "set"), a "test a code" box, the loader's problems for
// the scenario and its cards, and "Play this scenario". Every change is a
// minimal edit of the file that holds it, sent as `rs-file-edit`.
import { LitElement, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type { Problem } from '../diagnostics/problem.ts';
import { AssetImportEvent } from '../events/asset-import-event.ts';
import { FileEditEvent } from '../events/file-edit-event.ts';
import { FileOpenEvent } from '../events/file-open-event.ts';
import { PlayEvent } from '../events/play-event.ts';
import { playIcon } from '../theme/icons.ts';
import { controls, panelSection } from '../theme/theme.ts';
import type { FileRef, Pack } from '../workspace/pack.ts';
import { packClosure } from '../workspace/pack-closure.ts';
import { assetPathFor, imageDataUrl, imagePaths, imageProblem, IMAGE_TYPES } from '../workspace/assets.ts';
import {
  cardText,
  cardTextOr,
  codeMatches,
  codeProblem,
  findCard,
  newSalt,
  qualify,
  readScenario,
  roomFor,
  secretRooms,
  setCode,
  setCodeRoom,
  shapeText,
  writeCard,
  type CardSpot,
  type ScenarioView,
  type SecretRoom,
} from './enigma-model.ts';
import { richText } from './rich-text.ts';
import { enigmaFormStyles } from './rs-enigma-form.styles.ts';

/** The languages the builder offers for card text (the pack's may add more in the JSON). */
export const CARD_LANGUAGES = ['en', 'fr', 'ja'] as const;

/** `<rs-enigma-form>`: the Enigma scenario builder. */
export class RsEnigmaForm extends LitElement {
  static override styles = [controls, panelSection, enigmaFormStyles];
  static override properties = {
    file: { attribute: false },
    text: { attribute: false },
    readOnly: { attribute: false },
    packs: { attribute: false },
    problems: { attribute: false },
    lang: { state: true },
    codeErrors: { state: true },
    testResult: { state: true },
    imageErrors: { state: true },
  };
  declare file: FileRef | null;
  declare text: string;
  declare readOnly: boolean;
  /** Every pack of the workspace (the scenario's pack, its dependencies and their rooms and modes are among them). */
  declare packs: readonly Pack[];
  declare problems: readonly Problem[];
  /** The language the card fields edit and the preview shows. */
  declare lang: string;
  /** Why a typed code was refused, by code position. */
  declare codeErrors: Record<number, string>;
  declare testResult: string;
  /** Why an image import was refused, by card id. */
  declare imageErrors: Record<string, string>;

  constructor() {
    super();
    this.file = null;
    this.text = '';
    this.readOnly = false;
    this.packs = [];
    this.problems = [];
    this.lang = 'en';
    this.codeErrors = {};
    this.testResult = '';
    this.imageErrors = {};
  }

  get #pack(): Pack | undefined {
    return this.packs.find((p) => p.id === this.file?.packId);
  }

  #edit(path: string, next: string): void {
    const file = this.file;
    if (!file || this.readOnly) return;
    if (next !== this.#pack?.files[path])
      this.dispatchEvent(new FileEditEvent({ packId: file.packId, path, text: next }));
  }

  #cardField(spot: CardSpot, field: 'name' | 'clue' | 'image', e: Event): void {
    const value = (e.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value;
    const current = this.#pack?.files[spot.path];
    if (current !== undefined) this.#edit(spot.path, writeCard(current, spot.index, field, value, this.lang));
  }

  /** Imports the picked image into the pack (images/…, size-limited) and gives it to the card. */
  async #importImage(spot: CardSpot, ref: string, e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    const pack = this.#pack;
    if (!file || !pack || this.readOnly) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = imageProblem(file.name, bytes);
    this.imageErrors = { ...this.imageErrors, [ref]: problem ? `Not imported: ${problem}` : '' };
    if (problem) return;
    const path = assetPathFor(file.name, Object.keys(pack.files));
    this.dispatchEvent(new AssetImportEvent({ packId: pack.id, path, dataUrl: imageDataUrl(bytes) }));
    const current = this.#pack?.files[spot.path];
    if (current !== undefined) this.#edit(spot.path, writeCard(current, spot.index, 'image', path, this.lang));
  }

  /** Hashes the typed code into code `i` (salt + SHA-256), after the engine's shape check; clears the field. */
  #setCode(i: number, room: SecretRoom | undefined, e: Event): void {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const field = form.elements.namedItem('code') as HTMLInputElement | null;
    const typed = (field?.value ?? '').trim().toUpperCase();
    if (!this.file) return;
    const problem = !room
      ? 'Pick the Secret Code room first: its shape says what the code looks like.'
      : typed === ''
        ? `Type a code of ${shapeText(room.shape)}.`
        : codeProblem(room.shape, typed);
    this.codeErrors = { ...this.codeErrors, [i]: problem ? `Not set: ${problem}.` : '' };
    if (problem) return;
    this.#edit(this.file.path, setCode(this.text, i, typed, newSalt()));
    if (field) field.value = '';
  }

  #test(scenario: ScenarioView, rooms: readonly SecretRoom[], e: Event): void {
    e.preventDefault();
    const field = (e.currentTarget as HTMLFormElement).elements.namedItem('test') as HTMLInputElement | null;
    const typed = (field?.value ?? '').trim().toUpperCase();
    const from = this.file?.packId ?? '';
    const hit = scenario.codes.find((c) => codeMatches(c, typed));
    const room = hit ? roomFor(rooms, hit.room, from) : undefined;
    this.testResult = typed
      ? hit
        ? `✓ ${typed} opens ${room?.name ?? hit.room}.`
        : `✗ ${typed} is none of this scenario's codes${scenario.codes.some((c) => !c.set) ? ' (some are not set yet)' : ''}.`
      : 'Type a code to test it.';
  }

  #room(i: number, e: Event): void {
    if (!this.file) return;
    this.#edit(this.file.path, setCodeRoom(this.text, i, (e.target as HTMLSelectElement).value));
  }

  #play(scenario: ScenarioView, e: Event): void {
    e.preventDefault();
    const file = this.file;
    if (!file || !scenario.mode) return;
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const seedText = String(data.get('seed') ?? '1').trim();
    const seed = /^\d+$/.test(seedText) ? Number(seedText) : seedText || 1;
    const seats = Math.max(1, Number(data.get('seats') ?? 1) || 1);
    this.dispatchEvent(
      new PlayEvent({
        mode: qualify(scenario.mode, file.packId),
        seed,
        seats,
        packs: [file.packId],
        options: { scenario: `${file.packId}:${scenario.id}` },
      }),
    );
  }

  override render() {
    const pack = this.#pack;
    const scenario = readScenario(this.text);
    if (!pack || !scenario || !this.file) return nothing;
    const rooms = secretRooms(packClosure(this.packs, pack.id), pack.id);
    const spots = scenario.cards.map((ref) => findCard(pack, ref));
    const paths = new Set([this.file.path, ...spots.flatMap((s) => (s ? [s.path] : []))]);
    const problems = this.problems.filter((p) => p.packId === pack.id && paths.has(p.path));
    const assets = imagePaths(pack.files);
    return html`<h2 id="enigma-form-heading">Enigma scenario</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the builder is read-only.</p>` : nothing}
      ${this.#problems(problems)} ${this.#playForm(scenario)}
      <section aria-labelledby="codes-heading">
        <h3 id="codes-heading">Codes</h3>
        <p class="hint">
          Each Secret Code room takes one code of its shape. A code is typed once and stored only as a salted hash; the
          form never shows it again.
        </p>
        <ol class="codes">
          ${scenario.codes.map((c, i) => this.#code(c, i, rooms, pack.id))}
        </ol>
        <form class="test" @submit=${(e: Event) => this.#test(scenario, rooms, e)}>
          <label
            >Test a code
            <input name="test" autocomplete="off" spellcheck="false" placeholder="e.g. 4711" />
          </label>
          <button type="submit">Test</button>
          <output role="status" aria-live="polite">${this.testResult}</output>
        </form>
      </section>
      <section aria-labelledby="cards-heading">
        <div class="cards-head">
          <h3 id="cards-heading">Cards (${scenario.cards.length})</h3>
          <div class="langs" role="group" aria-label="Card language">
            ${CARD_LANGUAGES.map(
              (l) =>
                html`<button
                  type="button"
                  aria-pressed=${this.lang === l ? 'true' : 'false'}
                  @click=${() => (this.lang = l)}
                >
                  ${l}
                </button>`,
            )}
          </div>
        </div>
        <ol class="cards">
          ${scenario.cards.map((ref, i) => this.#card(ref, i, spots[i] ?? null, assets, pack))}
        </ol>
      </section>`;
  }

  #problems(problems: readonly Problem[]) {
    if (problems.length === 0) return html`<p class="ok" role="status">No problems: the loader accepts it.</p>`;
    return html`<ul class="problems" role="alert" aria-label="Problems of this scenario">
      ${problems.map(
        (p) =>
          html`<li class=${p.severity}>
            <button
              type="button"
              class="link"
              @click=${() =>
                this.dispatchEvent(
                  new FileOpenEvent({ packId: p.packId, path: p.path, line: p.line, column: p.column }),
                )}
            >
              ${p.severity === 'error' ? '✕' : '⚠'} ${p.path}:${p.line}
            </button>
            ${p.message}
          </li>`,
      )}
    </ul>`;
  }

  #playForm(scenario: ScenarioView) {
    return html`<form class="play" @submit=${(e: Event) => this.#play(scenario, e)}>
      <label>Seed <input name="seed" value="1" size="6" autocomplete="off" /></label>
      <label>Players <input name="seats" type="number" min="1" max="6" value="1" /></label>
      <button type="submit" class="primary" ?disabled=${!scenario.mode}>${playIcon()} Play this scenario</button>
      ${scenario.mode
        ? nothing
        : html`<span class="hint">Name the mode the scenario is played in ("mode") to play it.</span>`}
    </form>`;
  }

  #code(c: ScenarioView['codes'][number], i: number, rooms: readonly SecretRoom[], from: string) {
    const room = roomFor(rooms, c.room, from);
    const error = this.codeErrors[i] ?? '';
    const known = rooms.some((r) => r === room);
    return html`<li>
      <form class="code" data-code=${i} @submit=${(e: Event) => this.#setCode(i, room, e)}>
        <label
          >Room
          <select name="room" ?disabled=${this.readOnly} @change=${(e: Event) => this.#room(i, e)}>
            ${known ? nothing : html`<option value=${c.room} selected>${c.room} (not a Secret Code room)</option>`}
            ${rooms.map(
              (r) =>
                html`<option value=${r.ref} ?selected=${r === room}>
                  ${r.name.includes(shapeText(r.shape)) ? r.name : `${r.name} (${shapeText(r.shape)})`}
                </option>`,
            )}
          </select>
        </label>
        <div class="entry">
          <span class="state ${c.set ? 'set' : 'unset'}" data-state=${c.set ? 'set' : 'unset'}
            >${c.set ? 'set' : 'not set'}</span
          >
          ${this.readOnly
            ? nothing
            : html`<label
                  >${c.set ? 'New code' : 'Code'}${room ? ` (${shapeText(room.shape)})` : ''}
                  <input
                    name="code"
                    autocomplete="off"
                    spellcheck="false"
                    aria-describedby="code-error-${i}"
                    maxlength=${room?.shape.length ?? 12}
                  />
                </label>
                <button type="submit">${c.set ? 'Replace' : 'Set code'}</button>`}
        </div>
        <span class="error" id="code-error-${i}" role="alert">${error}</span>
      </form>
    </li>`;
  }

  #card(ref: string, i: number, spot: CardSpot | null, assets: readonly string[], pack: Pack) {
    if (!spot)
      return html`<li class="card missing">
        <strong>${i + 1}. ${ref}</strong>: no enigma card with this id in the pack. Create it with New file → card, type
        "enigma".
      </li>`;
    const card = spot.value;
    const lang = this.lang;
    const name = cardText(card, 'name', lang);
    const clue = cardText(card, 'clue', lang);
    const image = typeof card['image'] === 'string' ? card['image'] : '';
    return html`<li class="card" data-card=${ref}>
      <fieldset ?disabled=${this.readOnly} aria-label="Card ${i + 1}">
        <legend>Card ${i + 1} · ${ref}</legend>
        <label
          >Name (${lang})
          <input
            name="name"
            lang=${lang}
            .value=${live(name)}
            placeholder=${cardTextOr(card, 'name', 'en')}
            @input=${(e: Event) => this.#cardField(spot, 'name', e)}
          />
        </label>
        <label
          >Clue (${lang}) <span class="hint">**bold**, *italic*, new lines</span>
          <textarea
            name="clue"
            lang=${lang}
            .value=${live(clue)}
            @input=${(e: Event) => this.#cardField(spot, 'clue', e)}
          ></textarea>
        </label>
        <label
          >Image
          <select name="image" @change=${(e: Event) => this.#cardField(spot, 'image', e)}>
            <option value="" ?selected=${!image}>none</option>
            ${image && !assets.includes(image)
              ? html`<option value=${image} selected>${image} (not in the pack)</option>`
              : nothing}
            ${assets.map((a) => html`<option value=${a} ?selected=${a === image}>${a}</option>`)}
          </select>
          ${assets.length === 0 ? html`<span class="hint">The pack holds no image files.</span>` : nothing}
        </label>
        <label class="import-image"
          >Import image…
          <input
            type="file"
            name="image-file"
            accept=${Object.keys(IMAGE_TYPES)
              .map((x) => `.${x}`)
              .join(',')}
            aria-label="Import an image for card ${i + 1}"
            @change=${(e: Event) => void this.#importImage(spot, ref, e)}
          />
          <span class="hint">PNG, JPEG or WebP, up to 512 KB; it goes to images/ in the pack.</span>
        </label>
        <span class="error" role="alert">${this.imageErrors[ref] ?? ''}</span>
      </fieldset>
      <figure class="preview" aria-label="Preview of card ${i + 1}">
        <div class="band">
          <span class="number">${String(card['number'] ?? i + 1)}</span> ${name || cardTextOr(card, 'name', 'en')}
        </div>
        ${image
          ? pack.files[image]?.startsWith('data:image/')
            ? html`<img class="image" src=${pack.files[image]} alt="Picture of card ${i + 1} (${image})" />`
            : html`<div class="image missing">🖼 ${image} (not in the pack)</div>`
          : nothing}
        <div class="clue" lang=${lang}>
          ${clue ? richText(clue) : html`<span class="empty">No clue in ${lang} yet.</span>`}
        </div>
      </figure>
    </li>`;
  }
}
