// The messages between the studio and its engine worker: one union of
// requests, and the result each request type answers with.
import type { Layout } from '@roomsmith/engine';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { Moment, Situation } from './situation.ts';
import type { CopiedFile } from './qualify-copy.ts';
import type { Pickable } from './pickable.ts';
import type { AnswerCheck } from './pack-test-answers.ts';
import type { TokenPanels } from './seat-tokens.ts';

/** Which packs, mode, seed and number of seats a match uses. */
export interface MatchSpec {
  packs: PackSnapshot[];
  /** The mode as `pack:id`. */
  mode: string;
  seed: number | string;
  seats: number;
  /** Match options (e.g. `scenario`), as the CLI's `--option NAME=VALUE` gives them. */
  options?: Record<string, string>;
  /** Definitions seats picked to play (createMatch's `picks`), when any did. */
  picks?: Record<string, string[]>;
  /** A situation set up by hand (the pack-test layout, arranged after the mode's setup), when one was. */
  layout?: Layout;
}

/** Studio → engine worker. */
export type EngineRequest =
  | ({ type: 'deal' } & MatchSpec)
  | ({ type: 'sandbox-start'; bots: string[] } & MatchSpec)
  | { type: 'sandbox-look'; viewAs: string }
  | { type: 'sandbox-answer'; seat: string; option: string }
  | { type: 'sandbox-undo' }
  | { type: 'sandbox-redo' }
  | { type: 'sandbox-replay' }
  | { type: 'sandbox-jump'; cursor: number }
  | { type: 'sandbox-inspect' }
  | { type: 'sandbox-import'; text: string }
  | { type: 'sandbox-reload'; packs: PackSnapshot[] }
  | { type: 'qualify-copy'; packs: PackSnapshot[]; copied: CopiedFile }
  | { type: 'pack-tests'; packs: PackSnapshot[]; pack: string; run: boolean }
  | { type: 'pack-test-answers'; packs: PackSnapshot[]; pack: string; file: string; test: string }
  | { type: 'sandbox-holds'; condition: unknown }
  | { type: 'sandbox-situation' }
  | { type: 'sandbox-moment' };

/** One test of a pack: where it is written and, once run, its verdict. */
export interface PackTestRow {
  id: string;
  name: string;
  /** The file holding it, and the 1-based position of the test in it. */
  file: string;
  line: number;
  column: number;
  verdict: { ok: true } | { ok: false; reason: string } | null;
}

/** The answer to `pack-tests`: the pack's tests, or the problems that kept them from running. */
export interface PackTestsResult {
  tests: PackTestRow[];
  problems: string[];
}

/** One cell of a dealt grid. */
export interface DealtCell {
  /** The component's id in the match (`c12`), as decision options name it. */
  component: string;
  /** The room's id (`pack:id`), name and colour, or null when the engine does not say. */
  room: { id: string; name: string; colour: string } | null;
  faceUp: boolean;
  /** Names of the figures standing here. */
  figures: string[];
  /** Names of the neutral pieces (no seat: robots) standing here. */
  neutral?: string[];
  /** Markers on the tile (a lock), with their counts. */
  markers?: Array<{ name: string; count: number }>;
}

/** A grid zone (the complex), row by row. */
export interface DealtGrid {
  zone: string;
  rows: number;
  cols: number;
  cells: Array<DealtCell | null>;
}

/** The answer to `deal`: the grids, or the problems that stopped the deal. */
export interface DealResult {
  grids: DealtGrid[];
  problems: string[];
}

/** One option of the pending decision, with what it points at on the table (if anything). */
export interface SandboxOption {
  id: string;
  label: string;
  /** The component (tile or card) it targets, as the view names it. */
  component?: string;
  /** The zone it names (a Two Rooms room to open). */
  zone?: string;
}

/** The pending decision as the sandbox shows it. */
export interface SandboxDecision {
  prompt: string;
  kind: 'choose' | 'simultaneous';
  seats: Array<{
    seat: string;
    answered: boolean;
    options: SandboxOption[];
    /** Set when the seat types its answer instead of picking: the format in words ("4 digits"). */
    input?: string;
  }>;
}

/** A card of a stack, set or hand as the viewer sees it: its face, or null for a back. */
export interface TableCard {
  /** The component's name in the view (an id, or a handle such as `?deck#0`). */
  component: string;
  /** Its face when the viewer may know it: `text` is its effect text or clue, `image` a data URL. */
  face: { id: string; name: string; colour: string; text: string; image?: string } | null;
  faceUp: boolean;
  /** Names of the pieces on it. */
  figures: string[];
}

/** A stack, set or hand zone of the view. */
export interface TableZone {
  /** The zone instance id (`deck@s0`). */
  zone: string;
  /** The declared zone's id (`deck`) and the seat a per-seat zone or hand belongs to. */
  name: string;
  seat: string | null;
  kind: 'stack' | 'set' | 'hand';
  /** What the viewer sees of it: every item, how many, or nothing. */
  shown: 'items' | 'count' | 'nothing';
  /** Its cards, top first for a stack. */
  cards: TableCard[];
  /** Names of the pieces located in the zone itself. */
  figures: string[];
}

/** Where a replay of the recorded answers over changed content stopped. */
export interface Divergence {
  /** The recorded decision (1-based) that is no longer legal. */
  decision: number;
  /** Its answers as `seat → option`. */
  answer: string;
  /** Why it no longer applies. */
  reason: string;
  /** How many recorded decisions came after it (dropped). */
  dropped: number;
}

/** A piece of the match as the sandbox lists it. */
export interface PieceRow {
  id: string;
  name: string;
  seat: string | null;
  status: 'active' | 'eliminated' | 'escaped';
  /** The name of the component it stands on, if any. */
  on: string | null;
}

/** Where a sandbox match stands. */
export interface SandboxSnapshot extends DealResult {
  /** The stacks, sets and hands of the view. */
  zones: TableZone[];
  /** Every piece the viewer may see, with its status. */
  pieces: PieceRow[];
  step: number;
  /** Whose eyes the grids and log are seen through: 'all' or a seat. */
  viewAs: string;
  /**
   * Every seat of the match, whether a bot plays it, and its role and team as the viewer sees them
   * (null while hidden from the viewer, or when the mode deals none).
   */
  seats: Array<{ seat: string; bot: boolean; role: string | null; team: string | null }>;
  /** Whether the match deals roles at all (the mode declares them): the sandbox then lists who is who, as far as the viewer knows. */
  roles: boolean;
  decision: SandboxDecision | null;
  /** The event log as text, oldest first. */
  log: string[];
  /** How many recorded decisions are applied, and how many are recorded (the timeline). */
  cursor: number;
  recorded: number;
  /** The engine's state hash, to compare with a replay's. */
  hash: string;
  canUndo: boolean;
  canRedo: boolean;
  /** How the match ended, or null while it runs. */
  result: string | null;
  /** Where replaying the answers over edited content stopped, or null when every answer still applied. */
  diverged: Divergence | null;
  /** Each seat's tokens, the robots and the marked rooms, as the viewer may see them. */
  tokens: TokenPanels;
  /** What a seat may pick to play in this mode (its characters), and what each seat picked. */
  pickable: Pickable[];
  picks: Record<string, string[]>;
  /** Whether the match started from a situation set up by hand (a layout). */
  edited?: boolean;
}

/** The result type of each request type. */
export interface EngineResults {
  deal: DealResult;
  'sandbox-start': SandboxSnapshot;
  'sandbox-look': SandboxSnapshot;
  'sandbox-answer': SandboxSnapshot;
  'sandbox-undo': SandboxSnapshot;
  'sandbox-redo': SandboxSnapshot;
  /** The match so far as a `roomsmith-replay@1` file (contracts.md §4). */
  'sandbox-replay': string;
  'sandbox-jump': SandboxSnapshot;
  /** The viewer's view of the state as indented JSON. */
  'sandbox-inspect': string;
  /** The match of a replay file, at its end, and whether it reached the replay's final hash. */
  'sandbox-import': { snapshot: SandboxSnapshot; heading: string; hashMatches: boolean };
  /** The copied file's text with its references to the source pack qualified. */
  'qualify-copy': string;
  /** The match replayed over the new content, as far as its answers remain legal. */
  'sandbox-reload': SandboxSnapshot;
  /** The pack's tests, with verdicts when asked to run them. */
  'pack-tests': PackTestsResult;
  /** A test's answers replayed against the engine, and the options of the decision after them. */
  'pack-test-answers': AnswerCheck;
  /** Where a puzzle card's condition holds on the sandbox's complex now. */
  'sandbox-holds': SandboxHolds;
  /** The situation now, as a layout the "Edit situation" form edits. */
  'sandbox-situation': Situation;
  /** The match's start and answers so far, and the expectations the state offers (a pack test to save). */
  'sandbox-moment': Moment;
}

/** The sandbox's grids as the viewer sees them, and for each cell whether a condition holds with `room` bound to it. */
export interface SandboxHolds {
  grids: DealtGrid[];
  /** Per grid, per cell (row by row): true where it holds; false on empty cells. */
  holds: boolean[][];
  /** Why the condition could not be read (it does not compile), else empty. */
  problems: string[];
}
