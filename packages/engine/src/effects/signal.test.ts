import { effectTable } from '../testing/effect-case.ts';

const card = {
  kind: 'card',
  id: 'k',
  triggers: [{ on: 'signal', name: 'skill', do: [{ do: 'add-marker', to: 'self', marker: 'used' }] }],
};

effectTable('signal', [
  {
    name: 'reaches the triggers of the given components',
    table: { stacks: { room: ['k', 'k'] }, defs: [card] },
    args: { do: 'signal', name: 'skill', to: { select: 'top', zone: 'room' } },
    expected: { markers: { 'room-0': { used: 1 } } },
  },
  {
    name: 'reaches mode triggers without a target',
    table: {
      counters: { n: 0 },
      triggers: [{ on: 'signal', name: 'go', do: [{ do: 'set-counter', counter: 'n', value: 1 }] }],
    },
    args: { do: 'signal', name: 'go' },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'is not heard under another name',
    table: { stacks: { room: ['k'] }, defs: [card] },
    args: { do: 'signal', name: 'other', to: { select: 'top', zone: 'room' } },
    expected: { markers: {} },
  },
]);
