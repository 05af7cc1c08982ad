// `<rs-situation-form>`: the sandbox's "Edit situation". The situation the
// match stands in (read by the engine worker as a pack-test layout) is edited
// by hand — which room lies on each cell (or none: an empty cell) and whether it
// is face up, where each figure stands and whether it is still in play (or
// eliminated, or escaped), a turn in progress (which turn, which phase, whose
// turn, each figure's programme still to play), the counters and seat
// variables — then "Play from here"
// fires `rs-situation-play` with the layout, which the sandbox gives the
// engine to start from. Nothing here changes a state: the engine lays the
// table out from the layout, as it does for a pack test.
import { LitElement, css, html, nothing } from 'lit';
import type { Layout } from '@roomsmith/engine';
import type { Situation } from '../engine/situation.ts';
import { controls } from '../theme/theme.ts';

/** `rs-situation-play`: start the match from this layout. */
export class SituationPlayEvent extends CustomEvent<{ layout: Layout }> {
  static readonly eventName = 'rs-situation-play';
  constructor(layout: Layout) {
    super(SituationPlayEvent.eventName, { detail: { layout }, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'rs-situation-play': SituationPlayEvent;
  }
}

const OFF = 'off';
/** The room picker's value for an empty cell (no room). */
const EMPTY = '';
const STATUSES = [
  { value: 'active', label: 'in play' },
  { value: 'eliminated', label: 'eliminated' },
  { value: 'escaped', label: 'escaped' },
] as const;
type Status = (typeof STATUSES)[number]['value'];
const cellKey = ([r, c]: readonly number[]) => `${r},${c}`;

/** `<rs-situation-form>`: edit the situation, then play from it. */
export class RsSituationForm extends LitElement {
  static override styles = [
    controls,
    css`
      :host {
        display: block;
      }
      form {
        display: grid;
        gap: 0.75rem;
      }
      .cells {
        display: grid;
        gap: 0.25rem;
      }
      .cell {
        display: grid;
        gap: 0.15rem;
        padding: 0.25rem;
        border: 1px solid var(--rs-border, #8886);
        border-radius: 4px;
        font-size: 0.8rem;
      }
      .cell .room-name {
        font-weight: 600;
        line-height: 1.15;
        overflow-wrap: anywhere;
        min-height: 2.3em;
      }
      .cell.up {
        border-color: var(--rs-accent, #6aa3ff);
      }
      .cell.empty {
        border-style: dashed;
        opacity: 0.75;
      }
      .plan,
      .resume {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        font-size: 0.85rem;
      }
      .figure {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: end;
      }
      .cell select {
        width: 100%;
        min-width: 0;
        font-size: 0.8rem;
      }
      fieldset {
        display: grid;
        gap: 0.3rem;
        min-width: 0;
        border: 1px solid var(--rs-border, #8886);
        border-radius: 4px;
      }
      .actions {
        display: flex;
        gap: 0.5rem;
      }
    `,
  ];
  static override properties = {
    situation: { attribute: false },
    layout: { state: true },
  };
  declare situation: Situation | null;
  /** The layout being edited (a copy of the situation's). */
  declare layout: Layout;
  #from: Situation | null = null;

  constructor() {
    super();
    this.situation = null;
    this.layout = {};
  }

  protected override willUpdate(): void {
    if (this.situation !== this.#from) {
      this.#from = this.situation;
      this.layout = structuredClone(this.situation?.layout ?? {});
    }
  }

  #edit(change: (layout: Layout) => void): void {
    const next = structuredClone(this.layout);
    change(next);
    this.layout = next;
  }

  #setRoom(r: number, c: number, room: string): void {
    this.#edit((l) => {
      const row = l.grid?.[r];
      if (!row) return;
      row[c] = room === EMPTY ? null : room;
      if (room !== EMPTY) return;
      // An empty cell has nothing to turn face up or to stand on, and carries no marker.
      const here = cellKey([r, c]);
      l.revealed = (l.revealed ?? []).filter((at) => cellKey(at) !== here);
      if (l.markers) l.markers = l.markers.filter((m) => cellKey(m.cell) !== here);
      for (const f of l.figures ?? []) if (f.cell && cellKey(f.cell) === here) delete f.cell;
    });
  }

  #setStatus(i: number, status: Status): void {
    this.#edit((l) => {
      const f = l.figures?.[i];
      if (!f) return;
      if (status === 'active') delete f.status;
      else {
        f.status = status;
        // Out of play, a figure stands nowhere.
        delete f.cell;
        delete f.zone;
      }
    });
  }

  #setFaceUp(r: number, c: number, up: boolean): void {
    this.#edit((l) => {
      const others = (l.revealed ?? []).filter((at) => cellKey(at) !== cellKey([r, c]));
      l.revealed = up ? [...others, [r, c]] : others;
    });
  }

  #setWhere(i: number, where: string): void {
    this.#edit((l) => {
      const f = l.figures?.[i];
      if (!f) return;
      delete f.cell;
      delete f.zone;
      if (where.startsWith('cell:')) f.cell = where.slice(5).split(',').map(Number);
      else if (where.startsWith('zone:')) f.zone = where.slice(5);
    });
  }

  /** Sets where in a turn the match starts: a phase ('' = before the first turn), its number and actor. */
  #setTurn(change: { phase?: string; number?: number; actor?: number | null }): void {
    this.#edit((l) => {
      const phase = change.phase ?? l.turn?.phase ?? '';
      if (phase === '') {
        delete l.turn;
        for (const f of l.figures ?? []) delete f.plan;
        return;
      }
      const turn = { ...(l.turn ?? { phase }), phase };
      // Another phase or figure: the decisions taken from the old point no longer apply.
      if (change.phase !== undefined || change.actor !== undefined) delete turn.answers;
      if (change.number !== undefined && Number.isInteger(change.number) && change.number >= 1)
        turn.number = change.number;
      if (change.actor === null) delete turn.actor;
      else if (change.actor !== undefined) turn.actor = change.actor;
      l.turn = turn;
    });
  }

  #setPlan(i: number, plan: string[]): void {
    this.#edit((l) => {
      const f = l.figures?.[i];
      if (!f) return;
      if (plan.length) f.plan = plan;
      else delete f.plan;
    });
  }

  #turn() {
    const s = this.situation;
    if (!s || s.phases.length === 0) return nothing;
    const turn = this.layout.turn;
    const figures = this.layout.figures ?? [];
    const name = (i: number) =>
      `${s.figureNames[i] ?? figures[i]?.character ?? ''}${figures[i]?.seat ? ` (${figures[i]?.seat})` : ''}`;
    return html`<fieldset class="turn">
      <legend>Turn in progress</legend>
      <label
        >Start
        <select
          name="turn-phase"
          aria-label="Phase the match starts in"
          @change=${(e: Event) => this.#setTurn({ phase: (e.target as HTMLSelectElement).value })}
        >
          <option value="" ?selected=${!turn}>before the first turn (a fresh game)</option>
          ${s.phases.map(
            (p) => html`<option value=${p} ?selected=${turn?.phase === p}>inside a turn, in phase ${p}</option>`,
          )}
        </select></label
      >
      ${turn
        ? html`<label
              >Turn number
              <input
                type="number"
                min="1"
                step="1"
                name="turn-number"
                aria-label="Turn number"
                .value=${String(turn.number ?? 1)}
                @change=${(e: Event) => this.#setTurn({ number: (e.target as HTMLInputElement).valueAsNumber })}
            /></label>
            <label
              >Whose turn in ${turn.phase}
              <select
                name="turn-actor"
                aria-label="Whose turn it is"
                @change=${(e: Event) => {
                  const v = (e.target as HTMLSelectElement).value;
                  this.#setTurn({ actor: v === '' ? null : Number(v) });
                }}
              >
                <option value="" ?selected=${turn.actor === undefined}>the phase's first figure</option>
                ${figures.map(
                  (_, i) => html`<option value=${String(i)} ?selected=${turn.actor === i}>${name(i)}</option>`,
                )}
              </select></label
            >
            ${turn.answers?.length
              ? html`<div class="resume" data-resume=${turn.answers.length}>
                  <span
                    >Inside an action: ${turn.answers.length} ${turn.answers.length === 1 ? 'decision' : 'decisions'}
                    taken from here
                    (${turn.answers
                      .map((step) =>
                        (Array.isArray(step) ? step : [step]).map((a) => `${a.seat}: ${a.option}`).join(' + '),
                      )
                      .join(', ')})
                    ${turn.answers.length === 1 ? 'is' : 'are'} replayed, so the match resumes where it stood.</span
                  >
                  <button
                    type="button"
                    aria-label="Start the turn here instead of resuming the action"
                    @click=${() => this.#edit((l) => void delete l.turn?.answers)}
                  >
                    ✕
                  </button>
                </div>`
              : nothing}
            ${figures.map((f, i) => {
              const plan = f.plan ?? [];
              return html`<div class="plan" data-plan=${i}>
                <span>${name(i)} still plays: ${plan.length ? plan.join(', ') : 'nothing'}</span>
                ${plan.length
                  ? html`<button
                      type="button"
                      aria-label="Clear what ${name(i)} still plays"
                      @click=${() => this.#setPlan(i, [])}
                    >
                      ✕
                    </button>`
                  : nothing}
                <select
                  name="plan-add"
                  aria-label="Add an action ${name(i)} still plays"
                  @change=${(e: Event) => {
                    const select = e.target as HTMLSelectElement;
                    if (select.value) this.#setPlan(i, [...plan, select.value]);
                    select.value = '';
                  }}
                >
                  <option value="" selected>add an action…</option>
                  ${s.actions.map((a) => html`<option value=${a}>${a}</option>`)}
                </select>
              </div>`;
            })}`
        : nothing}
    </fieldset>`;
  }

  #setCounter(name: string, value: number): void {
    if (Number.isInteger(value)) this.#edit((l) => void ((l.counters ??= {})[name] = value));
  }

  #setSeatVar(seat: string, name: string, value: number): void {
    if (Number.isInteger(value)) this.#edit((l) => void (((l.seatVars ??= {})[seat] ??= {})[name] = value));
  }

  #cells() {
    const s = this.situation;
    const grid = this.layout.grid;
    if (!s || !grid) return html`<p>This mode's table has no grid to set rooms on.</p>`;
    const up = new Set((this.layout.revealed ?? []).map(cellKey));
    const name = (id: string | null) => (id === null ? 'Empty cell' : (s.rooms.find((r) => r.id === id)?.name ?? id));
    return html`<fieldset>
      <legend>Rooms on the cells</legend>
      <div
        class="cells"
        role="group"
        aria-label="Rooms"
        style="grid-template-columns: repeat(${s.cols}, minmax(0, 1fr))"
      >
        ${grid.flatMap((row, r) =>
          row.map((room, c) => {
            const where = `row ${r + 1}, column ${c + 1}`;
            const empty = room === null;
            return html`<div
              class="cell ${up.has(`${r},${c}`) ? 'up' : ''} ${empty ? 'empty' : ''}"
              data-cell=${`${r},${c}`}
            >
              <span class="room-name" aria-hidden="true">${name(room)}</span>
              <select
                name="room"
                title=${name(room)}
                aria-label="Room at ${where}"
                @change=${(e: Event) => this.#setRoom(r, c, (e.target as HTMLSelectElement).value)}
              >
                <option value=${EMPTY} ?selected=${empty}>— no room (empty cell) —</option>
                ${empty || s.rooms.some((x) => x.id === room)
                  ? nothing
                  : html`<option value=${room} selected>${name(room)}</option>`}
                ${s.rooms.map((x) => html`<option value=${x.id} ?selected=${x.id === room}>${x.name}</option>`)}
              </select>
              <label
                ><input
                  type="checkbox"
                  name="face-up"
                  aria-label="Room at ${where} face up"
                  ?disabled=${empty}
                  .checked=${up.has(`${r},${c}`)}
                  @change=${(e: Event) => this.#setFaceUp(r, c, (e.target as HTMLInputElement).checked)}
                />
                face up</label
              >
            </div>`;
          }),
        )}
      </div>
    </fieldset>`;
  }

  #figures() {
    const s = this.situation;
    const grid = this.layout.grid ?? [];
    const figures = this.layout.figures ?? [];
    if (!s || !figures.length) return nothing;
    const cellName = (r: number, c: number) => s.rooms.find((x) => x.id === grid[r]?.[c])?.name ?? grid[r]?.[c] ?? '';
    const status = (f: { status?: Status }): Status => f.status ?? 'active';
    return html`<fieldset>
      <legend>Figures</legend>
      ${figures.map((f, i) => {
        const label = `${s.figureNames[i] ?? f.character}${f.seat ? ` (${f.seat})` : ''}`;
        const value = f.cell ? `cell:${cellKey(f.cell)}` : f.zone ? `zone:${f.zone}` : OFF;
        const out = status(f) !== 'active';
        return html`<div class="figure" data-figure=${i} data-status=${status(f)}>
          <label
            >${label} stands on
            <select
              name="where"
              aria-label="Where ${label} stands"
              ?disabled=${out}
              @change=${(e: Event) => this.#setWhere(i, (e.target as HTMLSelectElement).value)}
            >
              ${grid.flatMap((row, r) =>
                row.map((room, c) =>
                  room === null
                    ? nothing
                    : html`<option value="cell:${r},${c}" ?selected=${value === `cell:${r},${c}`}>
                        row ${r + 1}, column ${c + 1} — ${cellName(r, c)}
                      </option>`,
                ),
              )}
              ${f.zone ? html`<option value="zone:${f.zone}" selected>zone ${f.zone}</option>` : nothing}
              <option value=${OFF} ?selected=${value === OFF}>off the table</option>
            </select></label
          >
          <label
            >status
            <select
              name="status"
              aria-label="Whether ${label} is in play"
              @change=${(e: Event) => this.#setStatus(i, (e.target as HTMLSelectElement).value as Status)}
            >
              ${STATUSES.map(
                (x) => html`<option value=${x.value} ?selected=${x.value === status(f)}>${x.label}</option>`,
              )}
            </select></label
          >
        </div>`;
      })}
    </fieldset>`;
  }

  #numbers() {
    const counters = Object.entries(this.layout.counters ?? {});
    const seatVars = Object.entries(this.layout.seatVars ?? {}).flatMap(([seat, vars]) =>
      Object.entries(vars).map(([name, value]) => ({ seat, name, value })),
    );
    if (!counters.length && !seatVars.length) return nothing;
    return html`<fieldset>
      <legend>Counters and seat variables</legend>
      ${counters.map(
        ([name, value]) =>
          html`<label
            >${name}
            <input
              type="number"
              step="1"
              name="counter"
              data-counter=${name}
              aria-label="Counter ${name}"
              .value=${String(value)}
              @change=${(e: Event) => this.#setCounter(name, (e.target as HTMLInputElement).valueAsNumber)}
          /></label>`,
      )}
      ${seatVars.map(
        ({ seat, name, value }) =>
          html`<label
            >${seat} · ${name}
            <input
              type="number"
              step="1"
              name="seat-var"
              aria-label="${seat}'s variable ${name}"
              .value=${String(value)}
              @change=${(e: Event) => this.#setSeatVar(seat, name, (e.target as HTMLInputElement).valueAsNumber)}
          /></label>`,
      )}
    </fieldset>`;
  }

  override render() {
    if (!this.situation) return html`<p role="status">Reading the situation…</p>`;
    return html`<form
      aria-label="Edit situation"
      @submit=${(e: Event) => {
        e.preventDefault();
        this.dispatchEvent(new SituationPlayEvent(structuredClone(this.layout)));
      }}
    >
      <p>
        Set the table as you want it, then play from there. The match restarts from this situation (the mode's setup
        steps are skipped), with the same seed; its answers start afresh.
      </p>
      ${this.#cells()} ${this.#figures()} ${this.#turn()} ${this.#numbers()}
      <div class="actions">
        <button type="submit">Play from here</button>
        <button
          type="button"
          @click=${() => this.dispatchEvent(new Event('rs-situation-cancel', { bubbles: true, composed: true }))}
        >
          Cancel
        </button>
      </div>
    </form>`;
  }
}
