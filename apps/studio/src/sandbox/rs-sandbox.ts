// `<rs-sandbox>`: play a mode by hand. Every seat is played by the author:
// the pending decision's options are buttons, the event log grows below,
// undo and redo step through the recorded answers. The match runs in the
// engine worker; this element only shows snapshots.
import { LitElement, html, nothing } from 'lit';
import type { Layout } from '@roomsmith/engine';
import type { Moment, Situation } from '../engine/situation.ts';
import type { SituationPlayEvent } from './rs-situation-form.ts';
import { live } from 'lit/directives/live.js';
import type { DealtCell, SandboxDecision, SandboxSnapshot } from '../engine/engine-protocol.ts';
import type { OptionPickEvent } from '../events/option-pick-event.ts';
import type { TimelineJumpEvent } from '../events/timeline-jump-event.ts';
import { downloadBytes } from '../app/download.ts';
import { SandboxCloseEvent } from '../events/sandbox-close-event.ts';
import { controls } from '../theme/theme.ts';
import { tileColours } from '../theme/tile-colours.ts';
import { pickFor } from './option-picks.ts';
import type { SandboxEngine } from './sandbox-engine.ts';
import { sandboxStyles } from './rs-sandbox.styles.ts';

/** `<rs-sandbox>`: the sandbox view. */
export class RsSandbox extends LitElement {
  static override styles = [controls, sandboxStyles];
  static override properties = {
    engine: { attribute: false },
    heading: { attribute: false },
    revision: { attribute: false },
    snapshot: { state: true },
    error: { state: true },
    editing: { state: true },
    situation: { state: true },
    moment: { state: true },
  };
  declare engine: SandboxEngine | null;
  /** What is being played, e.g. "room25:coop-s1 · seed 1 · 2 players". */
  declare heading: string;
  /** Bumped by the shell when the match's packs changed: the answers are replayed over them. */
  declare revision: number;
  #replayed = 0;
  declare snapshot: SandboxSnapshot | null;
  declare error: string;
  /** Which form is open over the board: "Edit situation", "Save this moment as a test", or none. */
  declare editing: 'situation' | 'moment' | null;
  declare situation: Situation | null;
  declare moment: Moment | null;
  /** The situation set up by hand the match starts from (kept by restarts), or null for the mode's setup. */
  #layout: Layout | null = null;
  #started: SandboxEngine | null = null;
  /** The seats' picks, kept here (not read from the last snapshot, which may be a restart behind). */
  #picks: Record<string, string[]> = {};

  constructor() {
    super();
    this.engine = null;
    this.heading = '';
    this.revision = 0;
    this.snapshot = null;
    this.error = '';
    this.editing = null;
    this.situation = null;
    this.moment = null;
  }

  protected override updated(): void {
    if (this.engine && this.engine !== this.#started) {
      this.#started = this.engine;
      this.#picks = {};
      this.#layout = null;
      this.editing = null;
      this.#replayed = this.revision;
      void this.#run((e) => e.start([]));
    } else if (this.engine && this.revision !== this.#replayed && this.snapshot?.seats.length) {
      this.#replayed = this.revision;
      void this.#run((e) => e.reload());
    }
  }

  async #run(step: (engine: SandboxEngine) => Promise<SandboxSnapshot>): Promise<void> {
    if (!this.engine) return;
    try {
      this.snapshot = await step(this.engine);
      this.error = '';
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** Restarts the match with `seat` played by a bot or by the author (the picks stay). */
  #setBot(seat: string, bot: boolean): void {
    const bots = (this.snapshot?.seats ?? []).filter((s) => (s.seat === seat ? bot : s.bot)).map((s) => s.seat);
    this.#restart(bots, this.#picks);
  }

  /** Restarts the match with `seat` playing `def` (a character the mode deals), or dealt at random (''). */
  #setPick(seat: string, def: string): void {
    const picks = { ...this.#picks };
    if (def) picks[seat] = [def];
    else delete picks[seat];
    this.#picks = picks;
    const bots = (this.snapshot?.seats ?? []).filter((s) => s.bot).map((s) => s.seat);
    this.#restart(bots, picks);
  }

  #restart(bots: string[], picks: Record<string, string[]>): void {
    const viewAs = this.snapshot?.viewAs ?? 'all';
    void this.#run(async (e) => {
      await e.start(bots, picks, this.#layout ?? undefined);
      return e.look(viewAs);
    });
  }

  /** Restarts the match with every seat played by a bot (the picks stay): it runs to its end (or 2000 decisions). */
  #allBots = (): void => {
    const bots = (this.snapshot?.seats ?? []).map((s) => s.seat);
    void this.#run((e) => e.start(bots, this.#picks, this.#layout ?? undefined));
  };

  /** Opens "Edit situation" on the situation the match stands in now. */
  #editSituation = async (): Promise<void> => {
    if (!this.engine?.situation) return;
    this.editing = 'situation';
    this.situation = null;
    try {
      this.situation = await this.engine.situation();
    } catch (error) {
      this.editing = null;
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  /** Restarts the match from the situation set up by hand (the seats' bots stay). */
  #playFrom = (e: SituationPlayEvent): void => {
    this.#layout = e.detail.layout;
    this.editing = null;
    this.#restart(
      (this.snapshot?.seats ?? []).filter((s) => s.bot).map((s) => s.seat),
      this.#picks,
    );
  };

  /** Opens "Save this moment as a test" on the match as it stands. */
  #saveMoment = async (): Promise<void> => {
    if (!this.engine?.moment) return;
    this.editing = 'moment';
    this.moment = null;
    try {
      this.moment = await this.engine.moment();
    } catch (error) {
      this.editing = null;
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  /** The form open over the board, if any. */
  #editor() {
    if (this.editing === 'situation')
      return html`<section class="editing" aria-labelledby="situation-heading">
        <h2 id="situation-heading">Edit situation</h2>
        <rs-situation-form
          .situation=${this.situation}
          @rs-situation-play=${this.#playFrom}
          @rs-situation-cancel=${() => (this.editing = null)}
        ></rs-situation-form>
      </section>`;
    if (this.editing === 'moment')
      return html`<section class="editing" aria-labelledby="moment-heading">
        <h2 id="moment-heading">Save this moment as a test</h2>
        <rs-save-moment
          .moment=${this.moment}
          @rs-save-test=${() => (this.editing = null)}
          @rs-save-moment-cancel=${() => (this.editing = null)}
        ></rs-save-moment>
      </section>`;
    return nothing;
  }

  /** Plays a replay file picked by the author, on this sandbox's packs. */
  #importReplay = async (e: Event): Promise<void> => {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file || !this.engine) return;
    try {
      const { snapshot, heading, hashMatches } = await this.engine.importReplay(await file.text());
      this.snapshot = snapshot;
      this.#picks = snapshot.picks;
      this.heading = heading;
      this.error = hashMatches ? '' : 'The replay ends in another state than it recorded (content changed since?).';
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  #exportReplay = async (): Promise<void> => {
    if (!this.engine) return;
    try {
      const text = await this.engine.replay();
      const name = `${this.heading.split(' ')[0]?.replace(':', '-') ?? 'match'}.replay.json`;
      downloadBytes(new TextEncoder().encode(text), name, 'application/json');
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  #pick = (e: OptionPickEvent): void => {
    const { seat, option } = e.detail;
    void this.#run((en) => en.answer(seat, option));
  };

  /** Whose knowledge the board shows: the designer's omniscient view is labelled as such; a seat's view says so. */
  #whoseEyes(s: SandboxSnapshot) {
    return s.viewAs === 'all'
      ? html`<p class="eyes omniscient" role="note" data-view="all">
          Designer's omniscient view: every role, hidden room and hand is shown. No player sees this.
        </p>`
      : html`<p class="eyes seat" role="note" data-view=${s.viewAs}>
          Seen through ${s.viewAs}'s eyes: only what ${s.viewAs} knows is shown.
        </p>`;
  }

  /** The pending decision as far as the viewer may answer it: seen through a seat, only that seat's options. */
  #viewersDecision(): SandboxDecision | null {
    const s = this.snapshot;
    if (!s?.decision || s.viewAs === 'all') return s?.decision ?? null;
    return { ...s.decision, seats: s.decision.seats.filter((seat) => seat.seat === s.viewAs) };
  }

  /** A tile of the complex; a button when a pending option targets it. */
  #cell(c: DealtCell) {
    const pick = pickFor(this.#viewersDecision(), { component: c.component });
    const style = `--tile: ${(c.room && tileColours[c.room.colour]) ?? tileColours['grey']}`;
    const body = html`<span>${c.room?.name}</span>
      ${c.markers?.length
        ? html`<span class="markers"
            >${c.markers.map(
              (m) =>
                html`<span class="marker" data-marker=${m.name} title="${m.name} ×${m.count}"
                  >${m.name === 'lock' ? '🔒' : m.name}${m.count > 1 ? ` ×${m.count}` : ''}</span
                >`,
            )}</span
          >`
        : nothing}
      <span
        >${c.figures.map((f) => html`<span class="figure">${f}</span>`)}${(c.neutral ?? []).map(
          (f) => html`<span class="figure neutral" title="${f} (no seat)">⬢ ${f}</span>`,
        )}</span
      >`;
    return pick
      ? html`<button
          class="cell target ${c.faceUp ? '' : 'down'}"
          data-room=${c.room?.id ?? ''}
          data-component=${c.component}
          data-option=${pick.option}
          style=${style}
          aria-label="${c.room?.name ?? 'hidden room'}: ${pick.label} (${pick.seat})"
          @click=${() => void this.#run((en) => en.answer(pick.seat, pick.option))}
        >
          ${body}
        </button>`
      : html`<div
          class="cell ${c.faceUp ? '' : 'down'}"
          role="gridcell"
          data-room=${c.room?.id ?? ''}
          data-component=${c.component}
          style=${style}
        >
          ${body}
        </div>`;
  }

  override render() {
    const s = this.snapshot;
    const grid = s?.grids[0];
    return html`<div class="frame">
      <div class="bar">
        <span>Sandbox</span><strong>${this.heading}</strong>
        <span>${s ? `step ${s.step}` : 'starting…'}</span>
        <span class="spacer"></span>
        ${(s?.seats ?? []).map(
          (seat) =>
            html`<label class="seat-mode"
                >${seat.seat}
                <select
                  data-seat=${seat.seat}
                  .value=${live(seat.bot ? 'bot' : 'human')}
                  @change=${(e: Event) => this.#setBot(seat.seat, (e.target as HTMLSelectElement).value === 'bot')}
                >
                  <option value="human" ?selected=${!seat.bot}>human</option>
                  <option value="bot" ?selected=${seat.bot}>bot</option>
                </select></label
              >${s?.pickable.length
                ? html`<label class="seat-mode"
                    >plays
                    <select
                      name="pick"
                      data-pick-seat=${seat.seat}
                      .value=${live(s.picks[seat.seat]?.[0] ?? '')}
                      aria-label="Character ${seat.seat} plays"
                      @change=${(e: Event) => this.#setPick(seat.seat, (e.target as HTMLSelectElement).value)}
                    >
                      <option value="" ?selected=${!s.picks[seat.seat]?.length}>dealt at random</option>
                      ${s.pickable.map(
                        (p) =>
                          html`<option value=${p.id} ?selected=${s.picks[seat.seat]?.[0] === p.id}>${p.name}</option>`,
                      )}
                    </select></label
                  >`
                : nothing}`,
        )}
        <label class="seat-mode"
          >View as
          <select
            name="view-as"
            @change=${(e: Event) => void this.#run((en) => en.look((e.target as HTMLSelectElement).value))}
          >
            <option value="all" ?selected=${s?.viewAs === 'all'}>everyone (designer's omniscient view)</option>
            ${(s?.seats ?? []).map(
              (seat) => html`<option value=${seat.seat} ?selected=${s?.viewAs === seat.seat}>${seat.seat}</option>`,
            )}
          </select></label
        >
        <button ?disabled=${!s?.seats.length} @click=${this.#allBots}>Bots play every seat</button>
        <button ?disabled=${!s?.canUndo} @click=${() => void this.#run((e) => e.undo())}>Undo</button>
        <button ?disabled=${!s?.canRedo} @click=${() => void this.#run((e) => e.redo())}>Redo</button>
        <button
          ?disabled=${!s?.seats.length || !this.engine?.situation}
          aria-pressed=${this.editing === 'situation' ? 'true' : 'false'}
          @click=${this.#editSituation}
        >
          Edit situation
        </button>
        <button
          ?disabled=${!s?.seats.length || !this.engine?.moment}
          aria-pressed=${this.editing === 'moment' ? 'true' : 'false'}
          @click=${this.#saveMoment}
        >
          Save this moment as a test
        </button>
        <button
          ?disabled=${!s || s.edited}
          title=${s?.edited ? 'A replay file cannot carry a situation set up by hand: save it as a test' : ''}
          @click=${this.#exportReplay}
        >
          Export replay
        </button>
        <button
          ?disabled=${!s}
          @click=${() => this.renderRoot.querySelector<HTMLInputElement>('#replay-input')?.click()}
        >
          Import replay…
        </button>
        <input
          id="replay-input"
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Import replay file"
          @change=${this.#importReplay}
        />
        <button @click=${() => this.dispatchEvent(new SandboxCloseEvent())}>Back to the editor</button>
      </div>
      <rs-timeline
        .cursor=${s?.cursor ?? 0}
        .recorded=${s?.recorded ?? 0}
        .diverged=${s?.diverged ?? null}
        @rs-timeline-jump=${(e: TimelineJumpEvent) => void this.#run((en) => en.jump(e.detail.cursor))}
      ></rs-timeline>
      <div class="board">
        ${this.#editor()} ${s ? this.#whoseEyes(s) : nothing}
        ${s?.edited
          ? html`<p class="eyes" role="note" data-situation="edited">Played from a situation set up by hand.</p>`
          : nothing}
        ${s?.problems.length ? html`<p class="problems" role="alert">${s.problems.join('\n')}</p>` : nothing}
        ${this.error ? html`<p class="problems" role="alert">${this.error}</p>` : nothing}
        ${grid
          ? html`<div
              class="grid"
              role="grid"
              aria-label="Complex"
              style="grid-template-columns: repeat(${grid.cols}, 1fr)"
            >
              ${grid.cells.map((c) =>
                // A room the viewer cannot identify stays a blank back, unless one of its options targets it.
                c && (c.room || pickFor(this.#viewersDecision(), { component: c.component }))
                  ? this.#cell(c)
                  : c
                    ? html`<div class="cell down hidden" role="gridcell" aria-label="hidden room"></div>`
                    : html`<div class="cell empty" role="gridcell" aria-label="no room"></div>`,
              )}
            </div>`
          : nothing}
        ${s?.zones.length
          ? html`<rs-table-zones
              .zones=${s.zones}
              .decision=${this.#viewersDecision()}
              @rs-option-pick=${this.#pick}
            ></rs-table-zones>`
          : nothing}
        <rs-state-inspector .engine=${this.engine} .snapshot=${s}></rs-state-inspector>
      </div>
      <div class="panel">
        <section class="decision" aria-labelledby="decision-heading">
          <h2 id="decision-heading">Decision</h2>
          ${s?.result ? html`<p class="result" role="status">Game over — ${s.result}</p>` : nothing}
          ${s?.decision
            ? html`<p class="prompt">${s.decision.prompt}</p>
                ${s.decision.seats.map((seat) =>
                  s.viewAs !== 'all' && seat.seat !== s.viewAs
                    ? html`<div class="seat other" data-seat=${seat.seat}>
                        ${seat.seat}${seat.answered ? ' — answered' : ' — deciding (hidden from this view)'}
                        ${seat.answered
                          ? nothing
                          : html`<button class="answer-as" @click=${() => void this.#run((en) => en.look(seat.seat))}>
                              Answer as ${seat.seat}
                            </button>`}
                      </div>`
                    : html`<div class="seat">${seat.seat}${seat.answered ? ' — answered' : ''}</div>
                        ${seat.input
                          ? html`<form
                              class="typed"
                              data-seat=${seat.seat}
                              @submit=${(e: Event) => {
                                e.preventDefault();
                                const field = (e.currentTarget as HTMLFormElement).elements.namedItem('answer');
                                const typed = field instanceof HTMLInputElement ? field.value.trim().toUpperCase() : '';
                                void this.#run((en) => en.answer(seat.seat, `text:${typed}`));
                              }}
                            >
                              <label
                                >Type ${seat.input}
                                <input name="answer" autocomplete="off" ?disabled=${seat.answered} />
                              </label>
                              <button type="submit" ?disabled=${seat.answered}>Answer</button>
                            </form>`
                          : nothing}
                        <div class="options" role="group" aria-label="Options of ${seat.seat}" data-seat=${seat.seat}>
                          ${seat.options.map(
                            (o) =>
                              html`<button
                                data-option=${o.id}
                                ?disabled=${seat.answered}
                                @click=${() => void this.#run((e) => e.answer(seat.seat, o.id))}
                              >
                                ${o.label}
                              </button>`,
                          )}
                        </div>`,
                )}`
            : html`<p class="prompt">${s ? 'Nothing to decide.' : ''}</p>`}
        </section>
        ${s?.roles
          ? html`<section aria-labelledby="roles-heading">
              <h2 id="roles-heading">Roles${s.viewAs === 'all' ? ' (every seat)' : ` (as ${s.viewAs} knows them)`}</h2>
              <ul class="roles" data-testid="roles">
                ${s.seats.map(
                  (seat) =>
                    html`<li data-seat=${seat.seat} data-known=${seat.role !== null ? 'yes' : 'no'}>
                      <strong>${seat.seat}</strong>${seat.seat === s.viewAs ? ' (you)' : ''} ·
                      ${seat.role !== null
                        ? html`<span class="role">${seat.role}</span>${seat.team ? ` · team ${seat.team}` : ''}`
                        : html`<span class="role hidden">hidden</span>`}
                    </li>`,
                )}
              </ul>
            </section>`
          : nothing}
        <section aria-labelledby="pieces-heading">
          <h2 id="pieces-heading">Pieces</h2>
          <ul class="pieces" data-testid="pieces">
            ${(s?.pieces ?? []).map(
              (p) =>
                html`<li data-piece=${p.id} data-status=${p.status}>
                  <strong>${p.name}</strong> ${p.id}${p.seat ? ` · ${p.seat}` : ''} ·
                  <span class="status ${p.status}">${p.status}</span>${p.on ? ` · on ${p.on}` : ''}
                </li>`,
            )}
          </ul>
        </section>
        ${s?.tokens.seats.some((seat) => seat.pieces.some((p) => p.tokens.length || p.abilities.length)) ||
        s?.tokens.neutral.length ||
        s?.tokens.marked.length
          ? html`<section class="tokens" aria-labelledby="tokens-heading" data-testid="tokens">
              <h2 id="tokens-heading">Tokens, robots and locks</h2>
              <rs-seat-tokens .panels=${s.tokens}></rs-seat-tokens>
            </section>`
          : nothing}
        <section class="log" aria-labelledby="log-heading">
          <h2 id="log-heading">Event log (${s?.log.length ?? 0})</h2>
          <ol aria-live="polite" data-testid="event-log">
            ${(s?.log ?? []).map((line) => html`<li>${line}</li>`)}
          </ol>
        </section>
      </div>
    </div>`;
  }
}
