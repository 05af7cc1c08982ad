import { describe, expect, it } from 'vitest';
import { createMatch } from '../match/match.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { effectTable } from '../testing/effect-case.ts';

const mark = [{ do: 'add-marker', to: 'c', marker: 'm' }];
const from = { select: 'components', zone: 'grid' };

effectTable('choose', [
  {
    name: 'asks the seat with one option per candidate',
    table: { grid: ['x y'] },
    args: { do: 'choose', from, as: 'c', then: mark },
    expected: { pending: ['pick:r0c0', 'pick:r0c1'] },
  },
  {
    name: 'runs then with the answer bound',
    table: { grid: ['x y'] },
    args: { do: 'choose', from, as: 'c', then: mark },
    answers: ['pick:r0c1'],
    expected: { markers: { r0c1: { m: 1 } }, pending: null },
  },
  {
    name: 'resolves a single candidate without asking',
    table: { grid: ['x'] },
    args: { do: 'choose', from, as: 'c', then: mark },
    expected: { markers: { r0c0: { m: 1 } }, pending: null },
  },
  {
    name: 'runs else when there is no candidate',
    table: { grid: ['x'], counters: { n: 0 } },
    args: {
      do: 'choose',
      from: { select: 'components', def: 'y' },
      as: 'c',
      then: mark,
      else: [{ do: 'set-counter', counter: 'n', value: 1 }],
    },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'offers none when optional',
    table: { grid: ['x'] },
    args: { do: 'choose', from, as: 'c', optional: true, then: mark },
    answers: ['pick:none'],
    expected: { markers: {} },
  },
  {
    name: 'lets the rng choose when random',
    table: { grid: ['x y z'] },
    args: { do: 'choose', from, as: 'c', random: true, then: mark },
    expected: { pending: null, events: ['marker-added'] },
  },
]);

describe('choose among zones', () => {
  const mode = {
    kind: 'mode',
    id: 'm',
    seats: { players: { min: 1, max: 1 } },
    zones: [
      { id: 'left', kind: 'set' },
      { id: 'right', kind: 'set' },
    ],
    phases: [
      {
        type: 'effects',
        id: 'turn',
        do: [
          {
            do: 'choose',
            seat: { select: 'seats' },
            from: {
              select: 'union',
              of: [
                { select: 'zone', zone: 'left' },
                { select: 'zone', zone: 'right' },
              ],
            },
            then: [],
          },
        ],
      },
    ],
  };
  const rs = compileOrThrow(pack('t', [mode]));

  it('gives each zone option the zone as its target, so a table can make the zone clickable', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    expect(m.pending?.options.s0?.map((o) => o.target)).toEqual([{ zone: 'left' }, { zone: 'right' }]);
  });
});
