import { describe, expect, it } from 'vitest';
import { pickableDefs } from './pickable.ts';

const entities = new Map<string, Record<string, unknown>>([
  ['p:ann', { kind: 'character', id: 'ann', name: { en: 'Ann' } }],
  ['p:bob', { kind: 'character', id: 'bob', name: 'Bob' }],
  [
    'p:base',
    {
      kind: 'mode',
      id: 'base',
      setup: {
        steps: [
          { do: 'create-pieces', defs: ['robot'], at: 'x' },
          { do: 'create-pieces', defs: ['ann', 'p:bob'], seat: { select: 'seats' }, at: 'x' },
        ],
      },
    },
  ],
  ['p:child', { kind: 'mode', id: 'child', extends: 'base', setup: { steps: [] } }],
  ['p:none', { kind: 'mode', id: 'none', setup: { steps: [] } }],
]);

describe('what a seat may pick to play', () => {
  it('is what the first step dealing pieces to seats offers, named', () => {
    expect(pickableDefs(entities, 'p:base')).toEqual([
      { id: 'p:ann', name: 'Ann' },
      { id: 'p:bob', name: 'Bob' },
    ]);
  });

  it('is found in the mode a mode extends', () => {
    expect(pickableDefs(entities, 'p:child').map((p) => p.id)).toEqual(['p:ann', 'p:bob']);
  });

  it('is nothing in a mode that deals no pieces to seats', () => {
    expect(pickableDefs(entities, 'p:none')).toEqual([]);
  });
});
