// `<rs-pack-test-form>`: edit a pack test through a form beside its JSON — its name, notes, mode,
// seats and seed, the scripted answers (remove, reorder, and add from the options the engine offers
// after the answers so far — the form replays them in the engine worker, and flags an answer that no
// longer matches an option) and the
// expectations in words (remove, add the common kinds). "Run this test" runs the pack's tests
// through the Tests panel's runner (the engine worker) and shows this test's verdict. Every change
// is a minimal edit of the file's text, sent as `rs-file-edit`, so undo and autosave treat it as
// any other edit.
import { css, html, nothing, type PropertyValues } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ModeFinder } from '../complex-preview/mode-info.ts';
import type { PackTestRow } from '../engine/engine-protocol.ts';
import type { AnswerCheck } from '../engine/pack-test-answers.ts';
import { entityPicker } from '../entity-form/entity-fields.ts';
import { entitiesIn, writeText } from '../entity-form/entity-model.ts';
import { entityFormStyles } from '../entity-form/entity-form.styles.ts';
import { EntityFormElement } from '../entity-form/entity-form-element.ts';
import type { PackTestsFn } from '../pack-tests/rs-pack-tests.ts';
import { roomFormStyles } from '../room-form/rs-room-form.styles.ts';
import { controls, panelSection } from '../theme/theme.ts';
import type { Pack } from '../workspace/pack.ts';
import {
  addAnswer,
  appendItem,
  EXPECTATION_KINDS,
  expectationFrom,
  isPackTest,
  modeChoices,
  moveItem,
  readPackTest,
  removeItem,
  writeSeats,
  writeSeed,
  writeValue,
  type ExpectationKind,
} from './pack-test-model.ts';

/** Replays test `id` of `file` in pack `packId` against the engine: each answer checked, the next options. */
export type TestAnswersFn = (packId: string, file: string, id: string) => Promise<AnswerCheck>;

/** How long the form waits after an edit before asking the engine again. */
const REPLAY_DELAY_MS = 250;

/** The fields the add-expectation row shows for each kind: [field, label, placeholder]. */
const FIELDS: Record<ExpectationKind, Array<[string, string, string]>> = {
  outcome: [['outcome', 'Outcome', 'win']],
  counter: [
    ['counter', 'Counter', 'round'],
    ['value', 'Value', '3'],
    ['seat', 'Seat (optional)', 's0'],
  ],
  'figure-at': [
    ['character', 'Character', 'kevin'],
    ['row', 'Row', '2'],
    ['column', 'Column', '2'],
  ],
  eliminated: [['character', 'Character', 'alice']],
  event: [
    ['type', 'Event type', 'eliminated'],
    ['count', 'How many times (optional)', '1'],
  ],
  flag: [['flag', 'Flag', 'dark']],
};

/** `<rs-pack-test-form>`: the Edit pack test form. */
export class RsPackTestForm extends EntityFormElement {
  static override styles = [
    controls,
    panelSection,
    roomFormStyles,
    entityFormStyles,
    css`
      ol.rows {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 4px;
      }
      ol.rows li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto auto auto;
        gap: 4px;
        align-items: center;
        font-size: 12px;
      }
      .add-row {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        align-items: end;
        margin-top: 6px;
      }
      .add-row label {
        flex: 1 1 90px;
      }
      .run {
        display: flex;
        gap: 8px;
        align-items: center;
        margin-top: 10px;
      }
      .verdict {
        margin: 0;
        font-size: 12px;
        padding: 4px 6px;
        border-radius: 4px;
      }
      .verdict.pass {
        color: var(--rs-ok, #6c6);
      }
      .verdict.fail {
        color: var(--rs-error, #e66);
      }
      .message {
        font-size: 12px;
        color: var(--rs-error, #e66);
      }
      li.refused > span:first-child {
        color: var(--rs-error, #e66);
      }
      li.unchecked > span:first-child {
        opacity: 0.6;
      }
      li .why {
        grid-column: 1 / -1;
        margin: 0;
      }
      .option-id {
        opacity: 0.65;
        font-family: var(--rs-mono, monospace);
        font-size: 11px;
      }
      .next {
        margin-top: 8px;
        padding-top: 6px;
        border-top: 1px solid var(--rs-border, #444);
      }
      .next p {
        margin: 0 0 4px;
        font-size: 12px;
      }
      details.by-id {
        margin-top: 6px;
        font-size: 12px;
      }
    `,
  ];
  static override properties = {
    ...EntityFormElement.properties,
    packs: { attribute: false },
    findMode: { attribute: false },
    runTests: { attribute: false },
    testAnswers: { attribute: false },
    check: { state: true },
    addKind: { state: true },
    running: { state: true },
    verdict: { state: true },
    message: { state: true },
  };
  declare packs: readonly Pack[];
  declare findMode: ModeFinder | undefined;
  declare runTests: PackTestsFn | null;
  declare testAnswers: TestAnswersFn | null;
  /** The engine's reading of the test's answers (for the text it was asked about), or null while asked. */
  declare check: { text: string; index: number | null; result: AnswerCheck | string } | null;
  #asked = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  declare addKind: ExpectationKind;
  declare running: boolean;
  /** The last run's verdict for this test (null: not run since the form opened). */
  declare verdict: PackTestRow['verdict'] | 'missing' | string[];
  declare message: string;

  /** Whether `text` holds a pack test. */
  static canEdit(text: string): boolean {
    return isPackTest(text);
  }

  constructor() {
    super();
    this.packs = [];
    this.findMode = undefined;
    this.runTests = null;
    this.testAnswers = null;
    this.check = null;
    this.addKind = 'outcome';
    this.running = false;
    this.verdict = null;
    this.message = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another file, another test of the file or an edit drops the last run's verdict: it was for the text before.
    const before = changed.get('file');
    if (
      (changed.has('file') && (before?.packId !== this.file?.packId || before?.path !== this.file?.path)) ||
      changed.has('selected') ||
      (changed.has('text') && changed.get('text') !== undefined && !this.running)
    ) {
      this.verdict = null;
      this.message = '';
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('text') || changed.has('file') || changed.has('selected') || changed.has('testAnswers')) {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.#replay(), REPLAY_DELAY_MS);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  /** Asks the engine to replay the shown test's answers; only the newest answer is kept. */
  async #replay(): Promise<void> {
    const tests = entitiesIn(this.text, 'pack-test');
    const index = tests[Math.min(this.selected, tests.length - 1)]?.index ?? null;
    const id = readPackTest(this.text, index).id;
    if (!this.file || !this.testAnswers || tests.length === 0 || !id) return;
    const text = this.text;
    const asked = ++this.#asked;
    let result: AnswerCheck | string;
    try {
      result = await this.testAnswers(this.file.packId, this.file.path, id);
    } catch (err) {
      result = err instanceof Error ? err.message : String(err);
    }
    if (asked === this.#asked) this.check = { text, index, result };
  }

  /** Appends the answers picked in the next-decision row (one step; several seats: one simultaneous step). */
  #addPicked(index: number | null, e: Event): void {
    const row = (e.currentTarget as HTMLElement).closest('.next');
    const picked = [...(row?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-seat]') ?? [])].map(
      (el) => ({ seat: el.dataset['seat'] ?? '', option: el.value.trim() }),
    );
    const empty = row?.querySelector<HTMLInputElement>('input[data-seat]:placeholder-shown');
    if (picked.length === 0 || picked.some((p) => p.option === '')) {
      empty?.setCustomValidity('Type the answer in the format shown.');
      empty?.reportValidity();
      return;
    }
    this.apply(appendItem(this.text, index, 'answers', picked.length === 1 ? picked[0] : picked));
  }

  /** The answers as the engine read them (when it has read this text), else as written. */
  #answers(t: ReturnType<typeof readPackTest>, index: number | null) {
    const check = this.check;
    const read =
      check && check.text === this.text && check.index === index && typeof check.result !== 'string'
        ? check.result
        : null;
    const steps = read && read.steps.length === t.answers.length ? read.steps : null;
    return t.answers.map((a, i) => {
      const step = steps?.[i];
      const ids = a.answers.map((x) => x.option).join(', ');
      if (!step) return { state: '', words: a.words, why: '' };
      if (step.ok === true) return { state: 'checked', words: step.words, ids, why: '' };
      if (step.ok === false)
        return {
          state: 'refused',
          words: a.words,
          why: `Answer ${i + 1} no longer matches an option: ${step.problem}.`,
        };
      return { state: 'unchecked', words: a.words, why: '' };
    });
  }

  /** The row offering the next decision's options, or why there is none. */
  #next(index: number | null) {
    if (!this.testAnswers) return nothing;
    const check = this.check;
    if (!check || check.text !== this.text || check.index !== index)
      return html`<div class="next" role="status"><p class="hint">Asking the engine for the next options…</p></div>`;
    const r = check.result;
    if (typeof r === 'string')
      return html`<div class="next" role="status"><p class="message">The engine could not replay: ${r}</p></div>`;
    if (r.problems.length)
      return html`<div class="next" role="status">
        <p class="message">The test cannot be replayed: ${r.problems.slice(0, 2).join('; ')}</p>
      </div>`;
    const refused = r.steps.findIndex((s) => s.ok === false);
    if (refused >= 0)
      return html`<div class="next" role="status">
        <p class="hint">Fix or remove answer ${refused + 1} to see the options that follow it.</p>
      </div>`;
    if (r.ended)
      return html`<div class="next" role="status"><p class="hint">The game ends here (${r.ended}).</p></div>`;
    if (!r.next) return html`<div class="next" role="status"><p class="hint">No decision is pending.</p></div>`;
    const next = r.next;
    return html`<div class="next" aria-label="Next decision">
      <p>Next: <strong>${next.prompt || 'a decision'}</strong></p>
      <div class="add-row">
        ${next.seats.map((s) =>
          s.input
            ? html`<label
                >${s.seat} types (${s.input})
                <input name="next-${s.seat}" data-seat=${s.seat} spellcheck="false" placeholder=${s.input}
              /></label>`
            : html`<label
                >${s.seat} answers
                <select name="next-${s.seat}" data-seat=${s.seat}>
                  ${s.options.map(
                    (o) => html`<option value=${o.id}>${o.label}${o.label === o.id ? '' : ` (${o.id})`}</option>`,
                  )}
                </select>
              </label>`,
        )}
        <button type="button" @click=${(e: Event) => this.#addPicked(index, e)}>Add answer</button>
      </div>
    </div>`;
  }

  async #run(id: string): Promise<void> {
    if (!this.file || !this.runTests || this.running) return;
    this.running = true;
    this.verdict = null;
    const path = this.file.path;
    try {
      const result = await this.runTests(this.file.packId, true);
      const row = result.tests.find((t) => t.file === path && t.id === id);
      this.verdict = result.problems.length ? result.problems : row ? row.verdict : 'missing';
    } catch (err) {
      this.verdict = [err instanceof Error ? err.message : String(err)];
    } finally {
      this.running = false;
    }
  }

  #addAnswer(index: number | null, e: Event): void {
    const row = (e.currentTarget as HTMLElement).closest('.add-row');
    const seat = row?.querySelector<HTMLInputElement>('input[name="answer-seat"]');
    const option = row?.querySelector<HTMLInputElement>('input[name="answer-option"]');
    if (!seat || !option) return;
    const next = addAnswer(this.text, index, seat.value.trim(), option.value);
    if (next === this.text) {
      option.setCustomValidity('A seat such as s0 and an option id such as move:c12');
      option.reportValidity();
      return;
    }
    option.setCustomValidity('');
    this.apply(next);
    option.value = '';
  }

  #addExpectation(index: number | null, e: Event): void {
    const row = (e.currentTarget as HTMLElement).closest('.add-row');
    const fields: Record<string, string> = {};
    row?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-field]').forEach((el) => {
      fields[el.dataset['field'] ?? ''] = el.value;
    });
    const built = expectationFrom(this.addKind, fields);
    if (typeof built === 'string') {
      this.message = built;
      return;
    }
    this.message = '';
    this.apply(appendItem(this.text, index, 'expect', built));
    row?.querySelectorAll<HTMLInputElement>('input[data-field]').forEach((el) => (el.value = ''));
  }

  #verdict() {
    const v = this.verdict;
    if (this.running) return html`<p class="verdict" role="status">Running…</p>`;
    if (v === null) return html`<p class="verdict" role="status"></p>`;
    if (v === 'missing')
      return html`<p class="verdict fail" role="status">The runner did not find this test (is its id unique?).</p>`;
    if (Array.isArray(v))
      return html`<p class="verdict fail" role="status">Cannot run: ${v.slice(0, 3).join('; ')}</p>`;
    return v.ok
      ? html`<p class="verdict pass" role="status">✓ Passed</p>`
      : html`<p class="verdict fail" role="status">✗ Failed: ${v.reason}</p>`;
  }

  override render() {
    const tests = entitiesIn(this.text, 'pack-test');
    if (tests.length === 0) return nothing;
    const chosen = Math.min(this.selected, tests.length - 1);
    const index = tests[chosen]?.index ?? null;
    const t = readPackTest(this.text, index);
    const modes = modeChoices(this.packs, this.file?.packId ?? '', t.mode, this.findMode);
    const mode = modes.find((m) => m.ref === t.mode);
    const disabled = this.readOnly;
    return html`<h2 id="pack-test-form-heading">Edit pack test</h2>
      ${this.readOnly ? html`<p class="readonly">Bundled pack: the form is read-only.</p>` : nothing}
      ${entityPicker('Pack test in this file', tests, chosen, (i) => {
        this.selected = i;
      })}
      <form aria-labelledby="pack-test-form-heading" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset ?disabled=${disabled}>
          <label
            >Name
            <input
              name="name"
              .value=${live(t.name)}
              @input=${(e: Event) =>
                this.apply(writeText(this.text, index, ['name'], (e.target as HTMLInputElement).value, true))}
            />
          </label>
          <label
            >Notes
            <textarea
              name="description"
              .value=${live(t.description)}
              @input=${(e: Event) =>
                this.apply(writeText(this.text, index, ['description'], (e.target as HTMLTextAreaElement).value))}
            ></textarea>
          </label>
          <label
            >Mode
            <select
              name="mode"
              @change=${(e: Event) =>
                this.apply(writeValue(this.text, index, ['mode'], (e.target as HTMLSelectElement).value))}
            >
              ${t.mode ? nothing : html`<option value="" selected>Choose a mode</option>`}
              ${modes.map((m) => html`<option value=${m.ref} ?selected=${m.ref === t.mode}>${m.label}</option>`)}
            </select>
          </label>
          <label
            >Seats
            <input
              name="seats"
              type="number"
              min=${mode?.minSeats ?? 1}
              max=${mode?.maxSeats ?? 99}
              .value=${live(t.seats === null ? '' : String(t.seats))}
              @input=${(e: Event) =>
                this.apply(writeSeats(this.text, index, (e.target as HTMLInputElement).valueAsNumber))}
            />
          </label>
          ${mode && t.seats !== null && (t.seats < mode.minSeats || t.seats > mode.maxSeats)
            ? html`<p class="message">This mode seats ${mode.minSeats}–${mode.maxSeats}.</p>`
            : nothing}
          <label
            >Seed ${t.hasLayout ? html`<span class="hint">(the layout below decides the start)</span>` : nothing}
            <input
              name="seed"
              spellcheck="false"
              .value=${live(t.seed)}
              @change=${(e: Event) => this.apply(writeSeed(this.text, index, (e.target as HTMLInputElement).value))}
            />
          </label>
          <fieldset class="group" aria-label="Answers">
            <legend>Answers, in order</legend>
            ${t.answers.length === 0 ? html`<p class="hint">No scripted answers.</p>` : nothing}
            <ol class="rows">
              ${this.#answers(t, index).map(
                (a, i) =>
                  html`<li data-answer=${i} class=${a.state}>
                    <span
                      >${i + 1}. ${a.words}
                      ${a.state === 'checked' ? html`<span class="option-id">${a.ids}</span>` : nothing}
                      ${a.state === 'unchecked' ? html`<span class="option-id">(not replayed)</span>` : nothing}</span
                    >
                    <button
                      type="button"
                      class="quiet"
                      aria-label="Move answer ${i + 1} up"
                      ?disabled=${i === 0}
                      @click=${() => this.apply(moveItem(this.text, index, 'answers', i, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      class="quiet"
                      aria-label="Move answer ${i + 1} down"
                      ?disabled=${i === t.answers.length - 1}
                      @click=${() => this.apply(moveItem(this.text, index, 'answers', i, 1))}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      class="quiet"
                      aria-label="Remove answer ${i + 1}"
                      @click=${() => this.apply(removeItem(this.text, index, 'answers', i))}
                    >
                      Remove
                    </button>
                    ${a.why ? html`<p class="message why" role="alert">${a.why}</p>` : nothing}
                  </li>`,
              )}
            </ol>
            ${this.#next(index)}
            <details class="by-id" ?open=${!this.testAnswers}>
              <summary>Add an answer by option id</summary>
              <div class="add-row">
                <label>Seat <input name="answer-seat" value="s0" spellcheck="false" size="3" /></label>
                <label>Option id <input name="answer-option" spellcheck="false" placeholder="move:c12" /></label>
                <button type="button" @click=${(e: Event) => this.#addAnswer(index, e)}>Add this answer</button>
              </div>
            </details>
          </fieldset>
          <fieldset class="group" aria-label="Expectations">
            <legend>Expectations</legend>
            ${t.expectations.length === 0 ? html`<p class="hint">A test needs at least one expectation.</p>` : nothing}
            <ol class="rows">
              ${t.expectations.map(
                (x, i) =>
                  html`<li data-expectation=${i}>
                    <span>${x.words}</span>
                    <span></span><span></span>
                    <button
                      type="button"
                      class="quiet"
                      aria-label="Remove expectation ${i + 1}"
                      @click=${() => this.apply(removeItem(this.text, index, 'expect', i))}
                    >
                      Remove
                    </button>
                  </li>`,
              )}
            </ol>
            <div class="add-row">
              <label
                >New expectation
                <select
                  name="expect-kind"
                  @change=${(e: Event) => {
                    this.addKind = (e.target as HTMLSelectElement).value as ExpectationKind;
                    this.message = '';
                  }}
                >
                  ${EXPECTATION_KINDS.map(
                    (k) => html`<option value=${k.kind} ?selected=${k.kind === this.addKind}>${k.label}</option>`,
                  )}
                </select>
              </label>
              ${FIELDS[this.addKind].map(
                ([field, label, placeholder]) =>
                  html`<label
                    >${label}
                    <input name="expect-${field}" data-field=${field} spellcheck="false" placeholder=${placeholder}
                  /></label>`,
              )}
              ${this.addKind === 'eliminated'
                ? html`<label
                    >Eliminated
                    <select name="expect-eliminated" data-field="eliminated">
                      <option value="yes">yes</option>
                      <option value="no">no</option>
                    </select>
                  </label>`
                : nothing}
              <button type="button" @click=${(e: Event) => this.#addExpectation(index, e)}>Add expectation</button>
            </div>
            ${this.message ? html`<p class="message" role="alert">${this.message}</p>` : nothing}
          </fieldset>
        </fieldset>
      </form>
      <div class="run">
        <button type="button" ?disabled=${!this.runTests || this.running} @click=${() => void this.#run(t.id)}>
          ${this.running ? 'Running…' : 'Run this test'}
        </button>
        ${this.#verdict()}
      </div>`;
  }
}
