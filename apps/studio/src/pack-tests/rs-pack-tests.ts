// `<rs-pack-tests>`: the selected pack's tests (its `pack-test` entities) by
// name; "Run tests" runs them in the engine worker and marks each ✓ or ✗ with
// the reason. Activating a test fires `rs-file-open` at the test.
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { PackTestRow, PackTestsResult } from '../engine/engine-protocol.ts';
import { FileOpenEvent } from '../events/file-open-event.ts';
import type { Pack } from '../workspace/pack.ts';
import { controls, sectionHeading, listRows } from '../theme/theme.ts';
import { packTestsStyles } from './rs-pack-tests.styles.ts';

/** Lists (and, if `run`, runs) the tests of pack `packId` with the packs it depends on. */
export type PackTestsFn = (packId: string, run: boolean) => Promise<PackTestsResult>;

/** Whether two snapshots of a pack hold the same files with the same text. */
export function sameFiles(a: Pack | null | undefined, b: Pack | null | undefined): boolean {
  if (!a || !b || a.id !== b.id) return false;
  if (a.files === b.files) return true;
  const names = Object.keys(a.files);
  return names.length === Object.keys(b.files).length && names.every((n) => a.files[n] === b.files[n]);
}

/** `<rs-pack-tests>`: the Tests panel of the selected pack. */
export class RsPackTests extends LitElement {
  static override styles = [controls, sectionHeading, listRows, packTestsStyles];
  static override properties = {
    pack: { attribute: false },
    runTests: { attribute: false },
    result: { state: true },
    running: { state: true },
  };
  declare pack: Pack | null;
  declare runTests: PackTestsFn | null;
  declare result: PackTestsResult | null;
  declare running: boolean;
  #asked = 0;

  constructor() {
    super();
    this.pack = null;
    this.runTests = null;
    this.result = null;
    this.running = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A pack that changes (an edit, a save's new revision) while its tests run is run again:
    // the run in flight is for the old text, and only listing the new one would drop its verdicts.
    // A new revision with the same files (an autosave after the run) keeps the verdicts it has.
    if (changed.has('runTests')) void this.#ask(this.running);
    else if (changed.has('pack') && (this.running || !sameFiles(changed.get('pack'), this.pack)))
      void this.#ask(this.running);
  }

  async #ask(run: boolean): Promise<void> {
    if (!this.pack || !this.runTests) return;
    const asked = ++this.#asked;
    this.running = run;
    try {
      const result = await this.runTests(this.pack.id, run);
      if (asked === this.#asked) this.result = result;
    } catch (error) {
      if (asked === this.#asked) this.result = { tests: [], problems: [String(error)] };
    } finally {
      if (asked === this.#asked) this.running = false;
    }
  }

  #open(row: PackTestRow): void {
    if (!this.pack) return;
    this.dispatchEvent(new FileOpenEvent({ packId: this.pack.id, path: row.file, line: row.line, column: row.column }));
  }

  #row(row: PackTestRow) {
    const state = row.verdict === null ? 'unrun' : row.verdict.ok ? 'pass' : 'fail';
    const mark = state === 'pass' ? '✓' : state === 'fail' ? '✗' : '·';
    const label = state === 'pass' ? 'passed' : state === 'fail' ? 'failed' : 'not run';
    return html`<li class=${state} data-test=${row.id}>
      <button @click=${() => this.#open(row)} title=${`${row.file}:${row.line}`}>
        <span class="mark" aria-hidden="true">${mark}</span>
        <span
          >${row.name}<span class="visually-hidden"> — ${label}</span> ${row.verdict && !row.verdict.ok
            ? html`<span class="reason">${row.verdict.reason}</span>`
            : nothing}</span
        >
      </button>
    </li>`;
  }

  override render() {
    const tests = this.result?.tests ?? [];
    const passed = tests.filter((t) => t.verdict?.ok).length;
    const failed = tests.filter((t) => t.verdict && !t.verdict.ok).length;
    return html`<div class="head">
        <h2 id="tests-heading">Tests</h2>
        <button ?disabled=${this.running || !tests.length} @click=${() => void this.#ask(true)}>
          ${this.running ? 'Running…' : 'Run tests'}
        </button>
      </div>
      <p class="summary" role="status" aria-live="polite">
        ${passed + failed ? `${passed} passed, ${failed} failed` : ''}
      </p>
      ${this.result?.problems.map((p) => html`<p class="problem">${p}</p>`)}
      ${tests.length
        ? html`<ul aria-labelledby="tests-heading">
            ${tests.map((t) => this.#row(t))}
          </ul>`
        : html`<p class="none">No tests in this pack.</p>`}`;
  }
}
