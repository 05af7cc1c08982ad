import { effectTable } from '../testing/effect-case.ts';

effectTable('announce', [
  {
    name: 'writes a public line for everyone',
    table: {},
    args: { do: 'announce', text: { en: 'Closed!' } },
    expected: { events: ['announce'] },
  },
]);
