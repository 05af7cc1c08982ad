import { effectTable } from '../testing/effect-case.ts';

const pit = { kind: 'room', id: 'pit', triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }] };

effectTable('fire', [
  {
    name: "applies a component's enter effect to pieces already on it",
    table: { grid: ['pit'], pieces: { p1: 'r0c0' }, defs: [pit] },
    args: { do: 'fire', event: 'enter', component: 'c', piece: 'p' },
    bindings: { c: 'r0c0', p: 'p1' },
    expected: { pieces: { p1: 'eliminated' } },
  },
  {
    name: 'applies it to each of the pieces a name binds, on the first component it binds',
    table: { grid: ['pit', 'pit'], pieces: { p1: 'r0c0', p2: 'r0c0' }, defs: [pit] },
    args: { do: 'fire', event: 'enter', component: 'c', piece: 'p' },
    bindings: { c: ['r0c0', 'r0c1'], p: ['p1', 'p2'] },
    expected: { pieces: { p1: 'eliminated', p2: 'eliminated' } },
  },
  {
    name: 'does nothing without a component',
    table: { grid: ['pit'], pieces: { p1: 'r0c0' }, defs: [pit] },
    args: { do: 'fire', event: 'enter', component: 'c', piece: 'p' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
]);
