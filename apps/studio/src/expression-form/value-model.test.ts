import { describe, expect, it } from 'vitest';
import { branchOf, schemas, type BranchParam } from '@roomsmith/schema';
import {
  actionNames,
  boundNames,
  choiceOf,
  fieldShape,
  isCondition,
  namesBoundBy,
  slotChoices,
  choiceGroups,
  matchingChoices,
  valueKind,
  valueOfChoice,
  withField,
} from './value-model.ts';

const param = (name: string, schema: Record<string, unknown>): BranchParam => ({
  name,
  description: '',
  required: false,
  schema,
});
const paramOf = (union: 'selector' | 'expression' | 'effect', value: Record<string, unknown>, name: string) => {
  const found = branchOf(schemas, union, value)?.params.find((p) => p.name === name);
  if (!found) throw new Error(`no ${name} in ${JSON.stringify(value)}`);
  return found;
};

describe('the kind of a slot', () => {
  it('is a selector, an expression or a condition by its schema reference', () => {
    expect(valueKind({ $ref: 'selector.schema.json' })).toBe('selector');
    expect(valueKind({ $ref: 'expression.schema.json' })).toBe('expression');
    expect(valueKind({ $ref: 'condition.schema.json' })).toBe('expression');
    expect(valueKind({ type: 'string' })).toBeNull();
    expect(isCondition(paramOf('effect', { do: 'if' }, 'if').schema)).toBe(true);
  });
});

describe('how a branch’s parameters are edited', () => {
  it('nests selectors and expressions, and lists of them', () => {
    expect(fieldShape(paramOf('selector', { select: 'pieces' }, 'on'))).toEqual({ kind: 'nested', of: 'selector' });
    expect(fieldShape(paramOf('expression', { op: 'ge' }, 'a'))).toEqual({ kind: 'nested', of: 'expression' });
    expect(fieldShape(paramOf('expression', { op: 'and' }, 'args'))).toEqual({ kind: 'list', of: 'expression' });
  });

  it('offers the schema’s constants as a choice, and fields for booleans, numbers and names', () => {
    const status = fieldShape(paramOf('selector', { select: 'pieces' }, 'status'));
    expect(status.kind === 'enum' && status.values.map((v) => v.value)).toContain('eliminated');
    expect(fieldShape(paramOf('selector', { select: 'adjacent' }, 'wrap'))).toEqual({ kind: 'boolean' });
    expect(fieldShape(param('n', { type: 'integer' }))).toEqual({ kind: 'number' });
    expect(fieldShape(paramOf('expression', { op: 'counter' }, 'name'))).toEqual({ kind: 'text' });
  });

  it('falls back to JSON for anything else (a name or a list of names)', () => {
    expect(fieldShape(paramOf('selector', { select: 'pieces' }, 'def'))).toEqual({ kind: 'json' });
  });
});

describe('the names in scope', () => {
  it('are read from a trigger’s description', () => {
    expect(boundNames('A piece arrives on a component (binds piece, from, self = the component).')).toEqual([
      'piece',
      'from',
      'self',
    ]);
    expect(boundNames('A phase of the turn starts (binds phase as text).')).toEqual(['phase']);
    expect(boundNames('Setup has finished.')).toEqual([]);
  });

  it('of an action are read from the action schema', () => {
    expect(actionNames()).toEqual(['actor', 'seat', 'target']);
  });

  it('grow inside an effect that binds its items (`as`, default `it`) or a name', () => {
    const forEach = { do: 'for-each', in: 'self', run: [] };
    expect(namesBoundBy(forEach, branchOf(schemas, 'effect', forEach))).toEqual(['it']);
    const named = { do: 'choose', as: 'room' };
    expect(namesBoundBy(named, branchOf(schemas, 'effect', named))).toEqual(['room']);
    const bound = { do: 'let', name: 'door', run: [] };
    expect(namesBoundBy(bound, branchOf(schemas, 'effect', bound))).toContain('door');
    expect(namesBoundBy({ do: 'eliminate' }, branchOf(schemas, 'effect', { do: 'eliminate' }))).toEqual([]);
  });
});

describe('the choices at a slot', () => {
  it('offer the bound names then every selector for a selector', () => {
    const choices = slotChoices('selector', ['self', 'piece']);
    expect(choices.slice(0, 2).map((c) => c.id)).toEqual(['name:self', 'name:piece']);
    expect(choices.map((c) => c.id)).toContain('branch:pieces');
  });

  it('offer literals then every expression for an expression', () => {
    const ids = slotChoices('expression', ['self']).map((c) => c.id);
    expect(ids.slice(0, 4)).toEqual(['literal:number', 'literal:text', 'literal:true', 'literal:false']);
    expect(ids).toContain('branch:ge');
    expect(ids).not.toContain('name:self');
  });

  it('group the branches as the schema groups them', () => {
    const group = (kind: 'selector' | 'expression', id: string) =>
      slotChoices(kind, []).find((c) => c.id === id)?.group;
    expect(group('expression', 'branch:ge')).toBe('Comparison');
    expect(group('expression', 'branch:count')).toBe('Reading the table');
    expect(group('selector', 'branch:adjacent')).toBe('Places');
    expect(choiceGroups(slotChoices('expression', []))[0]).toBe('Values');
  });

  it('keep the choices matching every word of a search, and the current one', () => {
    const choices = slotChoices('expression', []);
    const ids = matchingChoices(choices, 'greater', 'branch:and').map((c) => c.id);
    expect(ids).toEqual(['branch:gt', 'branch:ge', 'branch:and']);
    expect(matchingChoices(choices, 'COMPARISON equal', '').map((c) => c.id)).toEqual([
      'branch:eq',
      'branch:ne',
      'branch:le',
      'branch:ge',
    ]);
    expect(matchingChoices(choices, '  ', '')).toHaveLength(choices.length);
  });

  it('read back from a value, and start a branch with only its discriminator', () => {
    expect(choiceOf('selector', 'piece')).toBe('name:piece');
    expect(choiceOf('selector', { select: 'adjacent', of: 'self' })).toBe('branch:adjacent');
    expect(choiceOf('expression', 3)).toBe('literal:number');
    expect(choiceOf('expression', { op: 'ge' })).toBe('branch:ge');
    expect(choiceOf('expression', undefined)).toBe('');
    expect(valueOfChoice('expression', 'branch:ge', undefined)).toEqual({ op: 'ge' });
    expect(valueOfChoice('selector', 'name:self', undefined)).toBe('self');
    expect(valueOfChoice('expression', 'literal:number', 4)).toBe(4);
    expect(valueOfChoice('expression', 'literal:false', 4)).toBe(false);
  });

  it('set and remove one field of an object value without changing the original', () => {
    const before = { op: 'ge', a: 1 };
    expect(withField(before, 'b', 2)).toEqual({ op: 'ge', a: 1, b: 2 });
    expect(withField(before, 'a', undefined)).toEqual({ op: 'ge' });
    expect(before).toEqual({ op: 'ge', a: 1 });
  });
});
