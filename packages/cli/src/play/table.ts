// The part of a seat's view the terminal draws. It mirrors the engine's state
// shape (contracts.md §3: zones, components, pieces, seats, counters), read
// structurally so the drawing code needs nothing but the public view.

/** A zone as a view shows it; `shown: 'nothing'` when the seat may not see even how many items it holds. */
export type TableZone = { shown?: 'items' | 'count' | 'nothing' } & (
  | { kind: 'grid'; rows: number; cols: number; cells: Array<string | null> }
  | { kind: 'stack' | 'set' | 'hand'; items: string[]; owner?: string }
);

/** A component as a view shows it; `def` may be hidden (null) when face down. */
export interface TableComponent {
  id: string;
  def: string | null;
  faceUp: boolean;
  location: { zone: string; cell?: number } | null;
  markers?: Record<string, number>;
}

/** A piece as a view shows it. */
export interface TablePiece {
  id: string;
  def: string;
  seat: string | null;
  location: { component: string } | { zone: string } | null;
  status: 'active' | 'eliminated' | 'escaped';
}

/** Everything the board drawing reads. */
export interface TableView {
  zones: Record<string, TableZone>;
  components: Record<string, TableComponent>;
  pieces: Record<string, TablePiece>;
  seatOrder: string[];
  counters: Record<string, number>;
  /** Seats' roles and teams as this view shows them (null: hidden, or none dealt). */
  seats?: Record<string, { role: string | null; team: string | null }>;
}

/** A letter per seat: s0 → A, s1 → B, … */
export function seatLetter(seatOrder: readonly string[], seat: string | null): string {
  const index = seat === null ? -1 : seatOrder.indexOf(seat);
  return index < 0 ? '?' : String.fromCharCode(65 + (index % 26));
}

/** A short label per piece: the seat letter, numbered when a seat has several pieces. */
export function pieceLabels(view: TableView): Map<string, string> {
  const bySeat = new Map<string | null, TablePiece[]>();
  for (const piece of Object.values(view.pieces)) {
    bySeat.set(piece.seat, [...(bySeat.get(piece.seat) ?? []), piece]);
  }
  const labels = new Map<string, string>();
  for (const [seat, pieces] of bySeat) {
    const letter = seat === null ? '*' : seatLetter(view.seatOrder, seat);
    pieces
      .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
      .forEach((p, i) => labels.set(p.id, pieces.length > 1 ? `${letter}${i + 1}` : letter));
  }
  return labels;
}
