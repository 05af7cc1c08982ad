import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { defsOf, lay, modeOf, type Table } from '../testing/table.ts';
import { runtimeFor } from '../match/match.ts';
import { addComponent } from './table.ts';
import { isForbidden, pieceOf, programLimit } from './modifiers.ts';

const room = (id: string, modifiers: unknown[]) => ({ kind: 'room', id, modifiers });

/** A runtime over a laid-out table (its probe phase never runs). */
function tableRuntime(t: Table) {
  const rs = compileOrThrow(pack('t', [...defsOf(t), modeOf(t, { do: 'let', name: 'n', value: 0, run: [] })]));
  return runtimeFor(rs, lay(rs, t));
}

describe('modifiers of rooms not on the table', () => {
  const table: Table = {
    grid: ['y z'],
    pieces: { p1: 'r0c0' },
    actions: [{ id: 'go', do: [] }],
    defs: [
      room('x', [
        { rule: 'forbid-action', actions: ['go'] },
        { rule: 'max-program', count: 1 },
      ]),
    ],
  };

  it('forbid nothing while no room of their definition is dealt', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go')).toBe(false);
  });

  it('apply to a piece in a room of their definition made after a first question', () => {
    const rt = tableRuntime(table);
    expect(isForbidden(rt, 'p1', 'go')).toBe(false);
    expect(programLimit(rt, 'p1', 2)).toBe(2);
    const c = addComponent(rt.s, 't:x', true);
    (rt.s.pieces.p1 as { location: unknown }).location = { component: c.id };
    expect(isForbidden(rt, 'p1', 'go')).toBe(true);
    expect(programLimit(rt, 'p1', 2)).toBe(1);
  });

  it('apply again in a new state of the same mode that has such a room', () => {
    const withX: Table = { ...table, grid: ['x z'] };
    const rt1 = tableRuntime(table);
    expect(isForbidden(rt1, 'p1', 'go')).toBe(false);
    const rt2 = tableRuntime(withX);
    expect(isForbidden(rt2, 'p1', 'go')).toBe(true);
  });
});

describe('pieceOf', () => {
  const table: Table = { grid: ['y z'], pieces: { p1: 'r0c0', p2: 'r0c1' } };

  it('gives the piece of the id asked, asked in turn about two pieces', () => {
    const rt = tableRuntime(table);
    expect(pieceOf(rt, 'p1')?.id).toBe('p1');
    expect(pieceOf(rt, 'p2')?.id).toBe('p2');
    expect(pieceOf(rt, 'p1')?.id).toBe('p1');
  });

  it('gives the new piece once the pieces record is replaced', () => {
    const rt = tableRuntime(table);
    const before = pieceOf(rt, 'p1');
    rt.s.pieces = { p1: { ...(before as NonNullable<typeof before>) } };
    expect(pieceOf(rt, 'p1')).toBe(rt.s.pieces.p1);
    expect(pieceOf(rt, 'p1')).not.toBe(before);
  });

  it('gives the piece of the state of another run', () => {
    const rt1 = tableRuntime(table);
    const rt2 = tableRuntime(table);
    pieceOf(rt1, 'p1');
    expect(pieceOf(rt2, 'p1')).toBe(rt2.s.pieces.p1);
  });
});
