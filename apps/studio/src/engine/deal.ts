// Deals a mode for a seed with the engine as it is: load the packs, compile
// the ruleset, create the match and look at it as an all-seeing observer.
import { createMatch, view } from '@roomsmith/engine';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { DealResult } from './engine-protocol.ts';
import { gridsOf } from './grids.ts';
import { prepare } from './prepare.ts';

/** The grids of `mode` (a `pack:id`) dealt for `seed` and `seats`. */
export function dealMode(packs: PackSnapshot[], mode: string, seed: number | string, seats: number): DealResult {
  const prepared = prepare(packs);
  if ('problems' in prepared) return { grids: [], problems: prepared.problems };
  const match = createMatch(prepared.ruleset, { mode, seed, seats });
  return { grids: gridsOf(view(prepared.ruleset, match.state, 'all'), prepared.entities), problems: [] };
}
