// What each seat holds, read from a seat's view (never from the state, so nothing hidden leaks):
// its pieces' token counts (piece variables: a character's kit and the mode's per-piece tokens),
// the actions it has programmed (another seat's show only as a count) and done, and the special
// actions its pieces bring; plus the table's markers (locks) and the neutral pieces (robots).
import type { View } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { Entity } from './prepare.ts';

/** One piece of a seat, with what it holds. */
export interface SeatPiece {
  id: string;
  name: string;
  status: string;
  /** Token counts by name (`adrenaline`, `locks`, `empty-rooms`…); 0 shows a spent token. */
  tokens: Array<{ name: string; count: number }>;
  /** The programmed actions (names), or how many when the viewer may not see them. */
  plan: string[] | number;
  /** Actions done this turn. */
  done: string[];
  /** The piece's own actions (a character's special ability), by name. */
  abilities: string[];
}

/** A seat and its pieces. */
export interface SeatTokens {
  seat: string;
  pieces: SeatPiece[];
}

/** A neutral piece (no seat: a robot), where it stands. */
export interface NeutralPiece {
  id: string;
  name: string;
  status: string;
  on: string | null;
}

/** A marked component of the table (a lock), by name. */
export interface MarkedComponent {
  component: string;
  name: string;
  markers: Array<{ name: string; count: number }>;
}

/** Everything the sandbox's Season 2 panels draw. */
export interface TokenPanels {
  seats: SeatTokens[];
  neutral: NeutralPiece[];
  marked: MarkedComponent[];
}

type Json = Record<string, unknown>;
const nameOf = (entities: ReadonlyMap<string, Entity>, def: string | null) =>
  (def && (displayText(entities.get(def)?.['name']) || def)) || 'hidden';

/** The panels of `seen`. */
export function tokenPanels(seen: View, entities: ReadonlyMap<string, Entity>): TokenPanels {
  const componentName = (id: string) => nameOf(entities, seen.components[id]?.def ?? null);
  const seats: SeatTokens[] = seen.seatOrder.map((seat) => ({
    seat,
    pieces: Object.values(seen.pieces)
      .filter((p) => p.seat === seat)
      .map((p) => {
        const actions = entities.get(p.def)?.['actions'];
        return {
          id: p.id,
          name: nameOf(entities, p.def),
          status: p.status,
          tokens: Object.entries(p.vars)
            .filter((e): e is [string, number] => typeof e[1] === 'number')
            .map(([name, count]) => ({ name, count })),
          plan: p.plan,
          done: [...p.done],
          abilities: (Array.isArray(actions) ? (actions as Json[]) : []).map(
            (a) => displayText(a['name']) || String(a['id']),
          ),
        };
      }),
  }));
  const neutral = Object.values(seen.pieces)
    .filter((p) => p.seat === null && entities.get(p.def)?.['kind'] === 'piece')
    .map((p) => ({
      id: p.id,
      name: nameOf(entities, p.def),
      status: p.status,
      on: p.location && 'component' in p.location ? componentName(p.location.component) : null,
    }));
  const marked = Object.values(seen.components)
    .filter((c) => Object.values(c.markers).some((n) => n > 0))
    .map((c) => ({
      component: c.id,
      name: componentName(c.id),
      markers: Object.entries(c.markers)
        .filter(([, n]) => n > 0)
        .map(([name, count]) => ({ name, count })),
    }));
  return { seats, neutral, marked };
}
