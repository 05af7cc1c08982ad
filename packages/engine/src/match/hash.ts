// stateHash: the fingerprint replays compare.
import type { GameState } from '../state/types.ts';
import { hashJson } from '../state/hash.ts';

/** A stable hash of a game state (same state, same hash, however it was built). */
export function stateHash(state: GameState): string {
  return hashJson(state);
}
