// Information-set sampling: a full game state that agrees with everything one
// seat may know and re-draws everything it may not. The seat's view decides
// what is known: a component keeps its face only if the view names it by its
// real id with a face; every other face is dealt again at random from the
// faces that are not known, so which card lies where (and the ids of hidden
// components) tells the sample nothing. The RNG (future shuffles and draws),
// other seats' hidden programmes and hidden roles are re-drawn too.
import { copyState, nextInt, seedRng, shuffleInPlace, nextUint32, type RngState } from '@roomsmith/engine';
import type { EngineApi, GameState, Match, SeatId } from '../engine-api.ts';

/** The action ids a hidden programme slot may be re-drawn from (the mode's non-free actions), if the ruleset says. */
function programmeActions(ruleset: unknown, mode: string): string[] {
  const m = (
    ruleset as { modes?: Record<string, { actionOrder?: string[]; actions?: Record<string, { free?: boolean }> }> }
  ).modes?.[mode];
  return (m?.actionOrder ?? []).filter((id) => !m?.actions?.[id]?.free);
}

/** A state for `seat` that keeps what its view shows and re-draws the rest with `rng`. */
export function determinize<R>(
  engine: EngineApi<R>,
  ruleset: R,
  state: GameState,
  seat: SeatId,
  rng: RngState,
): GameState {
  return sampler(engine, ruleset, state, seat)(rng).state;
}

/**
 * Draws determinizations of one position for `seat`; the view is taken once, each draw copies the state.
 * A draw plays `silent` (no events, no log, no labels): the lookahead reads ids, targets and states only.
 */
export function sampler<R>(engine: EngineApi<R>, ruleset: R, state: GameState, seat: SeatId): (rng: RngState) => Match {
  const seen = engine.view(ruleset, state, seat);
  const hidden = Object.keys(state.components)
    .filter((id) => (seen.components[id]?.def ?? null) === null)
    .sort();
  const pool = hidden.map((id) => state.components[id]?.def ?? '').sort();
  const masked = Object.keys(state.seats)
    .filter((id) => seen.seats[id]?.role === null && (state.seats[id]?.role ?? null) !== null)
    .sort();
  const actions = programmeActions(ruleset, state.mode);
  return (rng) => {
    const sample = redraw(state, seat, rng, hidden, pool, masked, actions);
    return { state: sample, pending: sample.pending, log: [], profile: 'silent' };
  };
}

function redraw(
  state: GameState,
  seat: SeatId,
  rng: RngState,
  hidden: readonly string[],
  pool: readonly string[],
  masked: readonly string[],
  actions: readonly string[],
): GameState {
  // The engine's own copy: what play mutates is copied, the rest shared (the copy hashes and plays
  // the same); every part this function changes below is replaced or lies in a copied record.
  const sample = copyState(state);
  // Faces: re-deal every face the view does not show under the component's own id.
  const faces = [...pool];
  shuffleInPlace(rng, faces);
  hidden.forEach((id, i) => {
    const c = sample.components[id];
    if (c) c.def = faces[i] as string;
  });
  // Other seats' programmes: the view shows how many actions they hold, not which.
  for (const piece of Object.values(sample.pieces)) {
    if (piece.seat === seat) continue;
    piece.plan = piece.plan.map((a) =>
      a === '' || actions.length === 0 ? a : (actions[nextInt(rng, actions.length)] as string),
    );
  }
  // Roles and teams the view hides: shuffled among the seats whose role is hidden.
  const roles = masked.map((id) => [sample.seats[id]?.role ?? null, sample.seats[id]?.team ?? null] as const);
  roles.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
  shuffleInPlace(rng, roles);
  masked.forEach((id, i) => {
    const seat = sample.seats[id];
    const [role, team] = roles[i] ?? [null, null];
    if (seat) [seat.role, seat.team] = [role, team];
  });
  // The future: a fresh RNG, so no draw to come is known.
  sample.rng = seedRng(`sample:${nextUint32(rng)}`);
  return sample;
}

/** One match over a determinized state, ready for `engine.answer`. */
export function sampleMatch<R>(engine: EngineApi<R>, ruleset: R, state: GameState, seat: SeatId, rng: RngState): Match {
  return sampler(engine, ruleset, state, seat)(rng);
}
