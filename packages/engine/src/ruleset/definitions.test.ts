// Cards as component definitions, one id space for definitions, and modes
// that extend a base mode when compiled from plain entities.
import { describe, expect, it } from 'vitest';
import { compileRuleset } from './compile.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';
import { evaluate } from '../match/evaluate.ts';

const card = {
  kind: 'card',
  type: 'plain',
  id: 'biter',
  name: 'Biter',
  colour: 'red',
  copies: 2,
  props: { number: 6 },
  triggers: [{ on: 'signal', name: 'skill', do: [{ do: 'adjust-counter', counter: 'hits', by: 1 }] }],
};
const base = {
  kind: 'mode',
  id: 'base',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'deck', kind: 'stack' }],
  counters: [{ id: 'hits', initial: 0 }],
  setup: {
    steps: [
      { do: 'create-components', zone: 'deck', items: [{ def: 'biter', count: 2 }] },
      { do: 'signal', name: 'skill', to: { select: 'components', zone: 'deck' } },
    ],
  },
  phases: [{ type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] }],
};
const deckDefs = (m: ReturnType<typeof createMatch>) => {
  const deck = m.state.zones['deck'];
  return deck && deck.kind !== 'grid' ? deck.items.map((id) => m.state.components[id]?.def) : [];
};
const messages = (entities: unknown[]) =>
  compileRuleset([pack('t', entities)]).diagnostics.map((d) => `${d.pointer} ${d.message}`);

describe('card definitions', () => {
  const rs = compileOrThrow(pack('t', [card, base]));

  it('create components from a plain card definition', () => {
    expect(deckDefs(createMatch(rs, { mode: 'base', seed: 1, seats: 1 }))).toEqual(['t:biter', 't:biter']);
  });

  it('give their components the card colour, copies and props as properties', () => {
    const m = createMatch(rs, { mode: 'base', seed: 1, seats: 1 });
    const of = { select: 'first', from: { select: 'components', zone: 'deck' } };
    const read = (name: string) => evaluate(rs, m.state, { op: 'prop', of, name }).value;
    expect([read('colour'), read('copies'), read('number')]).toEqual(['red', 2, 6]);
  });

  it('fire their triggers for each component', () => {
    const m = createMatch(rs, { mode: 'base', seed: 1, seats: 1 });
    expect(m.state.counters['hits']).toBe(2);
  });

  it('are told apart from rooms by the "is" expression', () => {
    const m = createMatch(rs, { mode: 'base', seed: 1, seats: 1 });
    const of = { select: 'components', zone: 'deck' };
    expect(evaluate(rs, m.state, { op: 'is', of, def: 'biter' }).value).toBe(true);
  });

  it('may not share an id with a room of the same pack', () => {
    const room = { kind: 'room', id: 'biter', colour: 'red' };
    expect(messages([room, card, base])).toEqual(['/id card "biter" has the same id as room "biter"']);
  });
});

describe('modes that extend a base mode', () => {
  const level2 = {
    kind: 'mode',
    id: 'level-2',
    extends: 'base',
    setup: { steps: [{ do: 'create-components', zone: 'deck', items: [{ def: 'biter', count: 3 }] }] },
  };

  it('take the base properties they do not give', () => {
    const rs = compileOrThrow(pack('t', [card, base, level2]));
    const m = createMatch(rs, { mode: 'level-2', seed: 1, seats: 1 });
    expect(deckDefs(m)).toEqual(['t:biter', 't:biter', 't:biter']);
    expect(m.state.counters['hits']).toBe(0);
  });

  it('keep their own name', () => {
    const rs = compileOrThrow(pack('t', [card, base, { ...level2, name: 'Two' }]));
    expect(rs.modes['t:level-2']?.name).toBe('Two');
  });

  it('report a base that does not exist', () => {
    expect(messages([card, base, { ...level2, extends: 'nowhere' }])).toEqual(['/extends unknown base mode "nowhere"']);
  });

  it('report a cycle of bases', () => {
    const a = { ...level2, id: 'a', extends: 'b' };
    const b = { ...level2, id: 'b', extends: 'a' };
    expect(messages([card, a, b])).toEqual(['/extends mode "t:a" extends itself']);
  });
});
