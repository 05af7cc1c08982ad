// What the sandbox needs from the engine worker, bound to one match spec.
import type { SandboxSnapshot } from '../engine/engine-protocol.ts';

/** Starts and drives one sandbox match. */
export interface SandboxEngine {
  start(): Promise<SandboxSnapshot>;
  answer(seat: string, option: string): Promise<SandboxSnapshot>;
  undo(): Promise<SandboxSnapshot>;
  redo(): Promise<SandboxSnapshot>;
}
