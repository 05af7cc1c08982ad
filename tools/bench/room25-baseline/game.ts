// Room 25 Season 1 Cooperation written by hand: four characters, one per seat,
// the beginner composition, random players. It makes the same decisions as the
// pack `content/room25` (mode coop-s1) played through the engine, in the same
// order and with the same options (see README.md), so its speed is the
// yardstick for the pack and a lockstep test can prove the two agree.
import { nextInt, seedRng, type RngState } from '@roomsmith/engine';

/** Room kinds of the beginner composition. */
export const enum Kind {
  Empty,
  Central,
  Exit,
  Vision,
  Dark,
  Cold,
  Trap,
  Flooded,
  Acid,
  Vortex,
  Deadly,
  Control,
}

/** Room ids of the pack, by kind. */
export const KIND_IDS = [
  'empty',
  'central',
  'room-25',
  'vision',
  'dark',
  'cold',
  'trap',
  'flooded',
  'acid',
  'vortex',
  'deadly',
  'control',
] as const;

const LOOK = 0;
/** After a Look: say nothing, one of four colours, or one of three danger hints (no Isolation Room in the beginner complex). */
const ANNOUNCEMENTS = 8;
const MOVE = 1;
const PUSH = 2;
const CONTROL = 3;
const NONE = -1;

/** Every programme in the pack's option order: ordered pairs of different actions, then singles. */
export const PROGRAMMES: readonly (readonly number[])[] = [
  [LOOK, MOVE],
  [LOOK, PUSH],
  [LOOK, CONTROL],
  [MOVE, LOOK],
  [MOVE, PUSH],
  [MOVE, CONTROL],
  [PUSH, LOOK],
  [PUSH, MOVE],
  [PUSH, CONTROL],
  [CONTROL, LOOK],
  [CONTROL, MOVE],
  [CONTROL, PUSH],
  [LOOK],
  [MOVE],
  [PUSH],
  [CONTROL],
];
const SINGLES = 12;

const SIZE = 5;
const CELLS = SIZE * SIZE;
const CENTRE = 12;
const FIXED = 2;
/** The twelve cells at distance 1–2 from the centre, row-major. */
const INNER = [2, 6, 7, 8, 10, 11, 13, 14, 16, 17, 18, 22];
/** The twelve exit-zone cells, row-major. */
const EXIT = [0, 1, 3, 4, 5, 9, 15, 19, 20, 21, 23, 24];
const IS_EXIT = new Uint8Array(CELLS);
for (const c of EXIT) IS_EXIT[c] = 1;
/** The box of the beginner composition (without Central, Room 25 and Vision). */
const BOX: Kind[] = [
  ...Array<Kind>(8).fill(Kind.Empty),
  Kind.Dark,
  Kind.Dark,
  Kind.Cold,
  Kind.Cold,
  Kind.Trap,
  Kind.Trap,
  Kind.Flooded,
  Kind.Flooded,
  Kind.Acid,
  Kind.Acid,
  Kind.Vortex,
  Kind.Vortex,
  Kind.Deadly,
  Kind.Control,
];

/** How a game ended, with the pack's ending ids. */
export type Outcome = 'defeat-elimination' | 'total-victory' | 'partial-victory' | 'time-up';

/** The result of one game. */
export interface GameResult {
  outcome: Outcome;
  decisions: number;
  turns: number;
}

/** A random deal of the beginner composition: room kinds by cell, row-major. */
export function dealBeginner(rng: RngState): Kind[] {
  const box = shuffle(rng, BOX.slice());
  const cells = new Array<Kind>(CELLS).fill(Kind.Empty);
  cells[CENTRE] = Kind.Central;
  for (let i = 0; i < INNER.length; i++) cells[INNER[i] as number] = box[i] as Kind;
  const aside = shuffle(rng, [Kind.Exit, Kind.Vision, ...box.slice(INNER.length)]);
  for (let i = 0; i < EXIT.length; i++) cells[EXIT[i] as number] = aside[i] as Kind;
  return cells;
}

function shuffle<T>(rng: RngState, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const t = list[i] as T;
    list[i] = list[j] as T;
    list[j] = t;
  }
  return list;
}

/**
 * One game of four characters (piece i belongs to seat i). Tiles keep the
 * cell they were dealt on as their id; a figure stands on a tile and rides
 * along when its line shifts. `pick(n)` answers a decision among n ≥ 2 options.
 */
export class Game {
  readonly kind = new Uint8Array(CELLS);
  readonly faceUp = new Uint8Array(CELLS);
  readonly blocked = new Uint8Array(CELLS);
  /** Tile on each cell (−1: none); cell of each tile (−1: left the grid). */
  readonly tileAt = new Int8Array(CELLS);
  readonly cellOf = new Int8Array(CELLS);
  readonly pieces = 4;
  /** Tile each figure stands on (−1: off the table); status 0 active, 1 eliminated, 2 escaped. */
  readonly on = new Int8Array(4);
  readonly status = new Uint8Array(4);
  readonly plan = new Int8Array(8);
  readonly planLength = new Uint8Array(4);
  readonly reminderOn = new Int8Array(4).fill(NONE);
  readonly trapEntries = new Int32Array(4);
  /** Line locks this turn: rows 0–4 then columns 0–4; 0 free, else the direction. */
  readonly locks = new Int8Array(10);
  /** Turn order (eliminated figures keep their place in it). */
  readonly order = new Int8Array([0, 1, 2, 3]);
  /** Face-down tiles on the grid. */
  hidden = CELLS - 1;
  /** Scratch lists of options (tiles or line shifts) and of a round's figures. */
  private readonly opts = new Int8Array(CELLS);
  private readonly others = new Int8Array(4);
  private readonly round = new Int8Array(4);
  private readonly line = new Int8Array(SIZE);
  /** Pending trap checks: piece, entry, tile, serial of the action that scheduled it. */
  traps: number[] = [];
  /** Pending floods: piece, tile, act-2 round ends left. */
  floods: number[] = [];
  serial = 0;
  turnsLeft = 8;
  turns = 0;
  active = 4;
  eliminated = 0;
  outcome: Outcome | null = null;
  decisions = 0;
  central = CENTRE;

  constructor(
    cells: readonly Kind[],
    readonly pick: (n: number) => number,
  ) {
    this.reset(cells);
  }

  /** Starts a new game on a deal, reusing this object (a batch allocates no game state per game). */
  reset(cells: readonly Kind[]): this {
    this.faceUp.fill(0);
    this.blocked.fill(0);
    this.status.fill(0);
    this.reminderOn.fill(NONE);
    this.trapEntries.fill(0);
    this.locks.fill(0);
    for (let i = 0; i < 4; i++) this.order[i] = i;
    this.traps.length = 0;
    this.floods.length = 0;
    this.serial = 0;
    this.turnsLeft = 8;
    this.turns = 0;
    this.active = 4;
    this.eliminated = 0;
    this.outcome = null;
    this.decisions = 0;
    this.hidden = CELLS - 1;
    for (let c = 0; c < CELLS; c++) {
      this.kind[c] = cells[c] as Kind;
      this.tileAt[c] = c;
      this.cellOf[c] = c;
      if (cells[c] === Kind.Central) this.faceUp[c] = 1;
    }
    this.central = cells.indexOf(Kind.Central);
    this.on.fill(this.central);
    return this;
  }

  private ask(n: number): number {
    this.decisions++;
    return this.pick(n);
  }

  /** Plays the whole game from the starting clues. */
  play(): GameResult {
    // Starting clue: each seat looks at one of the four rooms next to the Central Room.
    for (let seat = 0; seat < this.pieces; seat++) this.ask(4);
    while (!this.ended()) {
      this.turns++;
      this.plan.fill(NONE);
      this.planLength.fill(0);
      this.program();
      if (this.ended()) break;
      this.actRound(0);
      if (this.ended()) break;
      this.actRound(1);
      if (this.outcome) break;
      this.endOfSecondRound();
      if (this.ended()) break;
      this.turnsLeft--;
      const first = this.order[0] as number;
      this.order.copyWithin(0, 1);
      this.order[3] = first;
      this.locks.fill(0);
    }
    return { outcome: this.outcome as Outcome, decisions: this.decisions, turns: this.turns };
  }

  /** Checks the pack's endings in its order; true once the game is over. */
  ended(): boolean {
    if (this.outcome) return true;
    if (this.eliminated >= 2) this.outcome = 'defeat-elimination';
    else if (this.active === 0) this.outcome = this.eliminated === 0 ? 'total-victory' : 'partial-victory';
    else if (this.turnsLeft <= 0) this.outcome = 'time-up';
    return this.outcome !== null;
  }

  private program(): void {
    for (let p = 0; p < 4; p++) {
      if (this.status[p] !== 0) continue;
      const cold = this.kind[this.on[p] as number] === Kind.Cold;
      const programme = PROGRAMMES[cold ? SINGLES + this.ask(4) : this.ask(16)] as readonly number[];
      this.planLength[p] = programme.length;
      for (let i = 0; i < programme.length; i++) this.plan[2 * p + i] = programme[i] as number;
    }
  }

  private actRound(slot: 0 | 1): void {
    const order = this.round;
    let n = 0;
    for (let i = 0; i < 4; i++) if (this.status[this.order[i] as number] === 0) order[n++] = this.order[i] as number;
    for (let i = 0; i < n; i++) {
      const p = order[i] as number;
      if (this.status[p] !== 0) continue;
      const short = this.planLength[p] === 1;
      const index = short ? (this.plan[2 * p] !== NONE ? 0 : -1) : slot;
      if (index < 0 || this.plan[2 * p + index] === NONE) continue;
      this.offerReminder(p);
      if (short && slot === 0 && this.ask(2) !== 0) continue; // keep it for the second round
      const action = this.plan[2 * p + index] as number;
      this.plan[2 * p + index] = NONE;
      this.act(p, action);
      if (this.ended()) return;
    }
  }

  private offerReminder(p: number): void {
    if (this.reminderOn[p] !== NONE) return;
    if (this.hidden === 0 || this.ask(2) !== 0) return;
    this.reminderOn[p] = this.pickHidden();
  }

  /** Picks one face-down tile of the grid (listed in cell order); -1 when none. */
  private pickHidden(): number {
    const n = this.hidden;
    if (n === 0) return NONE;
    let k = n > 1 ? this.ask(n) : 0;
    for (let c = 0; c < CELLS; c++) {
      const t = this.tileAt[c] as number;
      if (t >= 0 && !this.faceUp[t] && k-- === 0) return t;
    }
    return NONE;
  }

  /**
   * Lists into `opts` the tiles next to a tile (up, down, left, right) that are
   * face down (`want` 1), not blocked (`want` 2), or any (0); returns how many.
   */
  private adjacent(tile: number, want: 0 | 1 | 2): number {
    const cell = this.cellOf[tile] as number;
    const r = (cell / SIZE) | 0;
    const c = cell % SIZE;
    let n = 0;
    if (r > 0) n = this.keep(this.tileAt[cell - SIZE] as number, want, n);
    if (r < SIZE - 1) n = this.keep(this.tileAt[cell + SIZE] as number, want, n);
    if (c > 0) n = this.keep(this.tileAt[cell - 1] as number, want, n);
    if (c < SIZE - 1) n = this.keep(this.tileAt[cell + 1] as number, want, n);
    return n;
  }

  private keep(t: number, want: 0 | 1 | 2, n: number): number {
    if (want === 1 ? this.faceUp[t] : want === 2 ? this.blocked[t] : 0) return n;
    this.opts[n] = t;
    return n + 1;
  }

  /** One of the first `n` entries of `list`, asked when there is a choice. */
  private choose(list: Int8Array, n: number): number {
    return list[n > 1 ? this.ask(n) : 0] as number;
  }

  private act(p: number, action: number): void {
    const serial = ++this.serial;
    const here = this.on[p] as number;
    const room = this.kind[here];
    const forbidden =
      (room === Kind.Central && (action === PUSH || action === CONTROL)) || (room === Kind.Dark && action === LOOK);
    if (!forbidden) {
      if (action === LOOK) {
        const n = this.adjacent(here, 1);
        if (n) {
          this.choose(this.opts, n);
          this.ask(ANNOUNCEMENTS); // what the looker tells the table; nothing of the state changes
        }
      } else if (action === MOVE) {
        const n = this.adjacent(here, 2);
        if (n) this.move(p, this.choose(this.opts, n));
      } else if (action === PUSH) {
        let others = 0;
        for (let q = 0; q < this.pieces; q++)
          if (q !== p && this.status[q] === 0 && this.on[q] === here) this.others[others++] = q;
        const n = others ? this.adjacent(here, 2) : 0;
        if (n) {
          const target = this.choose(this.opts, n);
          this.move(this.choose(this.others, others), target);
        }
      } else this.control(here);
    }
    this.actionDone(p, serial);
  }

  /** Control: shift the actor's row or column (never the fixed ones), honouring this turn's locks. */
  private control(tile: number): void {
    const cell = this.cellOf[tile] as number;
    const r = (cell / SIZE) | 0;
    const c = cell % SIZE;
    let n = 0;
    if (r !== FIXED) n = this.lineOptions(r, n);
    if (c !== FIXED) n = this.lineOptions(SIZE + c, n);
    if (n) this.shiftOption(this.choose(this.opts, n));
  }

  /** Adds to `opts` the shifts of one line (0–4 rows, 5–9 columns): forward then back, as its lock allows. */
  private lineOptions(line: number, n: number): number {
    const lock = this.locks[line];
    if (lock !== -1) this.opts[n++] = line * 2;
    if (lock !== 1) this.opts[n++] = line * 2 + 1;
    return n;
  }

  private shiftOption(option: number): void {
    this.shift(option >> 1, option & 1 ? -1 : 1);
  }

  private shift(line: number, dir: 1 | -1): void {
    const row = line < SIZE;
    const index = row ? line : line - SIZE;
    const pos = (k: number) => (row ? index * SIZE + k : k * SIZE + index);
    const ids = this.line;
    for (let k = 0; k < SIZE; k++) ids[k] = this.tileAt[pos(k)] as number;
    const edge = ids[dir === 1 ? SIZE - 1 : 0] as number;
    const leaving = edge >= 0 && this.kind[edge] === Kind.Exit && this.escapes(edge);
    for (let k = 0; k < SIZE; k++) {
      const id = ids[(k - dir + SIZE) % SIZE] as number;
      const value = id === edge && leaving ? NONE : id;
      this.tileAt[pos(k)] = value;
      if (value >= 0) this.cellOf[value] = pos(k);
    }
    this.locks[line] = dir;
    if (leaving) {
      this.cellOf[edge] = NONE;
      for (let q = 0; q < this.pieces; q++) {
        if (this.status[q] === 0 && this.on[q] === edge) {
          this.status[q] = 2;
          this.on[q] = NONE;
          this.active--;
        }
      }
    }
  }

  /** Whether Room 25 leaves instead of wrapping: on an exit cell with every living figure on it. */
  private escapes(tile: number): boolean {
    if (!IS_EXIT[this.cellOf[tile] as number]) return false;
    let on = 0;
    for (let q = 0; q < this.pieces; q++) {
      if (this.status[q] !== 0) continue;
      if (this.on[q] !== tile) return false;
      on++;
    }
    return on > 0;
  }

  /** A figure goes onto a tile: it leaves its room, then enters the new one. */
  private move(p: number, to: number): void {
    const from = this.on[p] as number;
    this.on[p] = to;
    if (from !== to && this.kind[from] === Kind.Trap) this.trapEntries[p] = (this.trapEntries[p] as number) + 1;
    if (!this.faceUp[to]) {
      this.faceUp[to] = 1;
      this.hidden--;
      for (let q = 0; q < this.pieces; q++) if (this.reminderOn[q] === to) this.reminderOn[q] = NONE;
    }
    switch (this.kind[to]) {
      case Kind.Trap:
        this.trapEntries[p] = (this.trapEntries[p] as number) + 1;
        this.traps.push(p, this.trapEntries[p] as number, to, this.serial);
        break;
      case Kind.Flooded:
        this.blocked[to] = 1;
        this.floods.push(p, to, 2);
        break;
      case Kind.Acid:
        for (let q = 0; q < this.pieces; q++)
          if (q !== p && this.status[q] === 0 && this.on[q] === to) this.eliminate(q);
        break;
      case Kind.Vortex:
        this.move(p, this.central);
        break;
      case Kind.Deadly:
        this.eliminate(p);
        break;
      case Kind.Control: {
        let n = 0;
        for (let line = 0; line < 2 * SIZE; line++)
          if (line !== FIXED && line !== SIZE + FIXED) n = this.lineOptions(line, n);
        this.shiftOption(this.choose(this.opts, n));
        break;
      }
      case Kind.Vision: {
        this.pickHidden();
        break;
      }
    }
  }

  private eliminate(p: number): void {
    if (this.status[p] !== 0) return;
    this.status[p] = 1;
    this.on[p] = NONE;
    this.plan[2 * p] = NONE;
    this.plan[2 * p + 1] = NONE;
    this.active--;
    this.eliminated++;
  }

  /** The end of a figure's action: a Trap it entered before this action kills it if it is still there. */
  private actionDone(p: number, serial: number): void {
    const traps = this.traps;
    if (traps.length === 0) return;
    let kept = 0;
    for (let i = 0; i < traps.length; i += 4) {
      const piece = traps[i] as number;
      if (piece === p && traps[i + 3] !== serial) {
        if (traps[i + 1] === this.trapEntries[p] && this.on[p] === traps[i + 2]) this.eliminate(p);
        continue;
      }
      for (let k = 0; k < 4; k++) traps[kept + k] = traps[i + k] as number;
      kept += 4;
    }
    traps.length = kept;
  }

  /** After every second action round: a figure still in a Flooded Chamber it entered last turn drowns. */
  private endOfSecondRound(): void {
    const floods = this.floods;
    let kept = 0;
    for (let i = 0; i < floods.length; i += 3) {
      const p = floods[i] as number;
      const tile = floods[i + 1] as number;
      const left = (floods[i + 2] as number) - 1;
      if (left === 0) {
        if (this.on[p] === tile) this.eliminate(p);
        continue;
      }
      floods[kept] = p;
      floods[kept + 1] = tile;
      floods[kept + 2] = left;
      kept += 3;
    }
    floods.length = kept;
  }
}

/** One random game from a seed: a random deal and random legal decisions. */
export function playGame(seed: number | string): GameResult {
  rng = seedRng(`room25:${seed}`);
  const deal = dealBeginner(rng);
  return (shared ??= new Game(deal, (n) => nextInt(rng, n))).reset(deal).play();
}
let rng: RngState = seedRng(0);
let shared: Game | null = null;
