// `<rs-invite-players>`: on a mode's preview, opens a remote playtest session
// on the playtest server (apps/playtest) and shows one link per seat and a
// lobby link; the host fills empty seats with bots, pauses, ends and downloads
// the replay. The studio never sees the players' views: the server does.
import { LitElement, css, html, nothing } from 'lit';
import { downloadBytes } from '../app/download.ts';
import { modeInfo, seatsFor, seedValue, type ModeFinder } from '../complex-preview/mode-info.ts';
import { seatsField, seedField } from '../complex-preview/seed-seats-fields.ts';
import type { ContentSort } from '../playtest/chart-data.ts';
import { contentTable, contentTableStyles, whyTraceList } from '../playtest/content-table.ts';
import { contentName } from '../playtest/playtest-format.ts';
import { controls, panelSection } from '../theme/theme.ts';
import type { Pack } from '../workspace/pack.ts';
import {
  fetchRecord,
  fetchReport,
  hostRequest,
  keepHostSession,
  keptHostSession,
  openSession,
  playtestBase,
  PLAYTEST_URL_KEY,
  sessionRequest,
  type OpenedSession,
  type SessionReport,
} from './invite-client.ts';

const tabStorage = (): Storage | null => {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
};

const savedBase = (): string | null => {
  try {
    return localStorage.getItem(PLAYTEST_URL_KEY);
  } catch {
    return null;
  }
};

export class RsInvitePlayers extends LitElement {
  static override styles = [
    controls,
    panelSection,
    contentTableStyles,
    css`
      form {
        display: flex;
        gap: 8px;
        align-items: end;
        flex-wrap: wrap;
      }
      input[type='number'] {
        width: 4em;
      }
      input[name='seed'] {
        width: 6em;
      }
      ul {
        list-style: none;
        padding: 0;
        margin: 8px 0;
        display: grid;
        gap: 4px;
      }
      li {
        display: grid;
        grid-template-columns: 8.5em minmax(0, 1fr) auto auto;
        gap: 6px;
        align-items: center;
        font-size: 12px;
      }
      li input {
        width: 100%;
        min-width: 0;
        box-sizing: border-box;
        font-family: var(--rs-mono, monospace);
        font-size: 11px;
      }
      .actions {
        display: flex;
        gap: 6px;
        flex-wrap: wrap;
      }
      dialog.analytics-dialog {
        width: min(1000px, 94vw);
        max-height: 88vh;
        padding: 0;
        background: var(--rs-bg, #15171c);
        color: var(--rs-text, inherit);
        border: 1px solid var(--rs-border, #444);
        border-radius: 8px;
      }
      .analytics {
        padding: 12px 16px;
      }
      .analytics header {
        display: flex;
        gap: 8px;
        align-items: baseline;
        justify-content: space-between;
      }
      .analytics h3 {
        margin: 0;
      }
      .problems {
        white-space: pre-wrap;
        color: var(--rs-error, #b00020);
      }
    `,
  ];
  static override properties = {
    packId: { attribute: false },
    text: { attribute: false },
    packs: { attribute: false },
    findMode: { attribute: false },
    seats: { state: true },
    seed: { state: true },
    session: { state: true },
    error: { state: true },
    busy: { state: true },
    analytics: { state: true },
    sortBy: { state: true },
  };
  declare packId: string;
  declare text: string;
  /** Every pack of the workspace (the mode's pack and its dependencies are uploaded). */
  declare packs: readonly Pack[];
  declare findMode: ModeFinder | null;
  declare seats: number | null;
  declare seed: string;
  declare session: OpenedSession | null;
  declare error: string;
  declare busy: boolean;
  /** The session's analytics as last fetched (shown like a simulated game's on the Playtest dashboard). */
  declare analytics: SessionReport | null;
  declare sortBy: ContentSort;
  #poll: ReturnType<typeof setInterval> | undefined;
  /** The mode whose kept session this element last looked for (it looks again when the mode changes). */
  #resumedFor = '';

  constructor() {
    super();
    this.packId = '';
    this.text = '';
    this.packs = [];
    this.findMode = null;
    this.seats = null;
    this.seed = '1';
    this.session = null;
    this.error = '';
    this.busy = false;
    this.analytics = null;
    this.sortBy = 'fired';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.#poll);
  }

  protected override updated(changed: Map<string, unknown>): void {
    // Only a new file or pack can name another mode: a redraw for the session's status does not parse the file again.
    if (!['packId', 'text', 'findMode'].some((k) => changed.has(k))) return;
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    const mode = info ? `${this.packId}:${info.id}` : '';
    if (mode && mode !== this.#resumedFor) {
      this.#resumedFor = mode;
      void this.#resume(mode);
    }
  }

  /** Hosts again the session this tab opened on `mode` before a reload, if the server still knows it. */
  async #resume(mode: string): Promise<void> {
    const storage = tabStorage();
    const kept = storage ? keptHostSession(storage, mode) : null;
    if (!kept || this.session) return;
    try {
      const status = await hostRequest(kept, 'status', fetch);
      if (this.session || this.#resumedFor !== mode) return;
      this.session = { ...kept, status };
      clearInterval(this.#poll);
      if (status.status !== 'ended') this.#poll = setInterval(() => void this.#host('status'), 2000);
    } catch (error) {
      this.error = `The session this tab was hosting (${kept.id}) did not answer: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  #invite = async (): Promise<void> => {
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    if (!info) return;
    const seats = seatsFor(info, this.seats);
    const seed = seedValue(this.seed);
    this.busy = true;
    this.error = '';
    try {
      const base = playtestBase(location, savedBase());
      this.analytics = null;
      const mode = `${this.packId}:${info.id}`;
      this.session = await openSession(base, sessionRequest(this.packs, mode, seats, seed));
      const storage = tabStorage();
      if (storage) keepHostSession(storage, mode, this.session);
      clearInterval(this.#poll);
      this.#poll = setInterval(() => void this.#host('status'), 2000);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    } finally {
      this.busy = false;
    }
  };

  async #host(action: 'status' | 'bots' | 'pause' | 'resume' | 'end', seats?: string[]): Promise<void> {
    const session = this.session;
    if (!session) return;
    try {
      const status = await hostRequest(session, action, fetch, seats);
      if (this.session === session) this.session = { ...session, status };
      if (status.status === 'ended' && action === 'status') {
        clearInterval(this.#poll);
        void this.#showAnalytics(false);
      }
      if (action !== 'status') this.error = '';
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      if (action === 'status') clearInterval(this.#poll);
    }
  }

  #download = async (what: 'replay' | 'analytics'): Promise<void> => {
    const session = this.session;
    if (!session) return;
    try {
      const text = await fetchRecord(session, what);
      downloadBytes(new TextEncoder().encode(text), `playtest-${session.id}.${what}.json`, 'application/json');
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  /** Fetches the session's analytics (during the session: so far; after it: the whole game); `open` shows them. */
  #showAnalytics = async (open = true): Promise<void> => {
    const session = this.session;
    if (!session) return;
    try {
      const analytics = await fetchReport(session);
      if (this.session !== session) return;
      this.analytics = analytics;
      if (open) {
        await this.updateComplete;
        const dialog = this.renderRoot.querySelector<HTMLDialogElement>('dialog.analytics-dialog');
        if (dialog && !dialog.open) dialog.showModal();
      }
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  };

  #analyticsView(a: SessionReport) {
    const name = (id: string) => contentName(id, a.names);
    const outcome = a.report.outcomes[0]?.outcome ?? 'unfinished';
    return html`<section class="analytics" aria-label="Session analytics">
      <header>
        <h3>Analytics of this session</h3>
        <span>
          <button type="button" @click=${() => void this.#showAnalytics()}>Refresh</button>
          <button
            type="button"
            aria-label="Close the session analytics"
            @click=${() => this.renderRoot.querySelector<HTMLDialogElement>('dialog.analytics-dialog')?.close()}
          >
            ✕
          </button>
        </span>
      </header>
      <p class="summary">
        ${a.status === 'ended' ? 'The game' : 'So far'}: ${a.report.length.max} decisions ·
        ${a.status === 'ended' ? `outcome ${outcome}` : 'still playing'} · the same table and why trace as the Playtest
        dashboard shows for a simulated game
      </p>
      ${contentTable(a.report.content, { sortBy: this.sortBy, onSort: (by) => (this.sortBy = by), name })}
      <details open>
        <summary>Why the game went as it did</summary>
        ${a.traces.length
          ? whyTraceList(a.traces, 'Why this session ended as it did')
          : html`<p class="muted">Nothing decisive happened yet.</p>`}
      </details>
    </section>`;
  }

  #copy = (link: string) => void navigator.clipboard?.writeText(link).catch(() => undefined);

  #sessionView(session: OpenedSession) {
    const { status } = session;
    const kindOf = (seat: string) => status.seats.find((s) => s.seat === seat);
    const label = (seat: string) => {
      const s = kindOf(seat);
      if (!s) return '';
      if (s.kind === 'bot') return 'bot';
      if (s.kind === 'open') return 'free';
      return s.connected ? 'playing (online)' : 'taken (offline)';
    };
    return html`<p role="status" class="status">
        ${status.status === 'ended'
          ? `Ended: ${status.endReason ?? ''}`
          : status.status === 'paused'
            ? 'Paused'
            : `Playing · ${status.decisions} decisions · waiting for ${status.waitingFor.join(', ') || 'nobody'}`}
      </p>
      <ul aria-label="Seat links">
        ${session.seats.map(
          (s) =>
            html`<li data-seat=${s.seat}>
              <span class="who">${s.seat}: ${label(s.seat)}</span>
              <input readonly aria-label="Link for seat ${s.seat}" .value=${s.link} />
              <button type="button" @click=${() => this.#copy(s.link)}>Copy</button>
              ${kindOf(s.seat)?.kind === 'human' && !kindOf(s.seat)?.connected && status.status !== 'ended'
                ? html`<button type="button" @click=${() => void this.#host('bots', [s.seat])}>Give to a bot</button>`
                : nothing}
            </li>`,
        )}
        <li data-seat="lobby">
          <span class="who">Lobby (pick a free seat)</span>
          <input readonly aria-label="Lobby link" .value=${session.lobby} />
          <button type="button" @click=${() => this.#copy(session.lobby)}>Copy</button>
        </li>
      </ul>
      <div class="actions">
        <button
          type="button"
          ?disabled=${status.status === 'ended' || !status.seats.some((s) => s.kind === 'open')}
          @click=${() => void this.#host('bots')}
        >
          Fill empty seats with bots
        </button>
        ${status.status === 'paused'
          ? html`<button type="button" @click=${() => void this.#host('resume')}>Resume</button>`
          : html`<button type="button" ?disabled=${status.status === 'ended'} @click=${() => void this.#host('pause')}>
              Pause
            </button>`}
        <button type="button" ?disabled=${status.status === 'ended'} @click=${() => void this.#host('end')}>End</button>
        <button type="button" @click=${() => void this.#download('replay')}>Download replay</button>
        <button type="button" @click=${() => void this.#download('analytics')}>Download analytics</button>
        <button type="button" @click=${() => void this.#showAnalytics()}>Show analytics</button>
      </div>
      <dialog class="analytics-dialog" aria-label="Session analytics">
        ${this.analytics ? this.#analyticsView(this.analytics) : nothing}
      </dialog>`;
  }

  override render() {
    const info = modeInfo(this.text, this.findMode ?? undefined, this.packId);
    if (!info) return nothing;
    return html`<h2>Invite players</h2>
      <form @submit=${(e: Event) => e.preventDefault()}>
        ${seatsField('invite-seats', info, this.seats, (seats) => (this.seats = seats))}
        ${seedField(this.seed, (seed) => (this.seed = seed))}
        <button type="button" ?disabled=${this.busy} @click=${this.#invite}>
          ${this.session ? 'Open a new session' : 'Invite players'}
        </button>
      </form>
      ${this.error ? html`<p class="problems" role="alert">${this.error}</p>` : nothing}
      ${this.session ? this.#sessionView(this.session) : nothing}`;
  }
}
