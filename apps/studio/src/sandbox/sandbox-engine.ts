// What the sandbox needs from the engine worker, bound to one match spec.
import type { Layout } from '@roomsmith/engine';
import type { SandboxHolds, SandboxSnapshot } from '../engine/engine-protocol.ts';
import type { Moment, Situation } from '../engine/situation.ts';

/** Starts and drives one sandbox match. */
export interface SandboxEngine {
  /**
   * Starts (or restarts) the match with these seats played by bots, the seats' picks (characters), and a
   * situation set up by hand (a layout: the whole table, in place of the mode's setup), if any.
   */
  start(bots: string[], picks?: Record<string, string[]>, layout?: Layout): Promise<SandboxSnapshot>;
  /** Shows the match through one seat's eyes ('all' for everything). */
  look(viewAs: string): Promise<SandboxSnapshot>;
  answer(seat: string, option: string): Promise<SandboxSnapshot>;
  undo(): Promise<SandboxSnapshot>;
  redo(): Promise<SandboxSnapshot>;
  /** The match so far as a replay file's text. */
  replay(): Promise<string>;
  /** Goes to the state after `cursor` recorded decisions. */
  jump(cursor: number): Promise<SandboxSnapshot>;
  /** The viewer's view of the state as indented JSON. */
  inspect(): Promise<string>;
  /** Replays the recorded answers over the packs as they are now, as far as they remain legal. */
  reload(): Promise<SandboxSnapshot>;
  /** Plays a replay file (on the packs of this sandbox) to its end. */
  importReplay(text: string): Promise<{ snapshot: SandboxSnapshot; heading: string; hashMatches: boolean }>;
  /** Where a puzzle card's condition holds on the complex now (the Puzzle card form's highlights). */
  holds?(condition: unknown): Promise<SandboxHolds>;
  /** The situation now, as a layout the "Edit situation" form edits. */
  situation?(): Promise<Situation>;
  /** The match's start and answers so far, and the expectations the state offers ("Save this moment as a test"). */
  moment?(): Promise<Moment>;
  /** Calls `listener` after each request that moves the match; returns how to stop. */
  onMove?(listener: () => void): () => void;
}
