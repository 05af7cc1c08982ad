// `<rs-playtest>`: the Playtest dashboard. A "Playtest…" button opens it in a
// dialog: pick a mode of the workspace (with unsaved edits, as the sandbox
// plays them), the seats' bots, a number of games and a first seed; the batch
// runs in a worker with progress and Cancel. Then: outcome and seat win rates
// with 95% intervals, the game-length histogram, deaths (or firings) by room on
// a dealt complex, the per-content table, and the games — each opens in the
// sandbox at its final step, or shows its why trace. A/B plays the same seeds
// against a baseline snapshot of the packs, or against another mode, and shows
// the paired differences.
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import type { BotKind, GameLine, WhyTrace } from '@roomsmith/sim';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { DealtGrid } from '../engine/engine-protocol.ts';
import { PlayEvent } from '../events/play-event.ts';
import { controls, tokens } from '../theme/theme.ts';
import type { Pack } from '../workspace/pack.ts';
import {
  heatColour,
  lengthBins,
  outcomeRows,
  roomHeat,
  seatRows,
  sideRows,
  topContentRows,
  type ContentSort,
  type IntervalRow,
} from './chart-data.ts';
import { histogram, intervalChart } from './charts.ts';
import { contentTable, contentTableStyles, whyTraceList } from './content-table.ts';
import { workspaceModes, type ModeChoice } from './modes.ts';
import { seatsFor } from '../complex-preview/mode-info.ts';
import { PlaytestClient, type Progress, type RunningBatch } from './playtest-client.ts';
import { contentName, duration, percent, progressText, signed, withInterval } from './playtest-format.ts';
import type { MatchOptions, PlaytestResult, PlaytestSide, PlaytestSpec, SideResult } from './playtest-protocol.ts';
import { playtestStyles } from './rs-playtest.styles.ts';

/** The bots a seat can be given (named as `roomsmith sim --seats` names them; the kinds are written out here so the sim package stays out of the main bundle). */
export const BOT_CHOICES: Array<{ value: string; label: string; bot: BotKind }> = [
  { value: 'random', label: 'random', bot: { kind: 'random' } },
  { value: 'heuristic', label: 'heuristic', bot: { kind: 'heuristic' } },
  { value: 'ismcts:25', label: 'ISMCTS (25 iterations)', bot: { kind: 'ismcts', iterations: 25 } },
  { value: 'ismcts', label: 'ISMCTS (100 iterations)', bot: { kind: 'ismcts' } },
];

const botOf = (value: string): BotKind => BOT_CHOICES.find((c) => c.value === value)?.bot ?? { kind: 'random' };

/** What the designer compares the mode with. */
type Compare = 'none' | 'baseline' | 'mode';

/** A finished batch and what it was asked. */
interface Shown {
  result: PlaytestResult;
  spec: PlaytestSpec;
  /** Which sides are the packs as they are now (their games open in the sandbox). */
  live: { a: boolean; b: boolean };
  labels: { a: string; b: string };
}

const MAX_GAMES = 100_000;
const PAGE = 40;

/** The Playtest dashboard. */
export class RsPlaytest extends LitElement {
  // The content table's own rules (sort buttons, traces) come with it; the dashboard's after them.
  static override styles = [tokens, controls, contentTableStyles, playtestStyles];
  static override properties = {
    packs: { attribute: false },
    currentMode: { attribute: false },
    mode: { state: true },
    seats: { state: true },
    bots: { state: true },
    games: { state: true },
    seed: { state: true },
    rotate: { state: true },
    options: { state: true },
    compare: { state: true },
    otherMode: { state: true },
    baseline: { state: true },
    progress: { state: true },
    shown: { state: true },
    side: { state: true },
    error: { state: true },
    sortBy: { state: true },
    heatBy: { state: true },
    outcomeFilter: { state: true },
    listed: { state: true },
    why: { state: true },
    open: { state: true },
  };
  /** Every pack of the workspace, as it is now. */
  declare packs: readonly Pack[];
  /** The mode's pack and what it depends on (the sandbox's choice of packs); a plain field: a new function does not re-render. */
  packsFor: (mode: string) => Pack[] = () => [];
  /** The mode of the open file, if it is one: the dashboard starts on it. */
  declare currentMode: string | null;
  declare mode: string;
  declare seats: number;
  declare bots: string[];
  declare games: number;
  declare seed: number;
  declare rotate: boolean;
  /** The mode's match options as picked (an empty value leaves the mode's default). */
  declare options: Record<string, string>;
  declare compare: Compare;
  declare otherMode: string;
  /** The packs of a mode as they were when the designer kept them as a baseline. */
  declare baseline: { mode: string; packs: PackSnapshot[]; at: string } | null;
  declare progress: Progress | null;
  declare shown: Shown | null;
  /** Which side the detailed charts show. */
  declare side: 'a' | 'b';
  declare error: string;
  declare sortBy: ContentSort;
  declare heatBy: 'deaths' | 'fired';
  declare outcomeFilter: string;
  declare listed: number;
  declare why: { seed: number; side: 'a' | 'b'; traces: WhyTrace[] | null } | null;
  /** Whether the dialog is open (closed, it draws nothing: the workspace's modes are read only while open). */
  declare open: boolean;

  readonly #client = new PlaytestClient();
  #running: RunningBatch | null = null;

  constructor() {
    super();
    this.packs = [];
    this.currentMode = null;
    this.mode = '';
    this.seats = 1;
    this.bots = ['random'];
    this.games = 200;
    this.seed = 1;
    this.rotate = false;
    this.options = {};
    this.compare = 'none';
    this.otherMode = '';
    this.baseline = null;
    this.progress = null;
    this.shown = null;
    this.side = 'a';
    this.error = '';
    this.sortBy = 'deaths';
    this.heatBy = 'deaths';
    this.outcomeFilter = '';
    this.listed = PAGE;
    this.why = null;
    this.open = false;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#client.close();
  }

  #modesOf: { packs: readonly Pack[]; modes: ModeChoice[] } | null = null;

  /** The workspace's modes (read again only when the packs change). */
  get #modes(): ModeChoice[] {
    if (this.#modesOf?.packs !== this.packs) this.#modesOf = { packs: this.packs, modes: workspaceModes(this.packs) };
    return this.#modesOf.modes;
  }

  #choice(ref: string): ModeChoice | undefined {
    return this.#modes.find((m) => m.ref === ref);
  }

  /** Opens the dialog, on the open file's mode when there is one. */
  show(): void {
    const modes = this.#modes;
    if (!this.mode || !modes.some((m) => m.ref === this.mode))
      this.#setMode(modes.find((m) => m.ref === this.currentMode)?.ref ?? modes[0]?.ref ?? '');
    this.open = true;
    this.renderRoot.querySelector('dialog')?.showModal();
  }

  #setMode(ref: string): void {
    if (ref !== this.mode) this.options = {};
    this.mode = ref;
    const choice = this.#choice(ref);
    if (choice) this.#setSeats(seatsFor(choice, this.seats));
  }

  #setSeats(n: number): void {
    this.seats = n;
    this.bots = Array.from({ length: n }, (_, i) => this.bots[i] ?? this.bots[0] ?? 'random');
  }

  #snapshots(mode: string): PackSnapshot[] {
    return this.packsFor(mode).map((p) => ({ id: p.id, files: p.files }));
  }

  #keepBaseline = (): void => {
    this.baseline = { mode: this.mode, packs: this.#snapshots(this.mode), at: new Date().toLocaleTimeString('en') };
    this.compare = 'baseline';
  };

  /** The batch the form describes, or why it cannot run. */
  #spec(): { spec: PlaytestSpec; live: Shown['live']; labels: Shown['labels'] } | string {
    if (!this.mode) return 'Pick a mode.';
    const now: PlaytestSide = { packs: this.#snapshots(this.mode), mode: this.mode };
    const options = this.#matchOptions();
    const base = {
      seats: this.seats,
      bots: this.bots.map(botOf),
      rotate: this.rotate,
      ...(Object.keys(options).length ? { options } : {}),
    };
    const run = { games: this.games, firstSeed: this.seed };
    if (this.compare === 'baseline') {
      if (!this.baseline || this.baseline.mode !== this.mode) return 'Keep a baseline of this mode first.';
      return {
        spec: { a: { packs: this.baseline.packs, mode: this.mode }, b: now, ...base, ...run },
        live: { a: false, b: true },
        labels: { a: `baseline (${this.baseline.at})`, b: 'now' },
      };
    }
    if (this.compare === 'mode') {
      if (!this.otherMode) return 'Pick the mode to compare with.';
      return {
        spec: { a: now, b: { packs: this.#snapshots(this.otherMode), mode: this.otherMode }, ...base, ...run },
        live: { a: true, b: true },
        labels: { a: this.mode, b: this.otherMode },
      };
    }
    return { spec: { a: now, ...base, ...run }, live: { a: true, b: false }, labels: { a: this.mode, b: '' } };
  }

  /** The picked match options the mode reads, numbers and true/false as such (as `--option` reads them). */
  #matchOptions(): MatchOptions {
    const out: MatchOptions = {};
    for (const o of this.#choice(this.mode)?.options ?? []) {
      const v = this.options[o.name];
      if (!v) continue;
      out[o.name] = v === 'true' ? true : v === 'false' ? false : /^-?\d+$/.test(v) ? Number(v) : v;
    }
    return out;
  }

  #run = async (): Promise<void> => {
    const asked = this.#spec();
    if (typeof asked === 'string') {
      this.error = asked;
      return;
    }
    this.error = '';
    this.why = null;
    this.progress = { done: 0, total: asked.spec.games * (asked.spec.b ? 2 : 1), elapsedMs: 0 };
    const running = (this.#running = this.#client.run(asked.spec, (p) => {
      if (this.#running === running) this.progress = p;
    }));
    try {
      const result = await running.result;
      if (this.#running !== running) return;
      this.shown = { result, spec: asked.spec, live: asked.live, labels: asked.labels };
      this.side = asked.spec.b ? 'b' : 'a';
      this.outcomeFilter = '';
      this.listed = PAGE;
    } catch (error) {
      if (this.#running === running) this.error = error instanceof Error ? error.message : String(error);
    } finally {
      if (this.#running === running) {
        this.#running = null;
        this.progress = null;
      }
    }
  };

  #cancel = (): void => this.#running?.cancel();

  /** Plays a game of the shown batch again and opens it in the sandbox (or shows its why trace). */
  async #game(seed: number, side: 'a' | 'b', then: 'open' | 'why'): Promise<void> {
    const shown = this.shown;
    const s = shown?.spec[side];
    if (!shown || !s) return;
    if (then === 'why') this.why = { seed, side, traces: null };
    try {
      const game = await this.#client.game({
        side: s,
        seats: shown.spec.seats,
        bots: shown.spec.bots,
        rotate: shown.spec.rotate,
        seed,
        ...(shown.spec.options ? { options: shown.spec.options } : {}),
      });
      if (then === 'why') {
        this.why = { seed, side, traces: game.traces };
        return;
      }
      this.renderRoot.querySelector('dialog')?.close();
      this.dispatchEvent(
        new PlayEvent({
          mode: s.mode,
          seed,
          seats: shown.spec.seats,
          packs: [],
          replay: game.replay,
          ...(shown.spec.options
            ? { options: Object.fromEntries(Object.entries(shown.spec.options).map(([k, v]) => [k, String(v)])) }
            : {}),
        }),
      );
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.open && changed.has('packs') && this.mode && !this.#choice(this.mode)) this.mode = '';
  }

  override render() {
    return html`<button class="open" @click=${() => this.show()} title="Simulate games with bots and see the numbers">
        Playtest…
      </button>
      <dialog aria-labelledby="playtest-title" @close=${() => ((this.why = null), (this.open = false))}>
        <header>
          <h2 id="playtest-title">Playtest by simulation</h2>
          <button
            class="close"
            aria-label="Close the playtest dashboard"
            @click=${() => this.renderRoot.querySelector('dialog')?.close()}
          >
            ✕
          </button>
        </header>
        <div class="body">
          ${this.open
            ? html`${this.#form()} ${this.#status()} ${this.shown ? this.#results(this.shown) : nothing}`
            : nothing}
        </div>
      </dialog>`;
  }

  #form() {
    const modes = this.#modes;
    const choice = this.#choice(this.mode);
    const busy = this.progress !== null;
    const seatRange = choice?.seatCounts ?? [1];
    return html`<form
      class="setup"
      aria-label="Batch"
      @submit=${(e: Event) => {
        e.preventDefault();
        void this.#run();
      }}
    >
      <label
        >Mode
        <select
          name="mode"
          ?disabled=${busy}
          @change=${(e: Event) => this.#setMode((e.target as HTMLSelectElement).value)}
        >
          ${modes.map(
            (m) => html`<option value=${m.ref} ?selected=${m.ref === this.mode}>${m.name} (${m.ref})</option>`,
          )}
        </select>
      </label>
      <label
        >Players
        <select
          name="seats"
          ?disabled=${busy}
          @change=${(e: Event) => this.#setSeats(Number((e.target as HTMLSelectElement).value))}
        >
          ${seatRange.map((n) => html`<option value=${n} ?selected=${n === this.seats}>${n}</option>`)}
        </select>
      </label>
      ${choice?.options.map(
        (o) =>
          html`<label
            >${o.name}
            <select
              name="option-${o.name}"
              ?disabled=${busy}
              @change=${(e: Event) =>
                (this.options = { ...this.options, [o.name]: (e.target as HTMLSelectElement).value })}
            >
              ${o.values.map(
                (v) =>
                  html`<option value=${v.value} ?selected=${(this.options[o.name] ?? '') === v.value}>
                    ${v.label}
                  </option>`,
              )}
            </select>
          </label>`,
      ) ?? nothing}
      <fieldset class="bots" ?disabled=${busy}>
        <legend>Bots</legend>
        ${this.bots.map(
          (bot, i) =>
            html`<label
              >s${i}
              <select
                name="bot-s${i}"
                @change=${(e: Event) =>
                  (this.bots = this.bots.map((b, j) => (j === i ? (e.target as HTMLSelectElement).value : b)))}
              >
                ${BOT_CHOICES.map(
                  (c) => html`<option value=${c.value} ?selected=${c.value === bot}>${c.label}</option>`,
                )}
              </select>
            </label>`,
        )}
        ${this.seats > 1
          ? html`<label class="check"
              ><input
                type="checkbox"
                name="rotate"
                .checked=${this.rotate}
                @change=${(e: Event) => (this.rotate = (e.target as HTMLInputElement).checked)}
              />
              rotate seats each game</label
            >`
          : nothing}
      </fieldset>
      <label
        >Games
        <input
          name="games"
          type="number"
          min="1"
          max=${MAX_GAMES}
          .value=${String(this.games)}
          ?disabled=${busy}
          @change=${(e: Event) => (this.games = clampInt((e.target as HTMLInputElement).value, 1, MAX_GAMES, 200))}
        />
      </label>
      <label
        >First seed
        <input
          name="seed"
          type="number"
          min="0"
          .value=${String(this.seed)}
          ?disabled=${busy}
          @change=${(e: Event) => (this.seed = clampInt((e.target as HTMLInputElement).value, 0, 2 ** 31, 1))}
        />
      </label>
      <fieldset class="compare" ?disabled=${busy}>
        <legend>Compare (A/B on the same seeds)</legend>
        <label
          >with
          <select
            name="compare"
            @change=${(e: Event) => (this.compare = (e.target as HTMLSelectElement).value as Compare)}
          >
            <option value="none" ?selected=${this.compare === 'none'}>nothing</option>
            <option value="baseline" ?selected=${this.compare === 'baseline'}>
              the
              baseline${this.baseline && this.baseline.mode === this.mode
                ? ` kept at ${this.baseline.at}`
                : ' (keep one first)'}
            </option>
            <option value="mode" ?selected=${this.compare === 'mode'}>another mode</option>
          </select>
        </label>
        ${this.compare === 'mode'
          ? html`<select
              name="other-mode"
              aria-label="Mode to compare with"
              @change=${(e: Event) => (this.otherMode = (e.target as HTMLSelectElement).value)}
            >
              <option value="" ?selected=${!this.otherMode}>pick a mode…</option>
              ${modes
                .filter((m) => m.ref !== this.mode)
                .map(
                  (m) =>
                    html`<option value=${m.ref} ?selected=${m.ref === this.otherMode}>${m.name} (${m.ref})</option>`,
                )}
            </select>`
          : nothing}
        <button
          type="button"
          class="baseline"
          @click=${this.#keepBaseline}
          ?disabled=${!this.mode}
          title="Remember this mode's packs as they are now; edit them, then compare"
        >
          Keep packs as baseline
        </button>
      </fieldset>
      <div class="actions">
        ${busy
          ? html`<button type="button" class="cancel" @click=${this.#cancel}>Cancel</button>`
          : html`<button type="submit" class="primary run">
              Simulate ${this.games.toLocaleString('en')} game${this.games === 1 ? '' : 's'}
            </button>`}
      </div>
    </form>`;
  }

  #status() {
    return html`${this.progress
      ? html`<div class="progress" role="status" aria-live="polite">
          <progress max=${this.progress.total} value=${this.progress.done}></progress>
          <span>${progressText(this.progress)}</span>
        </div>`
      : nothing}
    ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}`;
  }

  #results(shown: Shown) {
    const { result, spec, labels } = shown;
    const side = (this.side === 'b' && result.b ? 'b' : 'a') as 'a' | 'b';
    const r = result[side] ?? result.a;
    const bots = spec.bots.map((b) => (b.kind === 'ismcts' ? `ismcts:${b.iterations ?? 100}` : b.kind)).join(', ');
    const options = Object.entries(spec.options ?? {})
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ');
    const rate = result.seconds > 0 ? (result.games * (result.b ? 2 : 1)) / result.seconds : 0;
    return html`<section class="results" aria-label="Results">
      <p class="summary">
        ${result.games.toLocaleString('en')} game${result.games === 1 ? '' : 's'} of
        <strong>${spec.a.mode}</strong>${spec.b ? html` (A) and <strong>${spec.b.mode}</strong> (B)` : nothing} ·
        ${spec.seats} player${spec.seats === 1 ? '' : 's'} (${bots}${spec.rotate ? ', rotated' : ''}) ·
        ${options ? html`options ${options} ·` : nothing}
        ${result.cancelled
          ? `seeds from ${spec.firstSeed} (each worker stopped where it was)`
          : `seeds ${spec.firstSeed}–${spec.firstSeed + result.games - 1}`}
        · ${duration(result.seconds)} (${rate.toFixed(rate < 10 ? 1 : 0)} games/s)
        ${result.cancelled ? html`· <strong class="cancelled">cancelled: the games played so far</strong>` : nothing}
      </p>
      ${result.ab && result.b ? this.#ab(shown) : nothing}
      ${result.b
        ? html`<div class="sides" role="group" aria-label="Side shown">
            ${(['a', 'b'] as const).map(
              (s) =>
                html`<button aria-pressed=${side === s ? 'true' : 'false'} @click=${() => (this.side = s)}>
                  ${s.toUpperCase()}: ${labels[s]}
                </button>`,
            )}
          </div>`
        : nothing}
      ${this.#side(r, spec, side)} ${this.#gamesList(shown)}
    </section>`;
  }

  #side(r: SideResult, spec: PlaytestSpec, side: 'a' | 'b') {
    const report = r.report;
    const seats = Array.from({ length: spec.seats }, (_, i) => `s${i}`);
    const m = report.length.mean;
    const name = (id: string) => contentName(id, r.names);
    const decided = topContentRows(report.content, 'decidedShare', name);
    return html`${r.errors.length
        ? html`<div class="error" role="alert">
            ${report.errors} game${report.errors === 1 ? '' : 's'} failed:
            <ul>
              ${r.errors.map((e) => html`<li>seed ${e.seed}: ${e.message}</li>`)}
            </ul>
          </div>`
        : nothing}
      <div class="charts" data-side=${side}>
        ${intervalChart(outcomeRows(report), {
          name: 'outcomes',
          caption: 'Outcomes — share of games, with 95% intervals',
          format: (x) => percent(x, 0),
        })}
        ${intervalChart(seatRows(report, seats), {
          name: 'seats',
          caption: 'Win rate by seat (and by bot), with 95% intervals',
          format: (x) => percent(x, 0),
        })}
        <div>
          ${histogram(lengthBins(r.lengths), {
            name: 'length',
            caption: 'Game length — decisions per game',
            unit: 'decisions',
          })}
          <p class="note">
            mean ${m.value.toFixed(1)} (95% CI ${m.low.toFixed(1)}–${m.high.toFixed(1)}) · median
            ${report.length.median} · min ${report.length.min} · max ${report.length.max}
          </p>
        </div>
        ${decided.length
          ? intervalChart(decided, {
              name: 'decided',
              caption: 'What decided the games — share of games, with 95% intervals',
              format: (x) => percent(x, 0),
            })
          : html`<p class="note">No content decided a game.</p>`}
        ${sideRows(report).length
          ? intervalChart(sideRows(report), {
              name: 'sides',
              caption: 'Win rate by team and by role, with 95% intervals',
              format: (x) => percent(x, 0),
            })
          : nothing}
        ${report.firstPlayer
          ? html`<p class="note" data-testid="first-player">
              First player wins ${withInterval(report.firstPlayer.rate)} of the games (${report.firstPlayer.wins} of
              ${report.firstPlayer.games}).
            </p>`
          : nothing}
      </div>
      ${r.grids[0] ? this.#heat(r.grids[0], r, spec) : nothing}
      ${contentTable(report.content, {
        sortBy: this.sortBy,
        onSort: (by) => (this.sortBy = by),
        name,
        neverFired: report.neverFired,
      })}`;
  }

  #heat(grid: DealtGrid, r: SideResult, spec: PlaytestSpec) {
    const heat = roomHeat(r.report.content);
    const value = (id: string | undefined) => {
      const h = id ? heat.get(id) : undefined;
      return h ? (this.heatBy === 'deaths' ? h.deathsPerGame : h.firedPerGame) : 0;
    };
    const max = Math.max(0, ...grid.cells.map((c) => value(c?.room?.id)));
    const unit = this.heatBy === 'deaths' ? 'deaths per game' : 'times fired per game';
    return html`<section class="heat" aria-labelledby="heat-heading">
      <h3 id="heat-heading">
        ${this.heatBy === 'deaths' ? 'Deaths' : 'Firings'} by room, on the complex of seed ${spec.firstSeed}
      </h3>
      <label
        >Colour by
        <select
          name="heat-by"
          @change=${(e: Event) => (this.heatBy = (e.target as HTMLSelectElement).value as 'deaths' | 'fired')}
        >
          <option value="deaths" ?selected=${this.heatBy === 'deaths'}>deaths per game</option>
          <option value="fired" ?selected=${this.heatBy === 'fired'}>times fired per game</option>
        </select>
      </label>
      <div class="grid" role="img" aria-label="Rooms of the complex coloured by ${unit}" style="--cols: ${grid.cols}">
        ${grid.cells.map((c) => {
          const v = value(c?.room?.id);
          return c?.room
            ? html`<div
                class="cell"
                data-room=${c.room.id}
                data-value=${v}
                style="background: ${heatColour(v, max)}"
                title="${c.room.name}: ${v.toFixed(2)} ${unit}"
              >
                <span>${c.room.name}</span><strong>${v ? v.toFixed(2) : '–'}</strong>
              </div>`
            : html`<div class="cell empty"></div>`;
        })}
      </div>
      <p class="note">
        Rooms are dealt differently in every game; each tile shows its room's ${unit} over the whole batch (hottest
        ${max.toFixed(2)}).
      </p>
    </section>`;
  }

  #ab(shown: Shown) {
    const ab = shown.result.ab;
    if (!ab) return nothing;
    const { labels } = shown;
    const moved = ab.moved.filter((m) => m.significant).slice(0, 12);
    const names = { ...shown.result.a.names, ...shown.result.b?.names };
    const rows: IntervalRow[] = moved.map((m) => ({
      label: contentName(m.content, names),
      interval: m.deathsDiff,
      note: `deaths per game ${m.deathsPerGameA.toFixed(2)} → ${m.deathsPerGameB.toFixed(2)}, in games ${percent(m.gamesA)} → ${percent(m.gamesB)}`,
    }));
    return html`<section class="ab" aria-labelledby="ab-heading">
      <h3 id="ab-heading">A/B: ${ab.pairs} paired games (same seeds, same bots), B − A</h3>
      <p class="note">A = ${labels.a} · B = ${labels.b}</p>
      <div class="charts">
        ${intervalChart(
          [
            { label: `A: any victory`, interval: ab.winA },
            { label: `B: any victory`, interval: ab.winB },
          ],
          { name: 'ab-wins', caption: 'Any victory, A and B, with 95% intervals', format: (x) => percent(x, 0) },
        )}
        ${intervalChart([{ label: 'result score', interval: ab.result }], {
          name: 'ab-result',
          caption: 'Paired difference of the result (win 1, partial ½, loss 0), B − A',
          format: (x) => signed(x, 2),
          difference: true,
          minReach: 0.2,
        })}
        ${intervalChart([{ label: 'decisions per game', interval: ab.length }], {
          name: 'ab-length',
          caption: 'Paired difference of game length, B − A',
          format: (x) => signed(x, 1),
          difference: true,
          minReach: 2,
        })}
        ${rows.length
          ? intervalChart(rows, {
              name: 'ab-content',
              caption: 'Content that moved (significant at 5%): deaths per game, B − A',
              format: (x) => signed(x, 2),
              difference: true,
              minReach: 0.05,
            })
          : html`<p class="note">No content's numbers moved significantly.</p>`}
      </div>
    </section>`;
  }

  #gamesList(shown: Shown) {
    const { result } = shown;
    const bySeed = new Map((result.b?.lines ?? []).map((l) => [l.seed, l]));
    const outcomes = [...new Set([...result.a.lines, ...(result.b?.lines ?? [])].map((l) => l.outcome))].sort();
    const lines = result.a.lines.filter(
      (l) =>
        !this.outcomeFilter || l.outcome === this.outcomeFilter || bySeed.get(l.seed)?.outcome === this.outcomeFilter,
    );
    const cell = (l: GameLine | undefined) =>
      l
        ? html`${l.outcome}${l.winners.length ? html` <span class="muted">(${l.winners.join(', ')})</span>` : nothing}`
        : '–';
    const actions = (seed: number, side: 'a' | 'b') =>
      shown.live[side]
        ? html`<button
              class="open-game"
              data-seed=${seed}
              data-side=${side}
              @click=${() => void this.#game(seed, side, 'open')}
            >
              Open${result.b ? ` ${side.toUpperCase()}` : ''} in sandbox
            </button>
            <button class="why" @click=${() => void this.#game(seed, side, 'why')}>Why?</button>`
        : html`<span class="muted" title="The baseline's packs are no longer in the workspace">baseline</span>`;
    return html`<section class="games" aria-labelledby="games-heading">
      <h3 id="games-heading">Games</h3>
      <label
        >Outcome
        <select
          name="outcome-filter"
          @change=${(e: Event) => ((this.outcomeFilter = (e.target as HTMLSelectElement).value), (this.listed = PAGE))}
        >
          <option value="">every outcome</option>
          ${outcomes.map((o) => html`<option value=${o} ?selected=${o === this.outcomeFilter}>${o}</option>`)}
        </select>
      </label>
      <table class="games-table" data-testid="games-table">
        <thead>
          <tr>
            <th scope="col">Seed</th>
            <th scope="col">${result.b ? 'A outcome' : 'Outcome'}</th>
            <th scope="col">Decisions</th>
            ${result.b
              ? html`<th scope="col">B outcome</th>
                  <th scope="col">B decisions</th>`
              : nothing}
            <th scope="col"><span class="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          ${lines.slice(0, this.listed).map((l) => {
            const b = bySeed.get(l.seed);
            return html`<tr data-seed=${l.seed} class=${b && b.outcome !== l.outcome ? 'differs' : ''}>
                <th scope="row">${l.seed}</th>
                <td>${cell(l)}</td>
                <td>${l.decisions}</td>
                ${result.b
                  ? html`<td>${cell(b)}</td>
                      <td>${b?.decisions ?? '–'}</td>`
                  : nothing}
                <td class="row-actions">${actions(l.seed, 'a')} ${result.b ? actions(l.seed, 'b') : nothing}</td>
              </tr>
              ${this.why?.seed === l.seed
                ? html`<tr class="why-row">
                    <td colspan=${result.b ? 6 : 4}>${this.#why()}</td>
                  </tr>`
                : nothing}`;
          })}
        </tbody>
      </table>
      ${lines.length > this.listed
        ? html`<button class="more" @click=${() => (this.listed += PAGE)}>
            Show more (${lines.length - this.listed} left)
          </button>`
        : nothing}
    </section>`;
  }

  #why() {
    const why = this.why;
    if (!why) return nothing;
    if (!why.traces) return html`<p class="muted">Playing seed ${why.seed} again…</p>`;
    if (!why.traces.length) return html`<p class="muted">Nothing decisive happened in this game.</p>`;
    return whyTraceList(why.traces, `Why seed ${why.seed} ended as it did`);
  }
}

function clampInt(text: string, min: number, max: number, fallback: number): number {
  const n = Math.round(Number(text));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
