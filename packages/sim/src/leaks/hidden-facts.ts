// The hidden facts a seat is not entitled to, and how to change one of them
// without changing anything the seat may know: which of two components it has
// not identified is which (their ids, or their faces), which of two other seats
// holds which secret role, and the order of an unordered zone.
import { identifies, nextInt, type GameState, type RngState, type Ruleset, type SeatId } from '@roomsmith/engine';

/** One change of a hidden fact: a label for reports, and the changed copy of a state. */
export interface HiddenSwap {
  what: string;
  /** A changed deep copy of the state. */
  apply(state: GameState): GameState;
  /** An engine option id as it reads in the changed state (ids renamed by a relabelling). */
  option(id: string): string;
  /** The components whose identity it changes (none for roles and orders). */
  components: string[];
}

const same = (id: string) => id;

/** Swaps two component ids everywhere in a JSON text (ids are tokens like c12). */
function relabel(text: string, a: string, b: string): string {
  return text.replace(/(?<![\w-])c\d+(?![\w-])/g, (t) => (t === a ? b : t === b ? a : t));
}

/** The components the seat cannot identify, in id order. */
export function unidentified(ruleset: Ruleset, state: GameState, seat: SeatId): string[] {
  const mode = ruleset.modes[state.mode];
  return Object.values(state.components)
    .filter((c) => !identifies(mode, state, c, seat))
    .map((c) => c.id);
}

/** The other seats whose role the seat may not know (not its own, not revealed), with a role to hide. */
function secretRoles(state: GameState, seat: SeatId): SeatId[] {
  return state.seatOrder.filter((s) => {
    const x = state.seats[s];
    return s !== seat && x && (x.markers.revealed ?? 0) === 0 && (x.role !== null || x.team !== null);
  });
}

/** The ways this state may be changed behind the seat's back; one of them is drawn per check. */
export function hiddenSwaps(ruleset: Ruleset, state: GameState, seat: SeatId, rng: RngState): HiddenSwap[] {
  const out: HiddenSwap[] = [];
  const unknown = unidentified(ruleset, state, seat);
  if (unknown.length >= 2) {
    const i = nextInt(rng, unknown.length);
    const j = (i + 1 + nextInt(rng, unknown.length - 1)) % unknown.length;
    const [a, b] = [unknown[i] as string, unknown[j] as string];
    out.push({
      what: `renaming ${a} and ${b}, which the seat cannot identify`,
      apply: (s) => {
        const t = JSON.parse(relabel(JSON.stringify(s), a, b)) as GameState;
        // Grid locks are keyed by line ("c1" is column 1), not by component: keep them.
        for (const [id, z] of Object.entries(s.zones)) {
          const tz = t.zones[id];
          if (z.kind === 'grid' && tz?.kind === 'grid') tz.locks = { ...z.locks };
        }
        return t;
      },
      option: (id) => relabel(id, a, b),
      components: [a, b],
    });
    const defs = (s: GameState) => [s.components[a]?.def, s.components[b]?.def];
    const [da, db] = defs(state);
    // Faces are swapped only between things with the same back: a room tile is never a card.
    const kindOf = (def: string | undefined) => (def === undefined ? undefined : ruleset.defs[def]?.kind);
    if (da !== db && kindOf(da) === kindOf(db))
      out.push({
        what: `swapping the faces of ${a} and ${b}, which the seat cannot identify`,
        apply: (s) => {
          const t = structuredClone(s);
          const [ca, cb] = [t.components[a], t.components[b]];
          if (ca && cb) [ca.def, cb.def] = [cb.def, ca.def];
          return t;
        },
        option: same,
        components: [a, b],
      });
  }
  const roles = secretRoles(state, seat);
  if (roles.length >= 2) {
    const i = nextInt(rng, roles.length);
    const j = (i + 1 + nextInt(rng, roles.length - 1)) % roles.length;
    const [a, b] = [roles[i] as string, roles[j] as string];
    if (state.seats[a]?.role !== state.seats[b]?.role || state.seats[a]?.team !== state.seats[b]?.team)
      out.push({
        what: `swapping the secret roles of ${a} and ${b}`,
        apply: (s) => {
          const t = structuredClone(s);
          const [x, y] = [t.seats[a], t.seats[b]];
          if (x && y) {
            [x.role, y.role] = [y.role, x.role];
            [x.team, y.team] = [y.team, x.team];
          }
          return t;
        },
        option: same,
        components: [],
      });
  }
  const unordered = Object.entries(state.zones).filter(
    ([, z]) => z.kind !== 'grid' && z.kind !== 'stack' && z.items.length > 1,
  );
  if (unordered.length) {
    const [zone] = unordered[nextInt(rng, unordered.length)] as [string, unknown];
    out.push({
      what: `reordering the unordered zone ${zone}`,
      apply: (s) => {
        const t = structuredClone(s);
        const z = t.zones[zone];
        if (z && z.kind !== 'grid') z.items.reverse();
        return t;
      },
      option: same,
      components: (state.zones[zone] as { items: string[] }).items.slice(),
    });
  }
  return out;
}
