import { effectTable } from '../testing/effect-case.ts';

effectTable('for-each', [
  {
    name: 'runs the effects once per item with the item bound',
    table: { grid: ['x y z'] },
    args: {
      do: 'for-each',
      in: { select: 'components', zone: 'grid' },
      as: 'c',
      run: [{ do: 'add-marker', to: 'c', marker: 'm' }],
    },
    expected: { markers: { r0c0: { m: 1 }, r0c1: { m: 1 }, r0c2: { m: 1 } } },
  },
  {
    name: 'binds it by default',
    table: { grid: ['x y'] },
    args: {
      do: 'for-each',
      in: { select: 'components', zone: 'grid', def: 'y' },
      run: [{ do: 'add-marker', to: 'it', marker: 'm' }],
    },
    expected: { markers: { r0c1: { m: 1 } } },
  },
  {
    name: 'does nothing over no items',
    table: { grid: ['x'] },
    args: {
      do: 'for-each',
      in: { select: 'components', zone: 'grid', def: 'y' },
      run: [{ do: 'add-marker', to: 'it', marker: 'm' }],
    },
    expected: { markers: {} },
  },
]);
