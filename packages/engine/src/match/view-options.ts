// A seat's options as its view shows them. An option about a component the
// seat cannot identify names that component by its handle (`target:?complex#7`,
// never `target:c12`), says nothing of its face in its label, and such options
// are listed in handle order, so neither their ids, labels nor order tell which
// component each is. `realOption` maps an answer given from the view back to the
// engine's option id: bots and remote players answer from views, the engine and
// replays keep the real ids.
import type { DecisionOption, GameState, SeatId } from '../state/types.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { byName, componentNames, isHandle } from '../runtime/visibility.ts';
import { gridPlace } from '../runtime/table.ts';

/** The option as a seat that knows the component as `name` sees it. */
function renamed(s: GameState, o: DecisionOption, real: string, name: string): DecisionOption {
  const prefix = o.id.endsWith(real) ? o.id.slice(0, o.id.length - real.length) : `${o.id}:`;
  const at = gridPlace(s, real);
  const zone = s.components[real]?.location?.zone;
  const where = at ? ` at row ${at.row + 1}, column ${at.col + 1}` : zone ? ` in ${zone}` : '';
  const target = { ...o.target, component: name };
  return { id: prefix + name, label: `face-down${where}`, target };
}

/**
 * The seat's options as its view lists them, each with the index of the engine
 * option it stands for. Options naming an unidentified component are renamed
 * and sorted among themselves by handle, in the places such options held.
 */
export function mapOptions(
  ruleset: Ruleset,
  state: GameState,
  seat: SeatId,
  names?: Map<string, string>,
): Array<{ option: DecisionOption; index: number }> {
  const options = state.pending?.options[seat] ?? [];
  const out = options.map((option, index) => ({ option, index }));
  if (!options.some((o) => o.target?.component !== undefined)) return out;
  const n = names ?? componentNames(ruleset.modes[state.mode], state, seat);
  const slots: number[] = [];
  for (const [i, x] of out.entries()) {
    const real = x.option.target?.component;
    const name = real === undefined ? undefined : n.get(real);
    if (real === undefined || name === undefined || !isHandle(name)) continue;
    x.option = renamed(state, x.option, real, name);
    slots.push(i);
  }
  const moved = slots.map((i) => out[i] as { option: DecisionOption; index: number });
  moved.sort((a, b) => byName(a.option.id, b.option.id));
  slots.forEach((slot, k) => (out[slot] = moved[k] as { option: DecisionOption; index: number }));
  return out;
}

/** The options a seat is offered, as its view shows them (what bots and remote players answer from). */
export function seatOptions(ruleset: Ruleset, state: GameState, seat: SeatId): DecisionOption[] {
  return mapOptions(ruleset, state, seat).map((x) => x.option);
}

/** The engine's option id for an option id a seat picked from its view; throws when it is not offered. */
export function realOption(ruleset: Ruleset, state: GameState, seat: SeatId, option: string): string {
  const found = mapOptions(ruleset, state, seat).find((x) => x.option.id === option);
  const real = found ? state.pending?.options[seat]?.[found.index] : undefined;
  if (!real) throw new Error(`"${option}" is not an option of ${seat} in its view`);
  return real.id;
}
