import { valueTable } from '../testing/effect-case.ts';

const defs = [{ kind: 'room', id: 'x', props: { colour: 'red', number: 4 } }];
const table = {
  grid: ['x y^'],
  pieces: { p1: 'r0c0', p2: 'r0c0' },
  counters: { left: 3 },
  defs,
  stacks: { d: ['x'] },
  regions: { exit: [[0, 1]] },
};

valueTable('state reads', 'expression', [
  {
    name: 'count counts what a selector gives',
    table,
    value: { op: 'count', of: { select: 'pieces', on: 'c' } },
    bindings: { c: 'r0c0' },
    expected: 2,
  },
  {
    name: 'count reads the size of a stack in place',
    table,
    value: { op: 'count', of: { select: 'components', zone: 'd' } },
    expected: 1,
  },
  {
    name: 'count counts the filled cells of a grid',
    table,
    value: { op: 'count', of: { select: 'components', zone: 'grid' } },
    expected: 2,
  },
  {
    name: 'count counts the filled cells of a grid region',
    table,
    value: { op: 'count', of: { select: 'components', zone: 'grid', region: 'exit' } },
    expected: 1,
  },
  {
    name: 'count with a filter counts what passes it',
    table,
    value: { op: 'count', of: { select: 'components', zone: 'grid', def: 'x' } },
    expected: 1,
  },
  {
    name: 'count of pieces of one content kind counts only those (counted in place)',
    table: {
      grid: ['x'],
      pieces: { p1: 'r0c0', p2: { at: 'r0c0', seat: null, def: 'bot' } },
      defs: [...defs, { kind: 'piece', id: 'bot', name: 'bot' }],
    },
    value: { op: 'count', of: { select: 'pieces', kind: 'character' } },
    expected: 1,
  },
  {
    name: 'count of pieces on a team counts none when no seat is on it (counted in place)',
    table,
    value: { op: 'count', of: { select: 'pieces', team: 'a' } },
    expected: 0,
  },
  { name: 'counter reads a counter', table, value: { op: 'counter', name: 'left' }, expected: 3 },
  { name: 'an unset counter is zero', table, value: { op: 'counter', name: 'nope' }, expected: 0 },
  {
    name: 'get reads a bound value',
    table,
    value: { op: 'get', name: 'phase' },
    bindings: { phase: 'act-2' },
    expected: 'act-2',
  },
  {
    name: 'option falls back to its default',
    table,
    value: { op: 'option', name: 'level', default: 'normal' },
    expected: 'normal',
  },
  {
    name: 'prop reads a definition property',
    table,
    value: { op: 'prop', of: 'c', name: 'colour' },
    bindings: { c: 'r0c0' },
    expected: 'red',
  },
  {
    name: 'prop of a missing property is null',
    table,
    value: { op: 'prop', of: 'c', name: 'colour' },
    bindings: { c: 'r0c1' },
    expected: null,
  },
  {
    name: 'marker of an unmarked item is zero',
    table,
    value: { op: 'marker', of: 'c', name: 'm' },
    bindings: { c: 'r0c0' },
    expected: 0,
  },
  {
    name: 'seat-var of an unset variable is zero',
    table,
    value: { op: 'seat-var', of: 'seat', name: 'pass' },
    expected: 0,
  },
  {
    name: 'piece-var of an unset variable is zero',
    table,
    value: { op: 'piece-var', of: 'p', name: 'axis' },
    bindings: { p: 'p1' },
    expected: 0,
  },
  { name: 'role of a seat without one is null', table, value: { op: 'role', of: 'seat' }, expected: null },
  { name: 'team of a seat without one is null', table, value: { op: 'team', of: 's0' }, expected: null },
  {
    name: 'team of a piece reads its seat',
    table,
    value: { op: 'team', of: 'p' },
    bindings: { p: 'p1' },
    expected: null,
  },
  {
    name: 'flag is true while a flag modifier is in force',
    table: { ...table, modifiers: [{ rule: 'flag', name: 'quiet' }] },
    value: { op: 'flag', name: 'quiet' },
    expected: true,
  },
  {
    name: 'flag is false while its modifier does not hold',
    table: { ...table, modifiers: [{ rule: 'flag', name: 'quiet', while: false }] },
    value: { op: 'flag', name: 'quiet' },
    expected: false,
  },
  { name: 'flag is false when no modifier raises it', table, value: { op: 'flag', name: 'quiet' }, expected: false },
]);

valueTable('tests', 'expression', [
  {
    name: "is checks every item's definition",
    table,
    value: { op: 'is', of: { select: 'components', zone: 'grid' }, def: 'x' },
    expected: false,
  },
  {
    name: 'is accepts a list of definitions',
    table,
    value: { op: 'is', of: { select: 'components', zone: 'grid' }, def: ['x', 'y'] },
    expected: true,
  },
  { name: 'is of nothing is false', table, value: { op: 'is', of: 'missing', def: 'x' }, expected: false },
  { name: 'face-up', table, value: { op: 'face-up', of: 'c' }, bindings: { c: 'r0c1' }, expected: true },
  {
    name: 'seen is true for a face-up component',
    table,
    value: { op: 'seen', of: 'c' },
    bindings: { c: 'r0c1' },
    expected: true,
  },
  {
    name: 'seen is false for an unseen face-down one',
    table,
    value: { op: 'seen', of: 'c' },
    bindings: { c: 'r0c0' },
    expected: false,
  },
  {
    name: 'in-region of a piece uses where it stands',
    table,
    value: { op: 'in-region', of: 'p', region: 'exit' },
    bindings: { p: 'p1' },
    expected: false,
  },
  {
    name: 'in-region of a component',
    table,
    value: { op: 'in-region', of: 'c', region: 'exit' },
    bindings: { c: 'r0c1' },
    expected: true,
  },
  { name: 'in-zone', table, value: { op: 'in-zone', of: 'c', zone: 'd' }, bindings: { c: 'd-0' }, expected: true },
  {
    name: 'same compares lists',
    table,
    value: { op: 'same', a: 'p', b: { select: 'first', from: { select: 'pieces' } } },
    bindings: { p: 'p1' },
    expected: true,
  },
  {
    name: 'contains',
    table,
    value: { op: 'contains', of: { select: 'pieces' }, item: 'p' },
    bindings: { p: 'p2' },
    expected: true,
  },
  {
    name: 'axis is 1 along a row',
    table,
    value: { op: 'axis', from: 'p', to: 'c' },
    bindings: { p: 'p1', c: 'r0c1' },
    expected: 1,
  },
  {
    name: 'axis is 0 for the same place',
    table,
    value: { op: 'axis', from: 'p', to: 'c' },
    bindings: { p: 'p1', c: 'r0c0' },
    expected: 0,
  },
]);

const turns = {
  ...table,
  setup: {
    turns: [
      { characters: { min: 1, max: 4 }, turns: 8 },
      { characters: { min: 5, max: 5 }, turns: 7 },
    ],
  },
};

valueTable('setup tables', 'expression', [
  {
    name: 'setup-turns reads the line for the active characters',
    table: turns,
    value: { op: 'setup-turns' },
    expected: 8,
  },
  {
    name: 'setup-turns reads the line for a given count',
    table: turns,
    value: { op: 'setup-turns', characters: 5 },
    expected: 7,
  },
  {
    name: 'setup-turns is zero when no line fits',
    table: turns,
    value: { op: 'setup-turns', characters: 9 },
    expected: 0,
  },
]);
