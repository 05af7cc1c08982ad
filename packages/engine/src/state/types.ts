// The game state: plain JSON, general enough for a 5×5 sliding complex, decks
// and discard piles, and closed rooms of cards. Nothing here assumes a grid.
// The whole state is serialisable (JSON.stringify round-trips it exactly), so
// snapshots, undo, replays and hashing need nothing special.
import type { RngState } from '../rng/rng.ts';
import type { Layout } from '../match/layout.ts';
import type { Slot } from './slots.ts';

/** Identifier of a zone instance, e.g. "complex", "deck-a", "room-green". */
export type ZoneId = string;
/** Identifier of a component instance (a tile or card on the table), e.g. "c12". */
export type ComponentId = string;
/** Identifier of a piece instance (a character figure, robot or token), e.g. "p3". */
export type PieceId = string;
/** Identifier of a seat (a player), e.g. "s0". */
export type SeatId = string;

/** Who a zone is opened to, beyond what its declaration's `contents` shows everyone. */
export interface ZoneAccess {
  /** Seats that see this zone's items right now (`open-zone`), e.g. the player who opened a closed room. */
  openTo?: SeatId[];
}

/** A rectangular grid of cells, each holding at most one component (a tile). */
export interface GridZone extends ZoneAccess {
  kind: 'grid';
  rows: number;
  cols: number;
  /** Row-major, length rows*cols; null is an empty cell (a tile pushed out). */
  cells: Array<ComponentId | null>;
  /** Lines shifted this turn and their direction ("r1" → 1 forward, -1 back), for the same-direction rule. */
  locks: Record<string, 1 | -1>;
}

/** An ordered pile: decks and discard piles. Index 0 is the top. */
export interface StackZone extends ZoneAccess {
  kind: 'stack';
  items: ComponentId[];
}

/** An unordered collection: a closed room of cards, a wounded area, a box. */
export interface SetZone extends ZoneAccess {
  kind: 'set';
  items: ComponentId[];
}

/** Cards held by one seat. */
export interface HandZone extends ZoneAccess {
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
  /** This turn's programmed actions, in order; "" marks one already played. Cleared each turn. */
  plan: string[];
  /** Actions performed (or lost) this turn, in order; "-" once the rest of the turn is cancelled. Cleared each turn. */
  done: string[];
}

/** A player. */
export interface Seat {
  id: SeatId;
  /** Markers on the seat (tokens held, e.g. a pass). */
  markers: Record<string, number>;
  /** Role and team, as the mode deals them (the ids the mode declares for them). */
  role: string | null;
  team: string | null;
  vars: Record<string, number>;
  /** Whether this seat's player may see the table right now (games where a player closes their eyes). */
  eyesOpen: boolean;
}

/** A value bound to a name while effects run: ids, lists of ids, numbers, text, flags. */
export type BoundValue = string | number | boolean | null | string[];

/**
 * Named values in force while effects run (self, actor, target, piece, …), by slot: the ruleset's table of
 * names (`state/slots.ts`) gives each name its index; an unbound slot is undefined (null once through JSON).
 */
export type Bindings = Slot[];

/** Bindings as a record of their bound names (the v1 state's form; what tests and `evaluate` are given). */
export type BindingRecord = Record<string, BoundValue>;

/** A delayed effect, run when its trigger fires (e.g. "end of the second action of the next turn"). */
export interface ScheduledEffect {
  id: string;
  /** The event name it waits for. */
  on: string;
  /** Matching events still to wait for; it runs when this reaches 0. */
  remaining: number;
  /** Index of the compiled schedule node in the ruleset (valid for `rulesetHash`). */
  node: number;
  /** Which content scheduled it. */
  source: { def: string; path: string };
  /** Bindings captured when scheduled (e.g. the piece that entered). */
  bindings: Bindings;
  /** The action during which it was scheduled: that action's end never fires it. */
  action: number;
}

/** One activation record of the interpreter: which compiled node, where in it, with which bindings. */
export interface Frame {
  /** Index of the compiled node in the ruleset. */
  n: number;
  /** Program counter / stage inside the node. */
  pc: number;
  b: Bindings;
  /** Items a loop or phase walks through, taken when it started. */
  items?: string[];
  /** Items already handled (resolve-each). */
  seen?: string[];
  /** Where a phase starts walking its items (a layout's turn in progress): the item to start at. */
  from?: string;
}

/** The decision the match waits for, with what is needed to resume. */
export interface PendingDecision {
  id: string;
  kind: 'choose' | 'simultaneous';
  seats: SeatId[];
  prompt: Text;
  options: Record<SeatId, DecisionOption[]>;
  /**
   * Seats asked to type a text of a declared format instead of picking an option (their
   * option list is empty); they answer `text:<value>`, and a malformed value is refused.
   */
  input?: Record<SeatId, TextInput>;
}

/** The format of a typed answer: so many digits (0–9) or upper-case letters (A–Z). */
export interface TextInput {
  alphabet: 'digits' | 'letters';
  length: number;
}

/** Text shown to players: a plain string or a map of language tags to strings. */
export type Text = string | Record<string, string>;

/** One legal answer to a decision. The id is stable, so recorded answers replay. */
export interface DecisionOption {
  id: string;
  label: Text;
  /** What on the table the option names: a component, a piece, a grid cell or a whole zone. */
  target?: { component?: ComponentId; piece?: PieceId; cell?: { zone: ZoneId; index: number }; zone?: ZoneId };
}

/** The whole state of one match. */
export interface GameState {
  /** Format version of this state shape (2: bindings as slots; `state/slots.ts` loads a v1 state). */
  v: 2;
  /** The ruleset's table of names by slot, which its bindings are read by (shared, never copied). */
  names: string[];
  rulesetHash: string;
  /** The mode played (qualified id, pack:mode). */
  mode: string;
  /** Match options given to createMatch (composition, level, …). */
  options: Record<string, string | number | boolean>;
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
  /** Turn order: piece ids (or seat ids, for modes without pieces); index 0 plays first. */
  order: string[];
  /** Turns started so far. */
  turn: number;
  /** Actions started so far (identifies the current action). */
  action: number;
  /** Next free numbers for component, piece and scheduled ids. */
  next: { component: number; piece: number; scheduled: number };
  /** The interpreter's stack: what runs next. Empty once the match has ended. */
  stack: Frame[];
  /** The decision the match waits for, if any. */
  pending: PendingDecision | null;
  /** Number of answered decisions so far. */
  step: number;
  /** Set once the match has ended. */
  result: MatchResult | null;
  /**
   * A layout (match/layout.ts) to arrange when the mode's setup steps end, given to
   * createMatch with `afterSetup`; removed once applied.
   */
  arrange?: Layout;
  /**
   * The definitions each seat chose to play (createMatch's `picks`), until the first setup step
   * that deals pieces to seats (`create-pieces` with `seat`) gives them out; removed then.
   */
  picks?: Record<SeatId, string[]>;
}

/** How a match ended. */
export interface MatchResult {
  /** Winning seats (empty when everyone lost). */
  winners: SeatId[];
  /** Outcome label declared by the mode, e.g. "total-victory", "partial-victory", "defeat". */
  outcome: string;
  reason: string;
}
