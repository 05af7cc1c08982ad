import { schemas } from '../generated/schemas.ts';
import { describe, expect, it } from 'vitest';
import { describeBehaviour, describeValue } from './describe.ts';
import { vocabularyBranches } from './vocabulary.ts';

describe('effect text from the vocabulary schemas', () => {
  it('reads every effect, trigger and modifier branch from the schemas', () => {
    const effects = vocabularyBranches(schemas, 'effect').map((b) => b.value);
    expect(effects).toContain('eliminate');
    expect(effects.length).toBeGreaterThan(30);
    expect(vocabularyBranches(schemas, 'trigger').map((b) => b.value)).toContain('enter');
    expect(vocabularyBranches(schemas, 'modifier').every((b) => b.tag === 'rule')).toBe(true);
  });

  it('describes a trigger and its effects from the branch descriptions', () => {
    const room = { triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }] };
    expect(describeBehaviour(schemas, room)).toEqual([
      'When a piece arrives on a component: eliminates pieces (piece piece).',
    ]);
  });

  it('describes nested effects and modifiers', () => {
    const room = {
      triggers: [{ on: 'reveal', do: [{ do: 'if', if: true, then: [{ do: 'nothing' }] }] }],
      modifiers: [{ rule: 'max-program', count: 1 }],
    };
    const [trigger, modifier] = describeBehaviour(schemas, room);
    expect(trigger).toMatch(/^When a component is turned face up: runs `then`.*then: Does nothing/i);
    expect(modifier).toMatch(/^The pieces may program at most this many actions/);
  });

  it('reads selectors and expressions compactly', () => {
    expect(describeValue({ select: 'pieces', on: 'self' })).toBe('pieces(on: self)');
    expect(describeValue({ op: 'gt', a: 1, b: 2 })).toBe('gt(a: 1, b: 2)');
  });
});
