import { describe, expect, it } from 'vitest';
import { signalled } from './signal.ts';
import { effectTable } from '../testing/effect-case.ts';
import { bound, named } from '../testing/bindings.ts';

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

describe('a signal’s bindings', () => {
  it('are the bindings given when they already bind the signal’s name', () => {
    const b = bound({ v: 7, name: 'go' });
    expect(signalled(b, 'go')).toBe(b);
  });

  it('are a copy with the name bound when the bindings bind another name or none', () => {
    const b = bound({ v: 7, name: 'other' });
    expect(named(signalled(b, 'go'))).toEqual({ v: 7, name: 'go' });
    expect(named(b).name).toBe('other');
    expect(named(signalled(bound({ v: 7 }), 'go'))).toEqual({ v: 7, name: 'go' });
  });

  it('are a copy with self bound when sent to an item', () => {
    const b = bound({ name: 'go' });
    expect(named(signalled(b, 'go', 'p1'))).toEqual({ name: 'go', self: 'p1' });
    expect(named(b)).toEqual({ name: 'go' });
  });
});
