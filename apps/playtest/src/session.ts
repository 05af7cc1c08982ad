// One playtest session: a match the server runs, its seats (open, taken by a
// person, or played by a bot), the answers given so far, and what each seat
// may be sent. Everything a seat receives goes through `seatUpdate`, which
// reads the engine's per-seat view and per-seat events only — never the state.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  answer,
  createMatch,
  eventsFor,
  realOption,
  seatOptions,
  stateHash,
  textAnswerProblem,
  TEXT_PREFIX,
  view,
  type Answer,
  type GameEvent,
  type Layout,
  type Match,
  type Ruleset,
  type SeatId,
  type View,
} from '@roomsmith/engine';
import {
  addGame,
  addGameAnalytics,
  botRng,
  buildReport,
  emptyAnalytics,
  emptyStats,
  stepsOf,
  whyTraces,
  makeReplay,
  randomBot,
  serializeReplay,
  type Analytics,
  type Report,
  type SeatPolicy,
  type WhyTrace,
} from '@roomsmith/sim';
import type { Look } from './packs.ts';

/** An unguessable token: 32 bytes from the operating system's CSPRNG, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the server keeps of a token: its SHA-256 (hex). A stolen database opens no seat. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares a token with a kept hash in constant time. */
export function matchesHash(token: string, hash: string): boolean {
  const x = Buffer.from(tokenHash(token), 'hex');
  const y = Buffer.from(hash, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Who plays a seat: nobody yet, a person (who took its link or picked it in the lobby), or a bot. */
export type SeatKind = 'open' | 'human' | 'bot';

/** A refused request, with a stable code a client can act on and a sentence a person can read. */
export class SessionError extends Error {
  override name = 'SessionError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a session plays. */
export interface SessionSetup {
  /** The mode, `pack:id` (or a plain id when unambiguous). */
  mode: string;
  seed: number | string;
  seats: number;
  options?: Record<string, string | number | boolean>;
  /** Seats played by bots from the start. */
  bots?: SeatId[];
  /** An explicit starting table (createMatch's `layout`): for tests and scripted playtests; the HTTP API does not take it. */
  layout?: Layout;
}

/** The compiled packs a session runs on. */
export interface SessionPacks {
  ruleset: Ruleset;
  refs: string[];
  names: Record<string, string>;
  /** How definitions are drawn (colour, printed text); public content. */
  looks?: Record<string, Look>;
}

interface Slot {
  seat: SeatId;
  /** SHA-256 of the seat's token (the token itself is handed out once, at creation). */
  tokenHash: string;
  kind: SeatKind;
  /** Open sockets of this seat (a reconnect opens a new one; the server keeps one). */
  connected: boolean;
}

/** What one seat is sent after a change: its view, the events it may read since `from`, and whether it owes an answer. */
export interface SeatUpdate {
  type: 'update';
  seat: SeatId;
  status: SessionStatus;
  /** The engine's view for this seat (its options only; ids it cannot identify are handles). */
  view: View;
  events: GameEvent[];
  /** True when the pending decision waits for this seat's answer. */
  awaiting: boolean;
  /** Flags in force that ask players not to share information (e.g. `no-communication`): show a banner. */
  banners: string[];
  /** Public: who plays each seat. */
  seats: Array<{ seat: SeatId; kind: SeatKind; connected: boolean }>;
  endReason: string | null;
}

export type SessionStatus = 'playing' | 'paused' | 'ended';

/** A session's analytics as the studio's Playtest dashboard reads a simulated batch's. */
export interface SessionReport {
  status: SessionStatus;
  report: Report;
  traces: WhyTrace[];
  names: Record<string, string>;
}

/** Flags that mean "players may not share information" while they are up. */
export const SILENCE_FLAGS = new Set(['no-communication', 'no-talking', 'silence']);

/** The most decisions a session plays before it ends itself (a content loop between bots must not spin forever). */
export const MAX_DECISIONS = 20_000;

/** The tokens of a new session: given to the host once, when it is created; the server keeps only their hashes. */
export interface SessionSecrets {
  hostToken: string;
  lobbyCode: string;
  seats: Array<{ seat: SeatId; token: string }>;
}

/** What a kept session is (see `store.ts`): enough to play it again to where it was. */
export interface SessionRecord {
  id: string;
  setup: SessionSetup;
  hostHash: string;
  lobbyHash: string;
  seats: Array<{ seat: SeatId; tokenHash: string; kind: SeatKind }>;
  answers: Answer[][];
  /** Answers kept for a simultaneous decision that other seats have not answered yet (seat → engine option). */
  collected: Record<SeatId, string>;
  status: SessionStatus;
  endReason: string | null;
  created: number;
  lastActivity: number;
}

export class Session {
  readonly id: string;
  readonly hostHash: string;
  readonly lobbyHash: string;
  /** The tokens, in memory only on the server that created the session (null for a session resumed after a restart). */
  readonly secrets: SessionSecrets | null;
  readonly created: number;
  lastActivity = Date.now();
  status: SessionStatus = 'playing';
  endReason: string | null = null;
  readonly answers: Answer[][] = [];
  readonly log: GameEvent[];
  /** Where each decision's events start in the log (for per-content analytics). */
  readonly #marks: number[] = [];
  match: Match;
  readonly #slots: Slot[];
  readonly #collected = new Map<SeatId, string>();
  readonly #bot: SeatPolicy;
  readonly #listeners = new Set<(only?: SeatId) => void>();

  /**
   * A new session on `setup`, or (with `record`) a kept one played again from its seed and answers
   * to where it was: same seats, same token hashes, same status.
   */
  constructor(
    readonly packs: SessionPacks,
    readonly setup: SessionSetup,
    record?: SessionRecord,
  ) {
    this.match = createMatch(packs.ruleset, {
      mode: setup.mode,
      seed: setup.seed,
      seats: setup.seats,
      ...(setup.options ? { options: setup.options } : {}),
      ...(setup.layout ? { layout: setup.layout } : {}),
    });
    this.log = [...this.match.log];
    this.#bot = randomBot(botRng(setup.seed));
    if (record) {
      this.id = record.id;
      this.hostHash = record.hostHash;
      this.lobbyHash = record.lobbyHash;
      this.secrets = null;
      this.created = record.created;
      this.#slots = record.seats.map((s) => ({ ...s, connected: false }));
      for (const given of record.answers) this.#play(given);
      for (const [seat, option] of Object.entries(record.collected)) this.#collected.set(seat, option);
      this.status = record.status;
      this.endReason = record.endReason;
      this.lastActivity = record.lastActivity;
      // Bots whose turn came as the server stopped answer now.
      this.#advance();
      return;
    }
    this.id = randomBytes(9).toString('base64url');
    this.created = Date.now();
    const secrets: SessionSecrets = { hostToken: newToken(), lobbyCode: newToken(), seats: [] };
    this.hostHash = tokenHash(secrets.hostToken);
    this.lobbyHash = tokenHash(secrets.lobbyCode);
    const bots = new Set(setup.bots ?? []);
    this.#slots = this.match.state.seatOrder.map((seat) => {
      const token = newToken();
      secrets.seats.push({ seat, token });
      return { seat, tokenHash: tokenHash(token), kind: bots.has(seat) ? 'bot' : 'open', connected: false };
    });
    this.secrets = secrets;
    this.#advance();
  }

  /** The token hashes the server looks sessions up by (seats and lobby). */
  get tokenHashes(): string[] {
    return [...this.#slots.map((s) => s.tokenHash), this.lobbyHash];
  }

  /** The seat a token opens, or null. */
  seatOfToken(token: string): SeatId | null {
    return this.#slots.find((s) => matchesHash(token, s.tokenHash))?.seat ?? null;
  }

  /** True when `token` is this session's host token (constant-time). */
  isHost(token: string): boolean {
    return matchesHash(token, this.hostHash);
  }

  /** True when `code` is this session's lobby code (constant-time). */
  isLobby(code: string): boolean {
    return matchesHash(code, this.lobbyHash);
  }

  /** What a store keeps of the session now. */
  record(): SessionRecord {
    return {
      id: this.id,
      setup: this.setup,
      hostHash: this.hostHash,
      lobbyHash: this.lobbyHash,
      seats: this.#slots.map(({ seat, tokenHash: hash, kind }) => ({ seat, tokenHash: hash, kind })),
      answers: this.answers,
      collected: Object.fromEntries(this.#collected),
      status: this.status,
      endReason: this.endReason,
      created: this.created,
      lastActivity: this.lastActivity,
    };
  }

  /** Public seat list (no tokens). */
  seatList(): SeatUpdate['seats'] {
    return this.#slots.map(({ seat, kind, connected }) => ({ seat, kind, connected }));
  }

  /**
   * Calls `listener` after every change (answers, bots, pause, end, seats). `only` names the one
   * seat a change concerns, when the others must not learn of it. Returns an unsubscribe function.
   */
  subscribe(listener: (only?: SeatId) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(only?: SeatId): void {
    this.lastActivity = Date.now();
    for (const listener of [...this.#listeners]) {
      try {
        listener(only);
      } catch {
        // A listener that fails (a socket gone) never stops the others.
      }
    }
  }

  #slot(seat: SeatId): Slot {
    const slot = this.#slots.find((s) => s.seat === seat);
    if (!slot) throw new SessionError('unknown-seat', `this session has no seat "${seat}"`);
    return slot;
  }

  /** A person takes the seat (its link was opened, or it was picked in the lobby). */
  take(seat: SeatId): void {
    const slot = this.#slot(seat);
    if (slot.kind === 'bot') throw new SessionError('seat-taken', `seat ${seat} is played by a bot`);
    slot.kind = 'human';
    this.#changed();
  }

  /** Marks a seat's socket as connected or not. */
  setConnected(seat: SeatId, connected: boolean): void {
    this.#slot(seat).connected = connected;
    this.#changed();
  }

  /**
   * Claims a free seat from the lobby; returns a fresh token for it (the server keeps only hashes,
   * so it cannot hand out the first one; the seat's first link stops opening it).
   */
  claim(seat: SeatId): string {
    const slot = this.#slot(seat);
    if (slot.kind !== 'open') throw new SessionError('seat-taken', `seat ${seat} is already taken; pick a free one`);
    const token = newToken();
    slot.tokenHash = tokenHash(token);
    slot.kind = 'human';
    this.#changed();
    return token;
  }

  /**
   * Gives bots the open seats, or the seats named: a named seat may also be one a person took and
   * left (offline), so a game goes on when someone drops out. A connected person keeps their seat.
   */
  fillWithBots(seats?: SeatId[]): SeatId[] {
    const filled: SeatId[] = [];
    for (const slot of this.#slots) {
      const named = seats?.includes(slot.seat) ?? false;
      if (slot.kind === 'open' ? !seats || named : slot.kind === 'human' && named && !slot.connected) {
        slot.kind = 'bot';
        filled.push(slot.seat);
      }
    }
    this.#advance();
    this.#changed();
    return filled;
  }

  pause(): void {
    if (this.status === 'ended') throw new SessionError('ended', 'the session has ended');
    this.status = 'paused';
    this.#changed();
  }

  resume(): void {
    if (this.status === 'ended') throw new SessionError('ended', 'the session has ended');
    this.status = 'playing';
    this.#advance();
    this.#changed();
  }

  /** Ends the session (the host ended it, or the game is over); the replay stays available. */
  end(reason = 'the host ended the session'): void {
    if (this.status === 'ended') return;
    this.status = 'ended';
    this.endReason = reason;
    this.#changed();
  }

  /**
   * A seat answers the pending decision with an option as its view names it (or `text:<value>`
   * for a typed answer). Refused, with a clear error, unless the decision waits for this very seat.
   */
  submit(seat: SeatId, decisionId: string, option: string): void {
    if (this.status === 'ended') throw new SessionError('ended', 'the session has ended; no more answers');
    if (this.status === 'paused')
      throw new SessionError('paused', 'the host paused the session; wait until it resumes');
    const pending = this.match.pending;
    if (!pending) throw new SessionError('no-decision', 'no decision is waiting');
    if (pending.id !== decisionId)
      throw new SessionError('stale-decision', 'that decision is no longer the one waiting; answer the current one');
    if (!pending.seats.includes(seat))
      throw new SessionError(
        'not-your-decision',
        `the decision waiting is not yours (seat ${seat}); wait for your turn`,
      );
    if (this.#collected.has(seat))
      throw new SessionError('already-answered', 'you already answered this decision; waiting for the other seats');
    const { ruleset } = this.packs;
    const state = this.match.state;
    const input = pending.input?.[seat];
    let real: string;
    if (input) {
      const problem = option.startsWith(TEXT_PREFIX) ? textAnswerProblem(input, option) : 'a typed answer is asked';
      if (problem !== null) throw new SessionError('malformed-answer', `refused as malformed: ${problem}`);
      real = option;
    } else {
      if (!seatOptions(ruleset, state, seat).some((o) => o.id === option))
        throw new SessionError('illegal-option', `"${option}" is not one of your options`);
      real = realOption(ruleset, state, seat, option);
    }
    this.#collected.set(seat, real);
    const played = this.answers.length;
    this.#advance();
    // An answer kept until the other seats of a simultaneous decision answer is news to this seat
    // only: the others are not told who has answered.
    this.#changed(this.answers.length === played && this.status === 'playing' ? seat : undefined);
  }

  /** Bots answer, and every complete set of answers is played, until a person must answer (or the game ends). */
  #advance(): void {
    const { ruleset } = this.packs;
    try {
      while (this.status === 'playing') {
        const pending = this.match.pending;
        if (!pending || this.match.state.result) {
          const result = this.match.state.result;
          this.status = 'ended';
          this.endReason = result ? `game over: ${result.outcome} (${result.reason})` : 'the match stopped';
          return;
        }
        if (this.answers.length >= MAX_DECISIONS) {
          this.status = 'ended';
          this.endReason = `stopped after ${MAX_DECISIONS} decisions`;
          return;
        }
        for (const seat of pending.seats) {
          if (this.#collected.has(seat) || this.#slot(seat).kind !== 'bot') continue;
          const input = pending.input?.[seat];
          const seatView = () => view(ruleset, this.match.state, seat);
          const options = seatOptions(ruleset, this.match.state, seat);
          const pick = this.#bot({
            seat,
            decision: { ...pending, options: { [seat]: options } },
            options,
            ...(input ? { input } : {}),
            view: seatView,
          });
          this.#collected.set(seat, input ? pick : realOption(ruleset, this.match.state, seat, pick));
        }
        if (!pending.seats.every((s) => this.#collected.has(s))) return;
        const given = pending.seats.map((seat) => ({ seat, option: this.#collected.get(seat) as string }));
        this.#collected.clear();
        this.#play(given);
      }
    } catch (error) {
      this.status = 'ended';
      this.endReason = `the engine stopped: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  /** Plays one complete set of answers (engine ids). */
  #play(given: Answer[]): void {
    this.#marks.push(this.log.length);
    const step = answer(this.packs.ruleset, this.match, given);
    this.match = step.match;
    this.answers.push(given);
    this.log.push(...step.events);
  }

  /** What `seat` is sent: its own view, the events it may read from `from` in the log, and whether it owes an answer. */
  seatUpdate(seat: SeatId, from: number): SeatUpdate {
    const own = view(this.packs.ruleset, this.match.state, seat);
    const pending = own.pending;
    // Only this seat's typed-answer format, if any (the view keeps the whole map).
    if (pending?.input) {
      const input = pending.input[seat];
      if (input) pending.input = { [seat]: input };
      else delete pending.input;
    }
    const awaiting =
      this.status === 'playing' && !!pending && pending.seats.includes(seat) && !this.#collected.has(seat);
    return {
      type: 'update',
      seat,
      status: this.status,
      view: own,
      events: eventsFor(this.log.slice(from), seat),
      awaiting,
      banners: own.flags.filter((f) => SILENCE_FLAGS.has(f)),
      seats: this.seatList(),
      endReason: this.endReason,
    };
  }

  /** The host's overview: seats, status, progress (no hidden information beyond what the host already owns). */
  hostStatus() {
    const pending = this.match.pending;
    return {
      id: this.id,
      mode: this.setup.mode,
      seed: this.setup.seed,
      status: this.status,
      endReason: this.endReason,
      decisions: this.answers.length,
      waitingFor: pending && this.status === 'playing' ? pending.seats.filter((s) => !this.#collected.has(s)) : [],
      seats: this.seatList(),
      result: this.match.state.result,
    };
  }

  /** Per-content analytics of the session so far, as `roomsmith sim` computes them for a simulated game (bots labelled "human" or "random"). */
  analytics(): Analytics {
    const analytics = emptyAnalytics();
    const state = this.match.state;
    addGameAnalytics(
      analytics,
      {
        seed: typeof this.setup.seed === 'number' ? this.setup.seed : 0,
        result: state.result,
        decisions: this.answers.length,
        seatOrder: state.seatOrder,
        log: this.log,
      },
      this.#marks,
      this.#slots.map((slot) => (slot.kind === 'bot' ? 'random' : 'human')),
      state.mode,
    );
    return analytics;
  }

  /**
   * The session so far as the Playtest dashboard shows a simulated game: the per-content report of
   * this one game (`buildReport`), its why traces, and the definitions' display names.
   */
  report(): SessionReport {
    const stats = emptyStats();
    addGame(stats, {
      result: this.match.state.result,
      decisions: this.answers.length,
      answers: this.answers.reduce((n, given) => n + given.length, 0),
    });
    stats.analytics = this.analytics();
    return {
      status: this.status,
      report: buildReport(stats),
      traces: whyTraces(stepsOf(this.log, this.#marks)),
      names: this.packs.names,
    };
  }

  /** The session so far as a replay record (seed + answers), which the sandbox and `roomsmith replay` open. */
  replay(): string {
    const { setup } = this;
    return serializeReplay(
      makeReplay(
        {
          packs: this.packs.refs,
          mode: this.match.state.mode,
          seed: setup.seed,
          seats: setup.seats,
          ...(setup.options ? { options: setup.options } : {}),
        },
        this.answers,
        stateHash(this.match.state),
      ),
    );
  }
}
