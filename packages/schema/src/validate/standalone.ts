// The precompiled validators (generated standalone code): no `new Function` at
// run time, so they work in the browser under any content security policy.
import * as generated from '../generated/validators.ts';
import type { Validators } from './validators.ts';

/** Validators for every kind, precompiled by `npm run codegen`. */
export const standaloneValidators: Validators = {
  pack: generated.pack,
  room: generated.room,
  character: generated.character,
  card: generated.card,
  deck: generated.deck,
  mode: generated.mode,
  'enigma-scenario': generated.enigmaScenario,
  'pack-test': generated.packTest,
  piece: generated.piece,
  'puzzle-card': generated.puzzleCard,
};
