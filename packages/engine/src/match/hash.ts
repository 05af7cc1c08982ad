// stateHash: the fingerprint replays compare.
import type { GameState } from '../state/types.ts';
import { hashJson } from '../state/hash.ts';
import { stateV1 } from '../state/slots.ts';

/**
 * A stable hash of a game state (same state, same hash, however it was built). It hashes the state's
 * v1 form (state/slots.ts' `stateV1`: each bindings array read back as a record of its bound names by
 * the table the state carries), so replays recorded before bindings were slots keep their hashes.
 */
export function stateHash(state: GameState): string {
  return hashJson(stateV1(state));
}
