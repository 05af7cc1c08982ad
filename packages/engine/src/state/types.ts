// The game state: plain JSON, general enough for a 5×5 sliding complex, decks
// and discard piles, and closed rooms of cards. Nothing here assumes a grid.
// The whole state is serialisable (JSON.stringify round-trips it exactly), so
// snapshots, undo, replays and hashing need nothing special.
import type { RngState } from '../rng/rng.ts';

/** Identifier of a zone instance, e.g. "complex", "deck-a", "room-green". */
export type ZoneId = string;
/** Identifier of a component instance (a tile or card on the table), e.g. "c12". */
export type ComponentId = string;
/** Identifier of a piece instance (a character figure, robot or token), e.g. "p3". */
export type PieceId = string;
/** Identifier of a seat (a player), e.g. "s0". */
export type SeatId = string;

/** A rectangular grid of cells, each holding at most one component (a tile). */
export interface GridZone {
  kind: 'grid';
  rows: number;
  cols: number;
  /** Row-major, length rows*cols; null is an empty cell (a tile pushed out). */
  cells: Array<ComponentId | null>;
}

/** An ordered pile: decks and discard piles. Index 0 is the top. */
export interface StackZone {
  kind: 'stack';
  items: ComponentId[];
}

/** An unordered collection: a closed room of cards, a wounded area, a box. */
export interface SetZone {
  kind: 'set';
  items: ComponentId[];
}

/** Cards held by one seat. */
export interface HandZone {
  kind: 'hand';
  owner: SeatId;
  items: ComponentId[];
}

/** Any zone. */
export type Zone = GridZone | StackZone | SetZone | HandZone;

/** Where a component is: its zone and, in a grid, its cell index. */
export interface ComponentLocation {
  zone: ZoneId;
  /** Cell index in a grid zone (row * cols + col); absent in other zones. */
  cell?: number;
}

/** A tile or card on the table: an instance of a content definition. */
export interface Component {
  id: ComponentId;
  /** The content definition's id, e.g. a room or card id from a pack. */
  def: string;
  location: ComponentLocation | null;
  faceUp: boolean;
  /** Seats that have seen this face-down component since it was last shuffled or moved unseen. */
  seenBy: SeatId[];
  /** Named markers on the component: "do-not-cross", "locked", "reminder:s0", … with a count. */
  markers: Record<string, number>;
}

/** Where a piece is. On a component (a tile: it rides along when tiles move) or in a zone. */
export type PieceLocation = { component: ComponentId } | { zone: ZoneId } | null;

/** A character figure, robot or token. */
export interface Piece {
  id: PieceId;
  /** The content definition's id (a character or token kind). */
  def: string;
  /** The seat that controls it, if any. */
  seat: SeatId | null;
  location: PieceLocation;
  status: 'active' | 'eliminated' | 'escaped';
  markers: Record<string, number>;
  /** Per-piece variables (e.g. actions left this turn). */
  vars: Record<string, number>;
}

/** A player. */
export interface Seat {
  id: SeatId;
  /** Role and team, as the mode deals them (e.g. "prisoner", "guard"). */
  role: string | null;
  team: string | null;
  vars: Record<string, number>;
  /** Whether this seat's player may see the table right now (closed eyes in Two Rooms). */
  eyesOpen: boolean;
}

/** A delayed effect, run when its trigger fires (e.g. "end of the second action of the next turn"). */
export interface ScheduledEffect {
  id: string;
  /** What fires it: an event name the phase machine emits, with a countdown of occurrences. */
  on: string;
  remaining: number;
  /** Reference to compiled content: which definition and which effect list inside it. */
  source: { def: string; path: string };
  /** Bindings captured when scheduled (e.g. the piece that entered). */
  bindings: Record<string, string>;
}

/** The whole state of one match. */
export interface GameState {
  /** Format version of this state shape. */
  v: 1;
  rulesetHash: string;
  seed: number | string;
  rng: RngState;
  zones: Record<ZoneId, Zone>;
  components: Record<ComponentId, Component>;
  pieces: Record<PieceId, Piece>;
  seats: Record<SeatId, Seat>;
  seatOrder: SeatId[];
  /** Global counters: round, countdown, mode variables. */
  counters: Record<string, number>;
  /** Global flags and string variables (phase name, first player, line directions used this turn, …). */
  vars: Record<string, string | number | boolean>;
  scheduled: ScheduledEffect[];
  /** Number of answered decisions so far. */
  step: number;
  /** Set once the match has ended. */
  result: MatchResult | null;
}

/** How a match ended. */
export interface MatchResult {
  /** Winning seats (empty when everyone lost). */
  winners: SeatId[];
  /** Outcome label declared by the mode, e.g. "total-victory", "partial-victory", "defeat". */
  outcome: string;
  reason: string;
}
