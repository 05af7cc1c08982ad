// The parts of the engine's GameState (engine state/types.ts) that invariant
// checks read, typed structurally so the checks run on any state that has them.

/** A zone, as stored in the state. */
export type ZoneShape =
  | { kind: 'grid'; rows: number; cols: number; cells: Array<string | null> }
  | { kind: 'stack' | 'set' | 'hand'; items: string[] };

/** Everything invariant checks read. */
export interface StateShape {
  zones: Record<string, ZoneShape>;
  components: Record<
    string,
    { def: string; location: { zone: string; cell?: number } | null; markers: Record<string, number> }
  >;
  pieces: Record<
    string,
    {
      def: string;
      location: { component: string } | { zone: string } | null;
      status: string;
      vars?: Record<string, number | string>;
    }
  >;
  counters: Record<string, number>;
  seats: Record<string, { vars: Record<string, number> }>;
}
