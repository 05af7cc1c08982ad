import { effectTable } from '../testing/effect-case.ts';

effectTable('replace-component', [
  {
    name: "puts a new face-up component of the definition in the old one's cell",
    table: { grid: ['x y'], pieces: { p1: 'r0c1' } },
    args: { do: 'replace-component', component: 'c', def: 'z' },
    bindings: { c: 'r0c1' },
    expected: { grid: ['x z^'], pieces: { p1: 'c100' } },
  },
  {
    name: 'sends the old one to a discard zone',
    table: { grid: ['x'], stacks: { out: [] } },
    args: { do: 'replace-component', component: 'c', def: 'z', discard: 'out' },
    bindings: { c: 'r0c0' },
    expected: { grid: ['z^'], zones: { out: ['x'] } },
  },
  {
    name: 'replaces inside a stack too',
    table: { stacks: { d: ['x', 'y'] } },
    args: { do: 'replace-component', component: 'c', def: 'z' },
    bindings: { c: 'd-1' },
    expected: { zones: { d: ['x', 'z^'] } },
  },
]);
