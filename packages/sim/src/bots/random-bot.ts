// The simplest bot: picks uniformly among the legal options it is offered,
// with its own seeded RNG so a bot game replays exactly.
import { nextInt, type RngState } from '@roomsmith/engine';

/** Picks one of `options` uniformly at random; throws when there are none. */
export function pickRandom<T>(rng: RngState, options: readonly T[]): T {
  if (options.length === 0) throw new Error('a bot was asked to choose among no options');
  return options[nextInt(rng, options.length)] as T;
}
