// What one seat may know: face-down components it has not seen, private
// zones of others, other seats' programmes, roles and options are hidden.
import type { Component, GameState, Piece, Seat, SeatId, Zone } from '../state/types.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { activeFlags } from '../runtime/modifiers.ts';
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
  zones: Record<string, Zone>;
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

function ownerOf(zone: string, z: Zone | undefined): string | null {
  if (z?.kind === 'hand') return z.owner;
  const at = zone.indexOf('@');
  return at < 0 ? null : zone.slice(at + 1);
}

/** The view of a match for one seat, or everything for 'all'. */
export function view(ruleset: Ruleset, state: GameState, seat: SeatId | 'all'): View {
  const all = seat === 'all';
  const mode = ruleset.modes[state.mode];
  const blind = !all && state.seats[seat]?.eyesOpen === false;
  const components: Record<string, ComponentView> = {};
  for (const [id, c] of Object.entries(state.components)) {
    const zone = c.location?.zone;
    const decl = zone ? mode?.zoneById[zone.split('@')[0] as string] : undefined;
    const privateTo = zone && decl?.private ? ownerOf(zone, state.zones[zone]) : null;
    // In another seat's private zone (a hand) even face-up cards stay hidden, unless this seat saw them.
    const othersPrivate = privateTo !== null && privateTo !== seat;
    const known = all || (!blind && (othersPrivate ? c.seenBy.includes(seat) : c.faceUp || c.seenBy.includes(seat)));
    components[id] = { ...c, def: known ? c.def : null, seenBy: [...c.seenBy], markers: { ...c.markers } };
  }
  const pieces: Record<string, PieceView> = {};
  for (const [id, p] of Object.entries(state.pieces)) {
    const mine = all || p.seat === seat;
    pieces[id] = { ...p, plan: mine ? [...p.plan] : p.plan.filter((x) => x !== '').length };
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
    zones: structuredClone(state.zones),
    components,
    pieces,
    seats,
    seatOrder: [...state.seatOrder],
    order: [...state.order],
    counters: { ...state.counters },
    flags: mode ? activeFlags(runtimeFor(ruleset, state)) : [],
    pending:
      pending && (all || pending.seats.includes(seat))
        ? { ...pending, options: all ? pending.options : { [seat]: pending.options[seat] ?? [] } }
        : pending
          ? { ...pending, options: {} }
          : null,
    result: state.result,
  };
}
