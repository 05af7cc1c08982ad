// The messages between the studio and its engine worker: one union of
// requests, and the result each request type answers with.
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { CopiedFile } from './qualify-copy.ts';

/** Which packs, mode, seed and number of seats a match uses. */
export interface MatchSpec {
  packs: PackSnapshot[];
  /** The mode as `pack:id`. */
  mode: string;
  seed: number | string;
  seats: number;
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
  | { type: 'qualify-copy'; packs: PackSnapshot[]; copied: CopiedFile };

/** One cell of a dealt grid. */
export interface DealtCell {
  /** The component's id in the match (`c12`), as decision options name it. */
  component: string;
  /** The room's id (`pack:id`), name and colour, or null when the engine does not say. */
  room: { id: string; name: string; colour: string } | null;
  faceUp: boolean;
  /** Names of the figures standing here. */
  figures: string[];
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

/** The pending decision as the sandbox shows it. */
export interface SandboxDecision {
  prompt: string;
  kind: 'choose' | 'simultaneous';
  seats: Array<{ seat: string; answered: boolean; options: Array<{ id: string; label: string }> }>;
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
  /** Every piece the viewer may see, with its status. */
  pieces: PieceRow[];
  step: number;
  /** Whose eyes the grids and log are seen through: 'all' or a seat. */
  viewAs: string;
  /** Every seat of the match and whether a bot plays it. */
  seats: Array<{ seat: string; bot: boolean }>;
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
}
