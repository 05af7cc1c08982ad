import { describe, expect, it } from 'vitest';
import { schemas, vocabularyBranches, type BranchParam } from '@roomsmith/schema';
import { boundsProblem, fieldShows, idList, numberValue, paramField } from './param-field.ts';

const param = (union: 'effect' | 'modifier', value: string, name: string): BranchParam => {
  const p = vocabularyBranches(schemas, union)
    .find((b) => b.value === value)
    ?.params.find((x) => x.name === name);
  if (!p) throw new Error(`no ${union} ${value}.${name}`);
  return p;
};

describe('param fields', () => {
  it('offers the constants of a choice with their descriptions', () => {
    const field = paramField(param('modifier', 'forbid-action', 'scope'));
    expect(field.kind).toBe('enum');
    if (field.kind === 'enum') expect(field.values.map((v) => v.value)).toEqual(['occupants', 'self', 'all']);
  });

  it('reads a number with the schema’s lower bound', () => {
    expect(paramField(param('modifier', 'max-program', 'count'))).toEqual({
      kind: 'number',
      integer: true,
      min: 0,
      max: null,
    });
  });

  it('reads a reference through a shared definition as an id of its kind', () => {
    expect(paramField(param('effect', 'add-marker', 'marker'))).toEqual({ kind: 'id', refs: ['marker'] });
    expect(paramField(param('effect', 'set-counter', 'counter'))).toEqual({ kind: 'id', refs: ['counter'] });
  });

  it('reads a zone reference (a string or a per-seat object) as a zone id', () => {
    expect(paramField(param('effect', 'shuffle', 'zone'))).toEqual({ kind: 'id', refs: ['zone'] });
  });

  it('reads one id or a list of them as a list of ids', () => {
    expect(paramField(param('modifier', 'forbid-action', 'actions'))).toEqual({
      kind: 'ids',
      refs: ['action'],
      single: true,
    });
    expect(paramField(param('effect', 'restart', 'keep'))).toEqual({ kind: 'ids', refs: ['counter'], single: false });
  });

  it('reads a definition reference naming several kinds', () => {
    expect(paramField(param('effect', 'replace-component', 'def'))).toEqual({
      kind: 'id',
      refs: ['room', 'card', 'puzzle-card'],
    });
  });

  it('leaves a value the field cannot show to JSON', () => {
    const zone = paramField(param('effect', 'shuffle', 'zone'));
    expect(fieldShows(zone, 'discard')).toBe(true);
    expect(fieldShows(zone, { zone: 'hand', seat: 'self' })).toBe(false);
    expect(fieldShows(paramField(param('modifier', 'max-program', 'count')), { counter: 'x' })).toBe(false);
  });

  it('reads one id as a list of one', () => {
    expect(idList('move')).toEqual(['move']);
    expect(idList(['move', 'push'])).toEqual(['move', 'push']);
  });

  it('stores a whole number for an integer field and nothing for an empty one', () => {
    const field = paramField(param('modifier', 'max-program', 'count'));
    if (field.kind !== 'number') throw new Error('not a number');
    expect(numberValue(field, '2.7')).toBe(2);
    expect(numberValue(field, '')).toBeUndefined();
    expect(boundsProblem(field, -1)).toBe('at least 0');
    expect(boundsProblem(field, 3)).toBe('');
  });
});
