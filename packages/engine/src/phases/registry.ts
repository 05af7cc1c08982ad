// Every phase (`type`) a mode can put in its turn.
import type { PhaseHandler } from '../ruleset/handlers.ts';
import { act } from './act.ts';
import { each } from './each.ts';
import { effects } from './effects.ts';
import { program } from './program.ts';

/** The phase handlers, one per `type` value. */
export const phaseHandlers: PhaseHandler[] = [program, act, each, effects];
