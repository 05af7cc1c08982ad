import { describe, expect, it } from 'vitest';
import { effectTable, runCase } from '../testing/effect-case.ts';

const table = { sets: { room: ['x'] }, seats: 2 };

effectTable('open-zone', [
  {
    name: 'opens a zone to the bound seat',
    table,
    args: { do: 'open-zone', zone: 'room' },
    expected: { events: ['zone-opened'] },
  },
  {
    name: 'closes it again',
    table,
    args: { do: 'open-zone', zone: 'room', open: false },
    expected: { events: ['zone-closed'] },
  },
]);

describe('open-zone on the state', () => {
  const openTo = (args: Record<string, unknown>) => runCase({ table, args }).openTo;

  it.each([
    ['opens to the bound seat by default', { do: 'open-zone', zone: 'room' }, { room: ['s0'] }],
    [
      'opens to the seats selected',
      { do: 'open-zone', zone: 'room', seat: { select: 'seats' } },
      { room: ['s0', 's1'] },
    ],
    ['closes to every seat when none is named', { do: 'open-zone', zone: 'room', open: false }, {}],
    ['ignores a zone that does not exist', { do: 'open-zone', zone: { of: 'nowhere' } }, {}],
  ])('%s', (_name, args, expected) => {
    expect(openTo(args)).toEqual(expected);
  });
});
