// Draws a seat's view as text: grid zones as a board of cells (room short
// name, ?? when face down and unknown, (name) when face down but seen; pieces
// by seat letter), other zones as counts,
// then counters. Pure: view in, lines out, so tests compare text.
import { pieceLabels, seatLetter, type TableComponent, type TableView, type TableZone } from './table.ts';

const CELL = 11;
const FILLER = new Set(['room', 'chamber', 'the']);

/** A name cut to fit a cell: filler words dropped first, then truncated. */
export function shortName(name: string, width = CELL): string {
  if (name.length <= width) return name;
  const words = name.split(/\s+/).filter((w) => !FILLER.has(w.toLowerCase()));
  const kept = words.join(' ');
  if (kept.length && kept.length <= width) return kept;
  const first = words[0] ?? name;
  return first.length <= width ? first : `${first.slice(0, width - 1)}…`;
}

function center(text: string, width = CELL): string {
  const left = Math.floor((width - text.length) / 2);
  return (' '.repeat(Math.max(0, left)) + text).padEnd(width).slice(0, width);
}

function componentLabel(c: TableComponent | undefined, nameOf: (def: string) => string): string {
  if (!c) return '';
  if (c.def === null) return '??';
  const marked = Object.values(c.markers ?? {}).some((n) => n > 0);
  // A face-down room this seat has looked at shows in brackets: known, but still hidden.
  const room = c.faceUp
    ? shortName(nameOf(c.def), CELL - (marked ? 1 : 0))
    : `(${shortName(nameOf(c.def), CELL - 2 - (marked ? 1 : 0))})`;
  return room + (marked ? '*' : '');
}

function piecesOn(view: TableView, labels: Map<string, string>, componentId: string): string {
  const here = Object.values(view.pieces)
    .filter(
      (p) => p.status === 'active' && p.location && 'component' in p.location && p.location.component === componentId,
    )
    .map((p) => labels.get(p.id) ?? '?');
  const text = here.join(' ');
  return text.length <= CELL ? text : `${text.slice(0, CELL - 1)}+`;
}

function drawGrid(view: TableView, zone: TableZone & { kind: 'grid' }, nameOf: (def: string) => string): string[] {
  const labels = pieceLabels(view);
  const rule = '   +' + Array.from({ length: zone.cols }, () => '-'.repeat(CELL)).join('+') + '+';
  // Rows and columns are numbered from 1, as the engine's option labels number them.
  const header = '    ' + Array.from({ length: zone.cols }, (_, c) => center(String(c + 1))).join(' ');
  const lines = [header, rule];
  for (let r = 0; r < zone.rows; r++) {
    const ids = zone.cells.slice(r * zone.cols, (r + 1) * zone.cols);
    const names = ids.map((id) => center(componentLabel(id ? view.components[id] : undefined, nameOf)));
    const pieces = ids.map((id) => center(id ? piecesOn(view, labels, id) : ''));
    lines.push(`${String(r + 1).padStart(2)} |${names.join('|')}|`, `   |${pieces.join('|')}|`, rule);
  }
  return lines;
}

function describeZone(view: TableView, id: string, zone: TableZone, nameOf: (def: string) => string): string {
  if (zone.kind === 'grid') return '';
  const items = zone.items.map((cid) => view.components[cid]);
  const up = items.filter((c) => c?.faceUp && c.def !== null).map((c) => shortName(nameOf(c?.def ?? '')));
  const owner = zone.kind === 'hand' && zone.owner ? ` of ${zone.owner}` : '';
  const shown = up.length && up.length <= 6 ? ` — ${up.join(', ')}` : '';
  const size = zone.shown === 'nothing' ? 'closed' : String(zone.items.length);
  return `${id} (${zone.kind}${owner}): ${size}${shown}`;
}

function offBoardPieces(view: TableView, labels: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const p of Object.values(view.pieces)) {
    const label = labels.get(p.id) ?? '?';
    if (p.status !== 'active') lines.push(`${label} ${p.def}: ${p.status}`);
    else if (p.location && 'zone' in p.location) lines.push(`${label} ${p.def}: in ${p.location.zone}`);
  }
  return lines;
}

/** Draws the whole table a seat sees; `nameOf` turns a content id into its display name. */
export function drawTable(view: TableView, nameOf: (def: string) => string): string[] {
  const lines: string[] = [];
  for (const [id, zone] of Object.entries(view.zones)) {
    if (zone.kind === 'grid') lines.push(`${id}:`, ...drawGrid(view, zone, nameOf));
  }
  const others = Object.entries(view.zones)
    .filter(([, z]) => z.kind !== 'grid')
    .map(([id, z]) => describeZone(view, id, z, nameOf));
  lines.push(...others, ...offBoardPieces(view, pieceLabels(view)));
  const counters = Object.entries(view.counters).map(([k, v]) => `${k} ${v}`);
  if (counters.length) lines.push(`counters: ${counters.join(', ')}`);
  const roles = rolesLine(view);
  if (roles) lines.push(roles);
  return lines;
}

/** The roles this view knows, one per seat ("?" for a secret one), when any role is known at all. */
function rolesLine(view: TableView): string | null {
  const seats = view.seats;
  if (!seats || !Object.values(seats).some((s) => s.role !== null)) return null;
  const known = view.seatOrder.map((id) => {
    const s = seats[id];
    const team = s?.team ? ` (${s.team})` : '';
    return `${seatLetter(view.seatOrder, id)} ${s?.role ?? '?'}${team}`;
  });
  return `roles: ${known.join(', ')}`;
}
