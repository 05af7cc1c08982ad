// What a seat hears from its team: the table talk of a cooperative mode read
// as evidence. A look is public (every view lists who has seen each tile), what
// was seen is not; a teammate's announcement right after a look ("Red.") says
// what the tile it just saw is like. The memory pairs each teammate's
// announcements with the tile its view newly lists that teammate as having
// seen, keeps the pairing by grid cell and follows line shifts, so the seat
// knows which tiles its team has described and how. It reads only the seat's
// view and the events the seat may read; the mode's `signals` say what each
// announcement means. Bots of a cooperative team tell the truth, so their
// teammates may trust it; in other modes nothing is heard.
import type { GameEvent, GameState, SeatId, View } from '../engine-api.ts';
import type { Knowledge, Tell } from './knowledge.ts';
import { textKey } from './hints.ts';

/** A tile a teammate described: how likely it is goal content, how likely lethal, as the seat can tell. */
export interface Heard {
  goal: number;
  lethal: number;
}

/** Tiles of a sampled state the team described, by the sample's component ids. */
export type Hearsay = ReadonlyMap<string, Heard>;

const cellKey = (zone: string, cell: number) => `${zone}#${cell}`;

/** One seat's memory of what its team said, for one game. */
export class TeamMemory {
  private cursor = 0;
  private seers = new Map<string, Set<SeatId>>();
  private said = new Map<string, Tell>();
  private readonly byText = new Map<string, Tell>();

  constructor(
    private readonly seat: SeatId,
    private readonly knowledge: Knowledge,
  ) {
    for (const t of knowledge.tells) for (const text of t.texts) this.byText.set(text, t);
  }

  /** Whether the team talks in a way this memory can read. */
  get listening(): boolean {
    return this.knowledge.cooperative && this.byText.size > 0;
  }

  /** Reads what happened since the last call: shifts move what was said; new announcements describe new looks. */
  update(view: View, events: readonly GameEvent[]): void {
    if (!this.listening) return;
    const pending = new Map<SeatId, Tell[]>();
    for (; this.cursor < events.length; this.cursor++) {
      const e = events[this.cursor] as GameEvent;
      if (e.type === 'line-shifted') this.shift(view, e.data as unknown as Shift);
      else if (e.type === 'announce' && e.seat && e.seat !== this.seat) {
        const tell = this.byText.get(textKey(e.text));
        if (tell) pending.set(e.seat, [...(pending.get(e.seat) ?? []), tell]);
      }
    }
    const now = new Map<string, Set<SeatId>>();
    const fresh = new Map<SeatId, string[]>();
    for (const [zone, z] of Object.entries(view.zones)) {
      if (z.kind !== 'grid') continue;
      z.cells.forEach((name, i) => {
        if (name === null) return;
        const c = view.components[name];
        if (!c) return;
        const key = cellKey(zone, i);
        const seen = new Set(c.seenBy);
        now.set(key, seen);
        const before = this.seers.get(key);
        for (const s of seen) if (!before?.has(s)) fresh.set(s, [...(fresh.get(s) ?? []), key]);
      });
    }
    // A teammate's announcements go with the tiles it newly saw when that pairing is unambiguous.
    for (const [speaker, tells] of pending) {
      const cells = fresh.get(speaker) ?? [];
      if (cells.length === 0) continue;
      const same = tells.every((t) => t === tells[0]);
      if (cells.length === 1 && tells.length >= 1) this.said.set(cells[0] as string, tells[tells.length - 1] as Tell);
      else if (same && cells.length === tells.length) for (const c of cells) this.said.set(c, tells[0] as Tell);
    }
    this.seers = now;
  }

  /** What the team said, by grid cell (`zone#cell`). */
  described(): ReadonlyMap<string, Tell> {
    return this.said;
  }

  /** Moves the memory of a shifted line the way its tiles went. */
  private shift(view: View, s: Shift): void {
    const z = view.zones[s.zone];
    if (!z || z.kind !== 'grid' || (s.dir !== 1 && s.dir !== -1)) return;
    const n = s.axis === 'row' ? z.cols : z.rows;
    const pos = (k: number) => cellKey(s.zone, s.axis === 'row' ? s.index * z.cols + k : k * z.cols + s.index);
    for (const map of [this.seers, this.said] as Array<Map<string, unknown>>) {
      const before = Array.from({ length: n }, (_, k) => map.get(pos(k)));
      for (let k = 0; k < n; k++) {
        const v = before[(k - s.dir + n) % n];
        if (v === undefined) map.delete(pos(k));
        else map.set(pos(k), v);
      }
    }
  }

  /**
   * The option that truthfully tells the table what the seat just saw (its latest peek), among
   * `options`; null when none fits or the mode has no signals.
   */
  tellOption(options: ReadonlyArray<{ id: string }>, events: readonly GameEvent[]): string | null {
    if (!this.listening) return null;
    const tells = this.knowledge.tells;
    const offered = options.filter((o) => tells.some((t) => o.id === t.option || o.id.endsWith(`:${t.option}`)));
    if (!offered.length) return null;
    let face: string | undefined;
    for (let i = events.length - 1; i >= 0 && face === undefined; i--) {
      const e = events[i] as GameEvent;
      if (e.type === 'peeked' && e.seat === this.seat && typeof e.data?.def === 'string') face = e.data.def;
    }
    if (face === undefined) return null;
    for (const o of offered) {
      const tell = tells.find((t) => o.id === t.option || o.id.endsWith(`:${t.option}`));
      if (tell?.faces.includes(face)) return o.id;
    }
    return null;
  }

  /**
   * In a sample of the position: each described tile the seat cannot see, with the chance it is
   * goal content and lethal content — the share of such faces among the faces it cannot see that
   * fit what was said (the sample's hidden faces are a fair deal of those).
   */
  hearsay(sample: GameState, isKnown: (id: string) => boolean): Hearsay {
    const out = new Map<string, Heard>();
    if (!this.said.size) return out;
    const pool = new Map<string, number>();
    for (const [id, c] of Object.entries(sample.components))
      if (!isKnown(id)) pool.set(c.def, (pool.get(c.def) ?? 0) + 1);
    for (const [key, tell] of this.said) {
      const [zone, cell] = key.split('#') as [string, string];
      const z = sample.zones[zone];
      const id = z?.kind === 'grid' ? z.cells[Number(cell)] : null;
      if (!id || isKnown(id)) continue;
      let all = 0;
      let goal = 0;
      let lethal = 0;
      for (const face of tell.faces) {
        const n = pool.get(face) ?? 0;
        all += n;
        if (this.knowledge.goal.has(face)) goal += n;
        if (this.knowledge.lethal.has(face)) lethal += n;
      }
      if (all > 0) out.set(id, { goal: goal / all, lethal: lethal / all });
    }
    return out;
  }
}

interface Shift {
  zone: string;
  axis: 'row' | 'col';
  index: number;
  dir: number;
}
