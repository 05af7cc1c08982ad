import { effectTable } from '../testing/effect-case.ts';

const later = (occurrence: number) => ({
  do: 'if',
  if: true,
  then: [
    {
      do: 'schedule',
      on: { on: 'signal', name: 'tick' },
      occurrence,
      run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
    },
    { do: 'signal', name: 'tick' },
    { do: 'signal', name: 'tick' },
  ],
});

effectTable('schedule', [
  {
    name: 'runs the effects at the first matching event with the bindings of the moment',
    table: { counters: { n: 0 } },
    args: later(1),
    bindings: { v: 5 },
    expected: { counters: { n: 5 } },
  },
  {
    name: 'waits for the n-th occurrence',
    table: { counters: { n: 0 } },
    args: later(2),
    bindings: { v: 6 },
    expected: { counters: { n: 6 } },
  },
  {
    name: 'keeps waiting when the events are too few',
    table: { counters: { n: 0 } },
    args: later(3),
    bindings: { v: 7 },
    expected: { counters: { n: 0 } },
  },
  {
    name: 'counts only events where the filter holds',
    table: { counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        {
          do: 'schedule',
          on: { on: 'signal' },
          where: { op: 'eq', a: { op: 'get', name: 'name' }, b: 'go' },
          run: [{ do: 'set-counter', counter: 'n', value: 1 }],
        },
        { do: 'signal', name: 'stop' },
      ],
    },
    expected: { counters: { n: 0 } },
  },
  {
    name: 'tests its filter on the event s values over its own bindings of the same name',
    table: { counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        {
          do: 'schedule',
          on: { on: 'signal' },
          where: {
            op: 'and',
            args: [
              { op: 'eq', a: { op: 'get', name: 'name' }, b: 'go' },
              { op: 'eq', a: { op: 'get', name: 'v' }, b: 4 },
            ],
          },
          run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
        },
        { do: 'signal', name: 'stop' },
        { do: 'signal', name: 'go' },
      ],
    },
    bindings: { v: 4, name: 'stop' },
    expected: { counters: { n: 4 } },
  },
  {
    name: 'runs with all of its own bindings, not only those its filter reads',
    table: { counters: { n: 0 } },
    args: {
      do: 'if',
      if: true,
      then: [
        {
          do: 'schedule',
          on: { on: 'signal' },
          where: { op: 'eq', a: { op: 'get', name: 'name' }, b: 'go' },
          run: [{ do: 'set-counter', counter: 'n', value: { op: 'get', name: 'v' } }],
        },
        { do: 'signal', name: 'go' },
      ],
    },
    bindings: { v: 9 },
    expected: { counters: { n: 9 } },
  },
  {
    name: 'a filter that is same of two names fires on the event that binds the matching value',
    table: { counters: { n: 0 } },
    args: sameFilter(['go']),
    bindings: { want: 'go' },
    expected: { counters: { n: 1 } },
  },
  {
    name: 'a filter that is same of two names does not fire on an event that binds another value',
    table: { counters: { n: 0 } },
    args: sameFilter(['stop']),
    bindings: { want: 'go' },
    expected: { counters: { n: 0 } },
  },
  {
    name: 'a filter that is same of two names reads the event s value over its own of the same name',
    table: { counters: { n: 0 } },
    args: sameFilter(['stop']),
    bindings: { want: 'go', name: 'go' },
    expected: { counters: { n: 0 } },
  },
  {
    name: 'a filter that is same of two names compares lists item by item',
    table: { counters: { n: 0 } },
    args: sameFilter(['stop'], { op: 'same', a: 'pair', b: 'also' }),
    bindings: { pair: ['a', 'b'], also: ['a', 'b'] },
    expected: { counters: { n: 1 } },
  },
]);

/** Schedules `n = 1` for the first signal where `where` (by default `same(name, want)`) holds, then sends `signals`. */
function sameFilter(signals: string[], where: unknown = { op: 'same', a: 'name', b: 'want' }) {
  return {
    do: 'if',
    if: true,
    then: [
      { do: 'schedule', on: { on: 'signal' }, where, run: [{ do: 'set-counter', counter: 'n', value: 1 }] },
      ...signals.map((name) => ({ do: 'signal', name })),
    ],
  };
}
