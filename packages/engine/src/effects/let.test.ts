import { describe, expect, it } from 'vitest';
import { signalOnly } from './let.ts';
import { effectTable } from '../testing/effect-case.ts';

effectTable('let', [
  {
    name: 'binds items for the effects in run',
    table: { grid: ['x y'] },
    args: {
      do: 'let',
      name: 'ys',
      items: { select: 'components', def: 'y' },
      run: [{ do: 'add-marker', to: 'ys', marker: 'm' }],
    },
    expected: { markers: { r0c1: { m: 1 } } },
  },
  {
    name: 'binds a value read with get',
    table: { counters: { n: 0 } },
    args: {
      do: 'let',
      name: 'v',
      value: 7,
      run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
    },
    expected: { counters: { n: 7 } },
  },
  {
    name: 'gives the hearers of a signal that is its whole body its own name and the signal’s',
    table: {
      counters: { n: 0 },
      triggers: [
        {
          on: 'signal',
          name: 'go',
          where: { op: 'eq', a: { op: 'get', name: 'name' }, b: 'go' },
          do: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
        },
      ],
    },
    args: { do: 'let', name: 'v', value: 7, run: [{ do: 'signal', name: 'go' }] },
    expected: { counters: { n: 7 } },
  },
]);

describe('signalOnly', () => {
  it('names the signal of a body that is one signal to the mode, alone or in a list', () => {
    expect(signalOnly({ do: 'signal', name: 'go' })).toBe('go');
    expect(signalOnly([{ do: 'signal', name: 'go' }])).toBe('go');
  });

  it('gives null for a signal to items, a longer body or another effect', () => {
    expect(signalOnly({ do: 'signal', name: 'go', to: 'it' })).toBeNull();
    expect(signalOnly([{ do: 'signal', name: 'go' }, { do: 'nothing' }])).toBeNull();
    expect(signalOnly({ do: 'nothing' })).toBeNull();
    expect(signalOnly(undefined)).toBeNull();
  });
});
