import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../ruleset/compile.ts';
import { effectTable } from '../testing/effect-case.ts';
import { pack } from '../testing/harness.ts';
import { defsOf, modeOf } from '../testing/table.ts';

const actions = [
  {
    id: 'go',
    target: { from: { select: 'adjacent', of: 'actor' } },
    do: [{ do: 'move-piece', piece: 'actor', to: 'target' }],
  },
  { id: 'never', when: false, do: [{ do: 'set-counter', counter: 'n', value: 1 }] },
];
// A character whose props name an action, as a talent printed on a card would.
const talented = (talent: string | null) => [{ kind: 'character', id: 'token', name: 'token', props: { talent } }];
const talentOf = { op: 'prop', of: 'p', name: 'talent' };

effectTable('perform', [
  {
    name: 'performs the action, asking for its target',
    table: { grid: ['x y z'], pieces: { p1: 'r0c1' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pending: ['target:r0c0', 'target:r0c2'] },
  },
  {
    name: 'moves to the chosen target',
    table: { grid: ['x y z'], pieces: { p1: 'r0c1' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    answers: ['target:r0c2'],
    expected: { pieces: { p1: 'r0c2' }, events: ['action', 'piece-moved'] },
  },
  {
    name: 'loses an action whose condition fails',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions, counters: { n: 0 } },
    args: { do: 'perform', piece: 'p', action: 'never' },
    bindings: { p: 'p1' },
    expected: { counters: { n: 0 }, events: ['action', 'action-lost'] },
  },
  {
    name: 'loses an action with no legal target',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' }, events: ['action', 'action-lost'] },
  },
  {
    name: 'filters targets blocked by block-entry',
    table: {
      grid: ['x y z'],
      pieces: { p1: 'r0c1' },
      actions,
      defs: [{ kind: 'room', id: 'z', modifiers: [{ rule: 'block-entry' }] }],
    },
    args: { do: 'perform', piece: 'p', action: 'go' },
    bindings: { p: 'p1' },
    expected: { pieces: { p1: 'r0c0' } },
  },
  {
    name: 'performs the action an expression names when it runs',
    table: { grid: ['x y z'], pieces: { p1: 'r0c1' }, actions, defs: talented('go') },
    args: { do: 'perform', piece: 'p', action: talentOf },
    bindings: { p: 'p1' },
    expected: { pending: ['target:r0c0', 'target:r0c2'] },
  },
  {
    name: 'performs nothing when the expression gives nothing',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions, defs: talented(null) },
    args: { do: 'perform', piece: 'p', action: talentOf },
    bindings: { p: 'p1' },
    expected: { events: [], error: null },
  },
  {
    name: 'fails, naming the effect, when a computed id names no action',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions, defs: talented('fly') },
    args: { do: 'perform', piece: 'p', action: talentOf },
    bindings: { p: 'p1' },
    expected: { events: [], error: 't:m/phases/0/do/0/action: no action "fly" for p1' },
  },
  {
    name: 'fails when an expression gives something other than an id',
    table: { grid: ['x'], pieces: { p1: 'r0c0' }, actions },
    args: { do: 'perform', piece: 'p', action: { op: 'add', args: [1, 2] } },
    bindings: { p: 'p1' },
    expected: { error: 't:m/phases/0/do/0/action: 3 is not an action id' },
  },
  {
    name: 'lets the given seat make the choices of an order to a piece of nobody',
    table: { grid: ['x y z'], pieces: { p1: { at: 'r0c1', seat: null } }, actions },
    args: { do: 'perform', piece: 'p', action: 'go', seat: 'who' },
    bindings: { p: 'p1', who: 's1' },
    answers: ['s1:target:r0c2'],
    expected: { pieces: { p1: 'r0c2' } },
  },
]);

describe('perform, checked when compiled', () => {
  const compile = (action: unknown) => {
    const table = { grid: ['x'], pieces: { p1: 'r0c0' }, actions };
    const effect = { do: 'perform', piece: 'p', action };
    return compileRuleset([pack('t', [...defsOf(table), modeOf(table, effect)])]).diagnostics.map((d) => d.message);
  };

  it('reports a plain id that names no declared action', () => {
    expect(compile('fly')).toEqual(['unknown action "fly"']);
  });

  it('leaves a computed id to be checked when it runs', () => {
    expect(compile({ op: 'get', name: 'chosen' })).toEqual([]);
  });
});
