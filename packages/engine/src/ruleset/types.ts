// The compiled, immutable form of content. Effect trees become numbered nodes
// holding closures, so a match runs closures and never re-reads JSON. Frames
// in the game state name nodes by index, which keeps the state plain JSON.
import type { SlotTable } from '../state/slots.ts';
import type { Bindings, Frame, Piece, SeatId, Text, TextInput } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';

/** A value an expression yields. */
export type Value = string | number | boolean | null;

/**
 * A compiled selector: the ids it selects, in order. A selector that can count its items without
 * listing them carries `count` (the `count` expression and endings use it: no list is built).
 */
export type Sel = ((rt: Runtime, b: Bindings) => string[]) & {
  /** How many items it gives, counted without the list (selectors that can). */
  count?: (rt: Runtime, b: Bindings) => number;
  /** Whether `test` holds for some item, in list order, stopping at the first (selectors that can). */
  some?: (rt: Runtime, b: Bindings, test: (id: string) => boolean) => boolean;
  /** Its first item (undefined: none), found without the list (selectors that can). */
  one?: (rt: Runtime, b: Bindings) => string | undefined;
};
/** The first item of a selector, compiled. */
export type One = (rt: Runtime, b: Bindings) => string | undefined;

/** A compiled expression. */
export type Expr = (rt: Runtime, b: Bindings) => Value;

/** The content that produced something: a definition id and a JSON pointer inside it. */
export interface Cause {
  def: string;
  path: string;
  /**
   * A node's cause (and a mode phase's, its start node's): the node's id, a small number of its own in the
   * ruleset, for counts kept by cause in a list rather than a map by object (a batch's analytics). Not
   * enumerable, so an event as JSON or compared in a test is what it was; absent on other causes.
   */
  readonly n?: number;
}

/** One compiled node of behaviour, addressed by its index in `Ruleset.nodes`. */
export interface Node {
  id: number;
  cause: Cause;
  /**
   * Runs the node where it is reached, without a frame of its own: primitives that never ask, and
   * blocks and choices, which put their frame on the stack only where they must stop (a child
   * pushed, a decision left pending), as pushing and stepping them would have left it.
   */
  inline?: (rt: Runtime, b: Bindings) => void;
  /** One step for the frame on top of the stack. */
  step: (rt: Runtime, f: Frame) => void;
  /**
   * Continues once the pending decision this node asked is answered. `asked` is the decision's
   * seats, as the node asked them: a node that asked one seat reads its answer at `asked[0]`
   * instead of working out again which seat it asked.
   */
  resume?: (rt: Runtime, f: Frame, answers: Record<SeatId, string>, asked: readonly SeatId[]) => void;
  /** For schedule nodes: what the delayed effects wait for. */
  schedule?: CompiledTrigger & {
    occurrence: number;
    /** The slots of the bound names its `where` can read (ruleset/reads.ts's namesRead); null or absent: any. */
    whereReads?: readonly number[] | null;
    /** When its `where` is `same` of two bound names: their two slots (tested on their values, no bindings made); else absent. */
    whereSame?: readonly [number, number] | null;
  };
}

/** A compiled trigger. */
export interface CompiledTrigger {
  on: string;
  phase?: string;
  action?: string;
  name?: string;
  zone?: string;
  where: Expr | null;
  /** Node id of the effects. */
  body: number;
  cause: Cause;
}

/** Whom a modifier applies to. */
export type ModifierScope = 'occupants' | 'self' | 'all';

/** A compiled modifier. */
export interface CompiledModifier {
  rule: string;
  scope: ModifierScope;
  while: Expr | null;
  actions?: string[];
  allow?: Expr;
  except?: Expr;
  when?: Expr;
  count?: number;
  name?: string;
  /** What `while` reads of the state (ruleset/reads.ts). */
  reads: number;
  /** The bound names `while` can read (ruleset/reads.ts's namesRead): [] without one; null or absent: any. */
  whileNames?: readonly string[] | null;
  cause: Cause;
}

/** A compiled action (LOOK, MOVE, an ability, …). */
export interface CompiledAction {
  id: string;
  name: Text;
  /** Node id of the action runner. */
  node: number;
  /** A free action: not one of the piece's actions (no action-done, not counted this turn). */
  free: boolean;
  /**
   * Whether the piece could take it now (allowed, `when` holds, a legal target exists). `p` is the
   * piece's record when the caller has it in hand (then the piece is not looked up again by id).
   */
  possible: (rt: Runtime, piece: string, p?: Piece) => boolean;
}

/** A content definition a component or piece is an instance of. */
export interface Def {
  id: string;
  kind: string;
  name: Text;
  props: Record<string, Value>;
  /** Labels compositions can pick by. */
  tags: string[];
  triggers: Record<string, CompiledTrigger[]>;
  modifiers: CompiledModifier[];
  /** `modifiers` split by rule, made once (standing rules are asked by rule on every action). */
  modifiersByRule: Map<string, CompiledModifier[]>;
  actions: Record<string, CompiledAction>;
  /** What a piece of it starts with (a character's `kit`): piece variable → count. */
  kit?: Record<string, number>;
  /** The typed code this definition takes (a room's `code` shape), if any: what `ask-text` with `like` asks. */
  textFormat?: TextInput;
  /** The condition it carries (a puzzle card's), read by `condition-of`. */
  condition?: Expr;
}

/** A scenario: a named set of cards dealt by `deal-scenario`, and salted hashes of its secrets. */
export interface Scenario {
  id: string;
  /** The mode it is played in (qualified), if it names one. */
  mode: string | null;
  /** Its number (scenarios are offered in this order); 0 when none. */
  number: number;
  /** Qualified card definitions, in the order listed. */
  cards: string[];
  /** Definition id (qualified) → the salted SHA-256 of the secret it takes. */
  secrets: Record<string, { salt: string; sha256: string }>;
}

/** A compiled zone declaration. */
export interface ZoneDecl {
  id: string;
  kind: 'grid' | 'stack' | 'set' | 'hand';
  rows: number;
  cols: number;
  fixedRows: number[];
  fixedCols: number[];
  /** Region name → cell indexes (row-major), in row-major order. */
  regions: Record<string, number[]>;
  perSeat: boolean;
  private: boolean;
  /** What seats it is not opened to see of its items: ids (public), how many (count), or nothing (hidden). */
  contents: ZoneContents;
}

/** How much of a zone's items a seat it is not opened to sees. */
export type ZoneContents = 'public' | 'count' | 'hidden';

/** A compiled ending. */
export interface CompiledEnding {
  when: Expr;
  outcome: string;
  winners: Sel | null;
  text: Text;
  cause: Cause;
  /** What its condition reads of the state (ruleset/reads.ts): it is asked again only after a write there. */
  reads: number;
}

/** A compiled mode: everything a match of it needs. */
export interface Mode {
  id: string;
  name: Text;
  /** Player counts: the range, and when the mode names them, the only counts in it that play. */
  seats: { min: number; max: number; only?: readonly number[] };
  zones: ZoneDecl[];
  zoneById: Record<string, ZoneDecl>;
  counters: Array<{ id: string; initial: number }>;
  actions: Record<string, CompiledAction>;
  /** Action ids in declaration order. */
  actionOrder: string[];
  triggers: Record<string, CompiledTrigger[]>;
  modifiers: CompiledModifier[];
  /** `modifiers` split by rule, made once. */
  modifiersByRule: Map<string, CompiledModifier[]>;
  /**
   * Per action-listing rule (forbid-action, restrict-targets), the actions its modifiers list in this
   * mode or any definition; null when one of them has a `while` that may draw from the RNG (then it
   * is asked for every action). A rule absent here has no modifier in play: an action its set lacks
   * is never forbidden or restricted, and modifiers.ts answers without asking.
   */
  actionsNamed: Map<string, Set<string> | null>;
  endings: CompiledEnding[];
  /** What the endings' conditions read of the state (ruleset/reads.ts): they are asked again only after a write there. */
  endingReads: number;
  /** Node id of the whole match: setup, then turns until an ending. */
  root: number;
  /** The turn's block node, and each phase of the turn: its id, its block and its inner (handler) node. */
  turn: { block: number; phases: Array<{ id: string; block: number; inner: number }> };
  /** Highest `slot` of the act phases: a one-action programme must be played by then. */
  lastSlot: number;
  /** The turn-count table of `setup.turns` (read by the `setup-turns` expression). */
  turnTable: Array<{ min: number; max: number; turns: number }>;
  /** The role-deal table of `setup.roles` (read by `deal-roles` when it lists no roles): by character count. */
  roleTable: Array<{ min: number; max: number; roles: Array<{ role: string; count: number }> }>;
  /** The team of each role the mode declares (null when it names none). */
  roleTeams: Record<string, string | null>;
  /** What every piece starts with (tokens declared `perPiece`): piece variable → count. */
  kit?: Record<string, number>;
}

/** Everything compiled from a set of packs. Immutable; shared by every match. */
export interface Ruleset {
  hash: string;
  /** The table of names bindings are read by (state/slots.ts): the engine's, then content's, by slot. */
  slots: SlotTable;
  nodes: Node[];
  defs: Record<string, Def>;
  modes: Record<string, Mode>;
  /** Plain mode id → qualified id, when unambiguous. */
  modeAliases: Record<string, string>;
  /** Definitions with modifiers of scope "all" (consulted for every piece). */
  globalModifierDefs: string[];
  /** Per rule, the definitions that carry a modifier of it (a rule no definition carries is absent). */
  modifierHolders: Map<string, Set<string>>;
  /** Whether any content raises flags (so flag changes are tracked at all). */
  hasFlags: boolean;
  /** Scenarios by qualified id (enigma scenarios), in number order. */
  scenarios: Record<string, Scenario>;
}
