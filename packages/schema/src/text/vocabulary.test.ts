import { describe, expect, it } from 'vitest';
import { schemas } from '../generated/schemas.ts';
import { branchOf, vocabularyBranches } from './vocabulary.ts';

describe('vocabulary branches', () => {
  it('give every effect a group, so the studio can list effects by group', () => {
    const ungrouped = vocabularyBranches(schemas, 'effect')
      .filter((b) => b.group === '')
      .map((b) => b.value);
    expect(ungrouped).toEqual([]);
  });

  it('give every effect an example of itself, so a picker can show one', () => {
    const without = vocabularyBranches(schemas, 'effect')
      .filter((b) => b.example?.['do'] !== b.value)
      .map((b) => b.value);
    expect(without).toEqual([]);
  });

  it('read the group from the x-group annotation', () => {
    expect(branchOf(schemas, 'effect', { do: 'move-piece' })?.group).toBe('movement');
  });

  it('leave the group empty for a branch without the annotation', () => {
    expect(vocabularyBranches(schemas, 'trigger')[0]?.group).toBe('');
  });

  it('read the object forms of selectors and expressions as unions too', () => {
    expect(branchOf(schemas, 'selector', { select: 'pieces' })?.params.map((p) => p.name)).toContain('on');
    expect(branchOf(schemas, 'expression', { op: 'ge' })?.tag).toBe('op');
    expect(vocabularyBranches(schemas, 'expression').length).toBeGreaterThan(30);
  });
});
