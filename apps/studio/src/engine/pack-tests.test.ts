import { describe, expect, it } from 'vitest';
import { packs } from './room25.fixture.ts';
import { packTests } from './pack-tests.ts';

const acid = 'tests/acid-bath-kills-the-one-already-there.json';
const room25 = packs[0]?.files ?? {};

/** room25 with one of its tests (the others are the CLI's business), its text changed by `edit`. */
function room25With(edit: (text: string) => string = (t) => t) {
  const files = Object.fromEntries(Object.entries(room25).filter(([path]) => !path.startsWith('tests/')));
  files[acid] = edit(room25[acid] ?? '');
  return [{ id: 'room25', files }];
}

describe('packTests', () => {
  it('lists every test of the pack with where it is, unrun', () => {
    const listed = packTests(packs, 'room25', false);
    expect(listed.tests.length).toBeGreaterThan(90);
    expect(listed.tests.every((t) => t.verdict === null && t.line >= 1 && t.file.startsWith('tests/'))).toBe(true);
  });

  it('runs a test with the sim runner: green, then red with the reason once an expectation is broken', () => {
    const green = packTests(room25With(), 'room25', true);
    expect(green.problems).toEqual([]);
    expect(green.tests).toMatchObject([{ file: acid, line: 1, verdict: { ok: true } }]);
    const red = packTests(
      room25With((t) => t.replace('"eliminated": true', '"eliminated": false')),
      'room25',
      true,
    );
    expect(red.tests[0]?.verdict).toMatchObject({ ok: false, reason: expect.stringContaining('kevin') });
  });
});
