// The messages between the Playtest dashboard and its worker. A batch is not a
// request with one answer: the worker reports progress as it plays, and the
// dashboard may cancel it, so this protocol is its own (not the engine worker's).
import type { AbReport, BatchStats, BotKind, GameLine, Report, WhyTrace } from '@roomsmith/sim';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { DealtGrid } from '../engine/engine-protocol.ts';

/** One side of a batch: the packs it plays on and the mode. */
export interface PlaytestSide {
  packs: PackSnapshot[];
  /** The mode as `pack:id`. */
  mode: string;
}

/** A batch the dashboard asks for: side A, and B to compare with on the same seeds and bots. */
export interface PlaytestSpec {
  a: PlaytestSide;
  b?: PlaytestSide;
  seats: number;
  /** One bot per seat. */
  bots: BotKind[];
  /** Game n seats the bots rotated by n places. */
  rotate: boolean;
  games: number;
  firstSeed: number;
  /** Match options (an enigma `scenario`, a `level`…), as `roomsmith sim --option NAME=VALUE` gives them. */
  options?: MatchOptions;
}

/** Match options by name. */
export type MatchOptions = Record<string, string | number | boolean>;

/** What a finished (or cancelled) side says. */
export interface SideResult {
  report: Report;
  /** One line per game, in seed order (the games list). */
  lines: GameLine[];
  /** Decisions per game → games (the histogram). */
  lengths: Record<number, number>;
  /** The first few errors, with their seeds. */
  errors: Array<{ seed: number | string; message: string }>;
  /** The complex dealt for the first seed, for the heat map (empty when the mode deals no grid). */
  grids: DealtGrid[];
  /** Display names of content ids (rooms, cards, characters). */
  names: Record<string, string>;
}

/** The answer to a batch. */
export interface PlaytestResult {
  a: SideResult;
  b?: SideResult;
  /** B − A, paired by seed. */
  ab?: AbReport;
  /** Games played per side (fewer than asked when cancelled). */
  games: number;
  cancelled: boolean;
  seconds: number;
}

/** What one worker played of a batch: every `stride`-th seed from `firstSeed + offset`. */
export interface PlaytestSlice {
  offset: number;
  stride: number;
}

/** A worker's share of a batch, mergeable with the others'. */
export interface PlaytestPart {
  /** Statistics per side (A, then B). */
  stats: BatchStats[];
  /** Seeds played (per side). */
  games: number;
}

/** A game of the batch played again with its answers recorded. */
export interface PlaytestGame {
  /** A `roomsmith-replay@1` file: the sandbox opens it at its final step. */
  replay: string;
  traces: WhyTrace[];
}

/** Dashboard → worker. */
export type PlaytestRequest =
  | { type: 'run'; id: number; spec: PlaytestSpec; slice?: PlaytestSlice }
  | { type: 'cancel'; id: number }
  | {
      type: 'combine';
      id: number;
      spec: PlaytestSpec;
      parts: PlaytestPart[];
      seconds: number;
      /** The batch this worker played its part of (its packs are prepared already). */
      runId?: number;
    }
  | {
      type: 'game';
      id: number;
      side: PlaytestSide;
      seats: number;
      bots: BotKind[];
      rotate: boolean;
      seed: number;
      options?: MatchOptions;
    };

/** Worker → dashboard. */
export type PlaytestMessage =
  | { type: 'progress'; id: number; done: number; total: number; elapsedMs: number }
  | { type: 'part'; id: number; part: PlaytestPart }
  | { type: 'done'; id: number; result: PlaytestResult }
  | { type: 'game'; id: number; game: PlaytestGame }
  | { type: 'failed'; id: number; message: string };
