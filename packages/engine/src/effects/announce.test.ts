import { effectTable } from '../testing/effect-case.ts';

effectTable('announce', [
  {
    name: 'writes a public line for everyone',
    table: {},
    args: { do: 'announce', text: { en: 'Closed!' } },
    expected: { events: ['announce'] },
  },
  {
    name: 'writes a public line naming who says it',
    table: { grid: ['x'], pieces: { p1: 'r0c0' } },
    args: { do: 'announce', text: { en: 'Red!' }, by: { select: 'pieces' } },
    expected: { events: ['announce'] },
  },
]);
