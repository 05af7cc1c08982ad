import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { answer, createMatch } from './match.ts';
import { eventsFor } from './events.ts';
import { view } from './view.ts';
import { realOption, seatOptions } from './view-options.ts';
import { componentNames } from '../runtime/visibility.ts';

// Four face-down cards in a public grid and four in an unordered pile; s0 picks one of the grid's.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'g', kind: 'grid', rows: 1, cols: 4 },
    { id: 'pile', kind: 'set' },
    { id: 'out', kind: 'stack' },
  ],
  phases: [
    {
      type: 'effects',
      id: 'pick',
      do: [
        {
          do: 'choose',
          seat: { select: 'first', from: { select: 'seats' } },
          from: { select: 'components', zone: 'g' },
          as: 'picked',
          then: [{ do: 'move-component', component: 'picked', to: 'out' }],
        },
      ],
    },
  ],
};
const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'a' }, { kind: 'card', id: 'b' }, mode]));
const layout = { grid: [['a', 'b', 'b', 'b']], zones: { pile: ['a', 'b', 'b', 'b'] } };
const start = () => createMatch(rs, { mode: 'm', seed: 3, seats: 2, layout });

describe('handles in views, options and events', () => {
  it('names face-down grid cards by their cell, never by id', () => {
    expect(view(rs, start().state, 's1').zones.g).toMatchObject({ cells: ['?g#0', '?g#1', '?g#2', '?g#3'] });
  });

  it('names unidentified cards of an unordered pile by a rank that does not follow creation order', () => {
    const handleOfFirst = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      const m = createMatch(rs, { mode: 'm', seed, seats: 2, layout });
      const first = m.state.zones.pile?.kind === 'set' ? (m.state.zones.pile.items[0] as string) : '';
      return componentNames(rs.modes[m.state.mode], m.state, 's1').get(first);
    });
    expect(handleOfFirst.every((h) => h?.startsWith('?pile#'))).toBe(true);
    expect(new Set(handleOfFirst).size).toBeGreaterThan(1);
  });

  it('offers the seat its options under handles, in cell order, and maps an answer back to the engine option', () => {
    const m = start();
    const options = seatOptions(rs, m.state, 's0');
    expect(options.map((o) => o.id)).toEqual(['pick:?g#0', 'pick:?g#1', 'pick:?g#2', 'pick:?g#3']);
    expect(
      options.every((o) => o.target?.component?.startsWith('?g#') && String(o.label).startsWith('face-down')),
    ).toBe(true);
    expect(view(rs, m.state, 's0').pending?.options.s0).toEqual(options);
    expect(realOption(rs, m.state, 's0', 'pick:?g#2')).toBe('pick:c2');
    expect(() => realOption(rs, m.state, 's0', 'pick:c2')).toThrow();
  });

  it.each(['sim', 'silent'] as const)(
    'offers the same handles in the %s profile, where options carry no labels',
    (profile) => {
      const m = createMatch(rs, { mode: 'm', seed: 3, seats: 2, layout, profile });
      const options = seatOptions(rs, m.state, 's0');
      expect(options.map((o) => o.id)).toEqual(['pick:?g#0', 'pick:?g#1', 'pick:?g#2', 'pick:?g#3']);
      expect(JSON.stringify(options)).not.toMatch(/\bc\d+\b/);
      expect(realOption(rs, m.state, 's0', 'pick:?g#2')).toBe('pick:c2');
    },
  );

  it('tells other seats of a face-down card moving by its handle, and all by its id', () => {
    const m = start();
    const { events } = answer(rs, m, [{ seat: 's0', option: 'pick:c1' }]);
    const moved = (seat: string) => eventsFor(events, seat).find((e) => e.type === 'component-moved');
    expect(moved('all')?.component).toBe('c1');
    expect(moved('s1')?.component).toBeUndefined();
    expect(JSON.stringify(eventsFor(events, 's1'))).not.toMatch(/\bc\d+\b/);
  });
});
