// What the leak checker looks at for one seat: its view, its options and the
// events it reads, plus the real component behind each name its view uses (to
// tie what the seat sees to what things are). The engine's own functions by
// default; tests plant leaks by wrapping them.
import {
  componentNames,
  eventsFor,
  view,
  viewOptions,
  type DecisionOption,
  type GameEvent,
  type GameState,
  type Ruleset,
  type SeatId,
  type View,
} from '@roomsmith/engine';

/** One seat's sight of a state. */
export interface Sight {
  view: View;
  options: DecisionOption[];
  /** The real component id behind each component name the view uses (ids and handles). */
  real: Map<string, string>;
}

/** How the checker sees a match through a seat's eyes. */
export interface SeatSight {
  see(ruleset: Ruleset, state: GameState, seat: SeatId): Sight;
  events(events: readonly GameEvent[], seat: SeatId): GameEvent[];
}

/** The engine's views, options and event filter: what bots and remote players get. */
export const engineSight: SeatSight = {
  see(ruleset, state, seat) {
    const real = new Map<string, string>();
    for (const [id, name] of componentNames(ruleset.modes[state.mode], state, seat)) real.set(name, id);
    return { view: view(ruleset, state, seat), options: viewOptions(ruleset, state, seat).map((x) => x.option), real };
  },
  events: (events, seat) => eventsFor(events, seat),
};
