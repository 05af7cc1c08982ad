// What an expression reads of the state, worked out once from its JSON at compile time, so that
// answers computed from it (endings, flags, standing rules) can be kept until one of those parts
// of the state is written (runtime/writes.ts counts the writes). Only a few parts are tracked;
// an expression reading anything else (or anything this walk does not know) is UNTRACKED and its
// answers are never kept.

/**
 * Pieces: which exist, their status, seat and definition (where they stand is PLACES, below); and which components exist of
 * each definition (made during play through runtime/writes.ts's makeComponent, renamed or replaced
 * with a write to every area), which a selector of components by definition reads.
 */
export const PIECES = 1;
/** Marker counts on components, pieces and seats. */
export const MARKERS = 2;
/** The mode's counters. */
export const COUNTERS = 4;
/** Anything else: the answer is recomputed every time. */
export const UNTRACKED = 8;
/** Seats: their roles, teams and variables (a score of won rounds an ending counts). */
export const SEATS = 16;
/**
 * Where pieces stand. A write to PIECES counts as one here too (eliminated, escaped, revived: the
 * piece leaves its place); a move (runtime/moves.ts) writes only here, so an answer that reads which
 * pieces exist and their status, not where they are (the usual ending), is kept over moves.
 */
export const PLACES = 32;

// Operators that only combine what their arguments read.
const COMBINE = new Set(['add', 'sub', 'mul', 'min', 'max', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'and', 'or', 'not']);
// Arguments of `pieces` that are plain filters on the piece itself (or literals), and those that
// filter on its seat's role or team.
const PIECE_FILTERS = new Set(['select', 'status', 'def', 'kind', 'on', 'where', 'seat', 'role', 'team']);
// Arguments of `seats`: filters on the seat's role and team.
const SEAT_FILTERS = new Set(['select', 'role', 'team', 'where']);
// Arguments of `sorted`: its list, its key per item and the direction.
const SORTED_ARGS = new Set(['select', 'from', 'by', 'order']);

/** The parts of the state an expression or selector (as content wrote it) reads: a mask of the areas above. */
export function readsOf(raw: unknown): number {
  if (raw === null || raw === undefined || typeof raw !== 'object') return 0; // literals and bound names
  if (Array.isArray(raw)) {
    let mask = 0;
    for (const x of raw) mask |= readsOf(x);
    return mask;
  }
  const o = raw as Record<string, unknown>;
  let mask: number;
  if (typeof o.op === 'string') {
    if (o.op === 'count') mask = 0;
    else if (o.op === 'counter') mask = COUNTERS;
    else if (o.op === 'marker') mask = MARKERS;
    else if (o.op === 'seat-var') mask = SEATS;
    else if (o.op === 'role' || o.op === 'team')
      mask = SEATS | PIECES; // of a seat, or of a piece's seat
    else if (COMBINE.has(o.op)) mask = 0;
    else return UNTRACKED;
  } else if (o.select === 'pieces') {
    for (const key in o) if (!PIECE_FILTERS.has(key)) return UNTRACKED;
    mask = o.role !== undefined || o.team !== undefined ? PIECES | SEATS : PIECES;
    if (o.on !== undefined) mask |= PLACES;
  } else if (o.select === 'components') {
    // Only by definition: where components lie, their faces and markers are not tracked.
    for (const key in o) if (key !== 'select' && key !== 'def') return UNTRACKED;
    mask = PIECES;
  } else if (o.select === 'seats') {
    for (const key in o) if (!SEAT_FILTERS.has(key)) return UNTRACKED;
    mask = SEATS;
  } else if (o.select === 'sorted') {
    // Its list and keys read what `from` and `by` read (`it`, bound to each item by itself, is a name).
    for (const key in o) if (!SORTED_ARGS.has(key)) return UNTRACKED;
    mask = 0;
  } else return UNTRACKED; // a zone reference or anything else this walk does not know
  for (const key in o) if (key !== 'op' && key !== 'select') mask |= readsOf(o[key]);
  return mask;
}

/** The `name`s of every `op` node anywhere in `raw` (an expression as content wrote it), added to `into`. */
function namesOfOp(op: string, raw: unknown, into: Set<string>): Set<string> {
  if (raw === null || typeof raw !== 'object') return into;
  if (Array.isArray(raw)) {
    for (const x of raw) namesOfOp(op, x, into);
    return into;
  }
  const o = raw as Record<string, unknown>;
  if (o.op === op) into.add(String(o.name));
  for (const key in o) namesOfOp(op, o[key], into);
  return into;
}

/**
 * The seat variables an expression (as content wrote it) reads with `seat-var`, added to `into`. A
 * write to a seat variable none of the kept answers reads (endings, flags' `while`) need not count as
 * a write to SEATS (effects/set-var.ts): a superset is safe, so every `seat-var` anywhere in it counts.
 */
export function seatVarsRead(raw: unknown, into: Set<string>): Set<string> {
  return namesOfOp('seat-var', raw, into);
}

/**
 * The marker names an expression (as content wrote it) reads with `marker`, added to `into`. A write
 * of a marker none of the kept answers reads (endings, flags' and block-entry's `while`) need not count
 * as a write to MARKERS (effects/add-marker.ts, remove-marker.ts): a superset is safe, so every `marker`
 * anywhere in it counts.
 */
export function markersRead(raw: unknown, into: Set<string>): Set<string> {
  return namesOfOp('marker', raw, into);
}

// Operators and selectors whose compiled closures read bound names only where their own JSON names
// them (a string where a selector or name is expected; `self` reads `self`): all but
// `condition-of`, which runs other definitions' conditions with the same bindings. A new operator
// stays out of this list until someone checks it (reads.test.ts lists every registered one), and an
// expression using it is then treated as reading every name.
const NAME_LOCAL_OPS = new Set([
  ...COMBINE,
  'count',
  'counter',
  'get',
  'option',
  'seat-var',
  'piece-var',
  'prop',
  'marker',
  'is',
  'face-up',
  'seen',
  'in-region',
  'in-zone',
  'same',
  'contains',
  'axis',
  'role',
  'setup-turns',
  'team',
  'flag',
  'if',
  'secret-matches',
  'grid-pattern',
  'distinct',
]);
const NAME_LOCAL_SELECTORS = new Set([
  'adjacent',
  'cells',
  'components',
  'except',
  'filter',
  'first',
  'line',
  'location',
  'next-seat',
  'pieces',
  'random',
  'seat-of',
  'seats',
  'self',
  'sorted',
  'top',
  'union',
  'var',
  'zone',
]);

/**
 * The bound names an expression (as content wrote it) can read, or null when it cannot be told (an
 * operator or selector outside the lists above). A superset: every string in it except operator and
 * selector names, so a literal that is not a name costs a lookup that finds nothing. Lets a delayed
 * effect's `where` be tested on those names alone (runtime/dispatch.ts), not on a copy of every binding.
 */
export function namesRead(raw: unknown): string[] | null {
  const names = new Set<string>();
  const walk = (x: unknown): boolean => {
    if (typeof x === 'string') names.add(x);
    else if (Array.isArray(x)) return x.every(walk);
    else if (x !== null && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      if (typeof o.op === 'string' && !NAME_LOCAL_OPS.has(o.op)) return false;
      if (typeof o.select === 'string') {
        if (!NAME_LOCAL_SELECTORS.has(o.select)) return false;
        if (o.select === 'self') names.add('self');
      }
      for (const key in o) if (key !== 'op' && key !== 'select' && !walk(o[key])) return false;
    }
    return true;
  };
  return walk(raw) ? [...names] : null;
}
