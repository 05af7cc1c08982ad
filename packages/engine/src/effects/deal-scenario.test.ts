import { effectTable } from '../testing/effect-case.ts';

const card = (id: string) => ({ kind: 'card', id, name: id });
const scenario = (id: string, number: number, cards: string[]) => ({
  kind: 'enigma-scenario',
  id,
  name: id,
  number,
  cards,
  codes: [],
});
const defs = [card('a'), card('b'), card('c'), scenario('hard', 2, ['c', 'b']), scenario('easy', 1, ['a', 'b'])];

effectTable('deal-scenario', [
  {
    name: 'deals the lowest-numbered scenario face down when no option names one',
    table: { stacks: { deck: [] }, defs },
    args: { do: 'deal-scenario', to: 'deck' },
    expected: { zones: { deck: ['a', 'b'] }, events: ['components-created'] },
  },
  {
    name: 'does nothing but say so when there is no scenario at all',
    table: { stacks: { deck: [] } },
    args: { do: 'deal-scenario', to: 'deck' },
    expected: { zones: { deck: [] }, events: ['no-scenario'] },
  },
]);
