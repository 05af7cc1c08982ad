// What one seat may know: face-down components it has not seen, private
// zones of others, closed zones' items, the whole table to closed eyes, other
// seats' programmes, roles and options are hidden.
import type { Component, GameState, Piece, PieceLocation, Seat, SeatId } from '../state/types.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { seeZones, type ZoneView } from './view-zones.ts';
import { activeFlags } from '../runtime/modifiers.ts';
import { identifies } from '../runtime/visibility.ts';
import { mapOptions } from './view-options.ts';
import type { Decision } from './match.ts';
import { runtimeFor } from './match.ts';

/** A component as a seat sees it: def is null when hidden from that seat. */
export interface ComponentView extends Omit<Component, 'def'> {
  def: string | null;
}

/** A piece as a seat sees it: another seat's programme shows only how many actions it holds. */
export interface PieceView extends Omit<Piece, 'plan'> {
  plan: string[] | number;
}

/** What a seat (or an all-seeing observer) may know of a match. */
export interface View {
  seat: SeatId | 'all';
  mode: string;
  turn: number;
  step: number;
  /** What the seat sees of each zone: items by id, handles (count), or nothing. */
  zones: Record<string, ZoneView>;
  components: Record<string, ComponentView>;
  pieces: Record<string, PieceView>;
  seats: Record<string, Seat>;
  seatOrder: SeatId[];
  order: string[];
  counters: Record<string, number>;
  /** Flags raised by flag modifiers in force (e.g. no table talk). */
  flags: string[];
  pending: Decision | null;
  result: GameState['result'];
}

/** The components a view lists, as [id, name], in the order its zones list them, then those set aside. */
function listedOrder(zones: Record<string, ZoneView>, names: Map<string, string>): Array<[string, string]> {
  const real = new Map<string, string>();
  for (const [id, name] of names) real.set(name, id);
  const out: Array<[string, string]> = [];
  const add = (name: string | null) => {
    const id = name === null ? undefined : real.get(name);
    if (id !== undefined && name !== null) {
      out.push([id, name]);
      real.delete(name);
    }
  };
  for (const z of Object.values(zones)) (z.kind === 'grid' ? z.cells : z.items).forEach(add);
  for (const name of [...real.keys()]) add(name);
  return out;
}

/** Where a seat sees a piece: on the component's name in the view, nowhere if that is out of sight. */
function seenLocation(at: PieceLocation, names: Map<string, string>): PieceLocation {
  if (!at || !('component' in at)) return at;
  const name = names.get(at.component);
  return name === undefined ? null : { component: name };
}

/**
 * The view of a match for one seat, or everything for 'all'. Closed eyes see
 * nothing of the table; zones declared `contents: count` show other seats
 * handles in place of ids, `hidden` ones nothing, unless opened to the seat.
 */
export function view(ruleset: Ruleset, state: GameState, seat: SeatId | 'all'): View {
  const all = seat === 'all';
  const mode = ruleset.modes[state.mode];
  const { zones, names, all: everyName } = seeZones(mode, state, seat);
  // Listed in the view's own order (zones, then places), never in id order: ids follow the composition.
  const components: Record<string, ComponentView> = {};
  for (const [id, name] of listedOrder(zones, names)) {
    const c = state.components[id] as Component;
    const known = identifies(mode, state, c, seat);
    const location = c.location ? { ...c.location } : null;
    components[name] = {
      ...c,
      id: name,
      def: known ? c.def : null,
      location,
      seenBy: [...c.seenBy],
      markers: { ...c.markers },
    };
  }
  const pieces: Record<string, PieceView> = {};
  for (const [id, p] of Object.entries(state.pieces)) {
    const mine = all || p.seat === seat;
    pieces[id] = {
      ...p,
      location: seenLocation(p.location, names),
      plan: mine ? [...p.plan] : p.plan.filter((x) => x !== '').length,
    };
  }
  const seats: Record<string, Seat> = {};
  for (const [id, s] of Object.entries(state.seats)) {
    const open = all || id === seat || (s.markers.revealed ?? 0) > 0;
    seats[id] = { ...s, role: open ? s.role : null, team: open ? s.team : null };
  }
  const pending = state.pending;
  return {
    seat,
    mode: state.mode,
    turn: state.turn,
    step: state.step,
    zones,
    components,
    pieces,
    seats,
    seatOrder: [...state.seatOrder],
    order: [...state.order],
    counters: { ...state.counters },
    flags: mode ? activeFlags(runtimeFor(ruleset, state)).slice() : [],
    pending:
      pending && (all || pending.seats.includes(seat))
        ? {
            ...pending,
            options: all
              ? pending.options
              : { [seat]: mapOptions(ruleset, state, seat, everyName).map((x) => x.option) },
          }
        : pending
          ? { ...pending, options: {} }
          : null,
    result: state.result,
  };
}
