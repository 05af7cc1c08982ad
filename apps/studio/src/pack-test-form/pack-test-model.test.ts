import { describe, expect, it } from 'vitest';
import {
  addAnswer,
  appendItem,
  describeExpectation,
  expectationFrom,
  isPackTest,
  modeChoices,
  moveItem,
  readPackTest,
  removeItem,
  writeSeats,
  writeSeed,
  writeValue,
} from './pack-test-model.ts';
import { writeText } from '../entity-form/entity-model.ts';

const TEST = `{
  "kind": "pack-test",
  "id": "t",
  "name": { "en": "Acid kills" },
  "mode": "room25:solo",
  "seed": 3,
  "seats": 2,
  "answers": [
    { "seat": "s0", "option": "move:c12" },
    [
      { "seat": "s0", "option": "program:look,move" },
      { "seat": "s1", "option": "program:push,look" }
    ]
  ],
  "expect": [
    { "expect": "figure", "character": "alice", "eliminated": true },
    { "expect": "counter", "counter": "round", "equals": 2 }
  ]
}
`;
const parsed = (t: string) => JSON.parse(t) as Record<string, unknown>;

describe('reading a pack test', () => {
  it('knows a pack test from other files', () => {
    expect(isPackTest(TEST)).toBe(true);
    expect(isPackTest('{"kind": "mode", "id": "m"}')).toBe(false);
  });

  it('reads the name, mode, seats and seed', () => {
    const v = readPackTest(TEST, null);
    expect([v.name, v.mode, v.seats, v.seed, v.hasLayout]).toEqual(['Acid kills', 'room25:solo', 2, '3', false]);
  });

  it('reads each answer step as a row, a simultaneous step with every seat', () => {
    const rows = readPackTest(TEST, null).answers;
    expect(rows.map((r) => r.words)).toEqual([
      's0 answers move:c12',
      's0 answers program:look,move; s1 answers program:push,look',
    ]);
  });

  it('reads each expectation as a row in words', () => {
    expect(readPackTest(TEST, null).expectations.map((r) => r.words)).toEqual([
      'Alice is eliminated',
      'Counter round is 2',
    ]);
  });

  it('tolerates half-typed JSON', () => {
    expect(readPackTest('{"kind": "pack-test", "name": "x", "answers": [', null).name).toBe('x');
  });
});

describe('expectations in words', () => {
  it.each([
    [{ expect: 'outcome', outcome: 'win' }, 'The game ends with outcome win'],
    [{ expect: 'figure', character: 'kevin', cell: [1, 1] }, 'Kevin stands on row 1, column 1'],
    [{ expect: 'event', type: 'eliminated', count: 0 }, 'Event eliminated never happens'],
    [
      { expect: 'counter', counter: 'round', seat: 's1', equals: 4, after: 2 },
      'After answer 2: counter round of s1 is 4',
    ],
    [{ expect: 'marker', marker: 'lock', cell: [0, 1], present: false }, 'Marker lock is not on row 0, column 1'],
    [{ expect: 'flag', flag: 'dark' }, 'Flag dark is up'],
  ])('%j reads as "%s"', (x, words) => {
    expect(describeExpectation(x)).toBe(words);
  });
});

describe('editing a pack test', () => {
  it('sets the English name inside the language map, touching nothing else', () => {
    const next = writeText(TEST, null, ['name'], 'Acid bath kills', true);
    expect(next).toBe(TEST.replace('"Acid kills"', '"Acid bath kills"'));
  });

  it('sets the mode as a minimal edit', () => {
    expect(writeValue(TEST, null, ['mode'], 'coop')).toBe(TEST.replace('"room25:solo"', '"coop"'));
  });

  it('sets the seats, and ignores a number that is not a whole number from 1', () => {
    expect(writeSeats(TEST, null, 4)).toBe(TEST.replace('"seats": 2', '"seats": 4'));
    expect(writeSeats(TEST, null, 0)).toBe(TEST);
    expect(writeSeats(TEST, null, Number.NaN)).toBe(TEST);
  });

  it('writes a numeric seed as a number, a text seed as text, and removes an empty one', () => {
    expect(parsed(writeSeed(TEST, null, '42'))['seed']).toBe(42);
    expect(parsed(writeSeed(TEST, null, 'abc'))['seed']).toBe('abc');
    expect('seed' in parsed(writeSeed(TEST, null, ''))).toBe(false);
  });

  it('removes one answer step', () => {
    const next = parsed(removeItem(TEST, null, 'answers', 0));
    expect((next['answers'] as unknown[]).length).toBe(1);
    expect(next['expect']).toEqual(parsed(TEST)['expect']);
  });

  it('moves an answer step up, and leaves the text alone past the ends', () => {
    const next = parsed(moveItem(TEST, null, 'answers', 1, -1))['answers'] as unknown[];
    expect(next[1]).toEqual({ seat: 's0', option: 'move:c12' });
    expect(moveItem(TEST, null, 'answers', 0, -1)).toBe(TEST);
  });

  it('appends an answer, and refuses a seat that is not s0, s1…', () => {
    const next = parsed(addAnswer(TEST, null, 's1', 'target:c6'))['answers'] as unknown[];
    expect(next.at(-1)).toEqual({ seat: 's1', option: 'target:c6' });
    expect(addAnswer(TEST, null, 'seat one', 'x')).toBe(TEST);
  });

  it('creates the answers list when the test has none', () => {
    const bare = '{\n  "kind": "pack-test",\n  "id": "t"\n}\n';
    expect(parsed(addAnswer(bare, null, 's0', 'pass'))['answers']).toEqual([{ seat: 's0', option: 'pass' }]);
  });

  it('appends an expectation and removes one', () => {
    const added = appendItem(TEST, null, 'expect', { expect: 'outcome', outcome: 'win' });
    expect((parsed(added)['expect'] as unknown[]).at(-1)).toEqual({ expect: 'outcome', outcome: 'win' });
    expect((parsed(removeItem(added, null, 'expect', 0))['expect'] as unknown[]).length).toBe(2);
  });
});

describe('the add-expectation row', () => {
  it.each([
    ['outcome', { outcome: 'win' }, { expect: 'outcome', outcome: 'win' }],
    ['counter', { counter: 'round', value: '3' }, { expect: 'counter', counter: 'round', equals: 3 }],
    [
      'figure-at',
      { character: 'kevin', row: '1', column: '2' },
      { expect: 'figure', character: 'kevin', cell: [1, 2] },
    ],
    [
      'eliminated',
      { character: 'alice', eliminated: 'no' },
      { expect: 'figure', character: 'alice', eliminated: false },
    ],
    ['event', { type: 'eliminated', count: '0' }, { expect: 'event', type: 'eliminated', count: 0 }],
    ['flag', { flag: 'dark' }, { expect: 'flag', flag: 'dark' }],
  ] as const)('builds a %s expectation from its fields', (kind, fields, out) => {
    expect(expectationFrom(kind, fields)).toEqual(out);
  });

  it('says what is missing instead of building a half expectation', () => {
    expect(typeof expectationFrom('counter', { counter: 'round', value: 'three' })).toBe('string');
    expect(typeof expectationFrom('figure-at', { character: 'kevin', row: '1' })).toBe('string');
  });
});

describe('mode choices', () => {
  const packs: Array<{ id: string; files: Record<string, string> }> = [
    {
      id: 'room25',
      files: { 'modes/solo.json': '{"kind": "mode", "id": "solo", "seats": {"players": {"min": 1, "max": 1}}}' },
    },
    {
      id: 'mine',
      files: { 'modes.json': '[{"kind": "mode", "id": "duel", "seats": {"players": {"min": 2, "max": 2}}}]' },
    },
  ];

  it("lists the test's own pack's modes by plain id first, others qualified, with their seat ranges", () => {
    expect(modeChoices(packs, 'mine', 'duel').map((c) => [c.ref, c.minSeats, c.maxSeats])).toEqual([
      ['duel', 2, 2],
      ['room25:solo', 1, 1],
    ]);
  });

  it('keeps a mode the file names but no pack defines, first', () => {
    expect(modeChoices(packs, 'mine', 'gone')[0]?.ref).toBe('gone');
  });
});
