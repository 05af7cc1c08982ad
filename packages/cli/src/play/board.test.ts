import { describe, expect, it } from 'vitest';
import { drawTable, shortName } from './board.ts';
import { pieceLabels, seatLetter, type TableView } from './table.ts';

const names: Record<string, string> = { central: 'Central Room', acid: 'Acid Bath', flood: 'Flooded Chamber' };
const nameOf = (def: string) => names[def] ?? def;

const view: TableView = {
  zones: {
    complex: { kind: 'grid', rows: 2, cols: 2, cells: ['c0', 'c1', 'c2', null] },
    discard: { kind: 'stack', items: ['c3'] },
  },
  components: {
    c0: { id: 'c0', def: 'central', faceUp: true, location: { zone: 'complex', cell: 0 } },
    c1: { id: 'c1', def: null, faceUp: false, location: { zone: 'complex', cell: 1 } },
    c2: {
      id: 'c2',
      def: 'flood',
      faceUp: true,
      location: { zone: 'complex', cell: 2 },
      markers: { 'do-not-cross': 1 },
    },
    c3: { id: 'c3', def: 'acid', faceUp: true, location: { zone: 'discard' } },
  },
  pieces: {
    p0: { id: 'p0', def: 'alice', seat: 's0', location: { component: 'c0' }, status: 'active' },
    p1: { id: 'p1', def: 'bruce', seat: 's1', location: { component: 'c0' }, status: 'active' },
    p2: { id: 'p2', def: 'max', seat: 's1', location: null, status: 'eliminated' },
  },
  seatOrder: ['s0', 's1'],
  counters: { round: 3 },
};

describe('board drawing', () => {
  it('names seats by letter in seat order', () => {
    expect([seatLetter(['s0', 's1'], 's1'), seatLetter(['s0'], 'x')]).toEqual(['B', '?']);
  });

  it('numbers the pieces of a seat that has several', () => {
    expect(Object.fromEntries(pieceLabels(view))).toEqual({ p0: 'A', p1: 'B1', p2: 'B2' });
  });

  it('drops filler words from long room names', () => {
    expect([shortName('Flooded Chamber'), shortName('Central Room'), shortName('Room 25')]).toEqual([
      'Flooded',
      'Central',
      'Room 25',
    ]);
  });

  it('draws face-down rooms as ?? and face-up rooms by short name', () => {
    const row = drawTable(view, nameOf).find((l) => l.startsWith(' 1 |'));
    expect(row).toMatch(/\|\s+Central\s+\|\s+\?\?\s+\|/);
  });

  it('shows a face-down room the seat has seen in brackets', () => {
    const seen: TableView = {
      ...view,
      components: {
        ...view.components,
        c1: { id: 'c1', def: 'acid', faceUp: false, location: { zone: 'complex', cell: 1 } },
      },
    };
    expect(drawTable(seen, nameOf).find((l) => l.startsWith(' 1 |'))).toMatch(/\|\(Acid Bath\)\|$/);
  });

  it('numbers rows and columns from 1', () => {
    const lines = drawTable(view, nameOf);
    expect(lines[1]).toMatch(/^\s+1\s+2\s*$/);
    expect(lines.some((l) => l.startsWith(' 2 |'))).toBe(true);
  });

  it('marks a room carrying a marker with a star', () => {
    expect(drawTable(view, nameOf).join('\n')).toContain('Flooded*');
  });

  it('draws the pieces standing in a room under its name', () => {
    const lines = drawTable(view, nameOf);
    const row = lines.findIndex((l) => l.startsWith(' 1 |'));
    expect(lines[row + 1]).toMatch(/^\s+\|\s+A B1\s+\|/);
  });

  it('lists other zones with their counts and eliminated pieces', () => {
    const text = drawTable(view, nameOf).join('\n');
    expect(text).toContain('discard (stack): 1 — Acid Bath');
    expect(text).toContain('B2 max: eliminated');
    expect(text).toContain('counters: round 3');
  });

  it('lists the roles the seat knows, a secret one as "?"', () => {
    const seats = { s0: { role: 'guard', team: 'guards' }, s1: { role: null, team: null } };
    expect(drawTable({ ...view, seats }, nameOf)).toContain('roles: A guard (guards), B ?');
  });

  it('shows no roles line when no role is known', () => {
    const seats = { s0: { role: null, team: null }, s1: { role: null, team: null } };
    expect(drawTable({ ...view, seats }, nameOf).some((l) => l.startsWith('roles:'))).toBe(false);
  });

  it('says a zone is closed when the seat may not see even how many items it holds', () => {
    const closed: TableView = { ...view, zones: { room: { kind: 'set', items: [], shown: 'nothing' } } };
    expect(drawTable(closed, nameOf)).toContain('room (set): closed');
  });
});
