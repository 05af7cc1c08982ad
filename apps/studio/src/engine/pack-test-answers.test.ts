import { describe, expect, it } from 'vitest';
import { packs } from './room25.fixture.ts';
import { packTestAnswers } from './pack-test-answers.ts';

const acid = 'tests/acid-bath-kills-the-one-already-there.json';
const id = 'acid-bath-kills-the-one-already-there';
const room25 = packs[0]?.files ?? {};

/** room25 with only the acid bath test, its text changed by `edit`. */
function room25With(edit: (text: string) => string = (t) => t) {
  const files = Object.fromEntries(Object.entries(room25).filter(([path]) => !path.startsWith('tests/')));
  files[acid] = edit(room25[acid] ?? '');
  return [{ id: 'room25', files }];
}

describe('packTestAnswers', () => {
  it("labels each answer with the option's label the engine gives", () => {
    const check = packTestAnswers(room25With(), 'room25', acid, id);
    expect(check.problems).toEqual([]);
    expect(check.steps).toHaveLength(2);
    expect(check.steps.every((s) => s.ok === true)).toBe(true);
    const first = check.steps[0];
    expect(first?.ok === true && first.words).toMatch(/^s0: /);
    expect(first?.ok === true && first.words).not.toContain('“');
  });

  it('offers the options of the decision after the last answer, with labels', () => {
    const check = packTestAnswers(
      room25With((t) =>
        t.replace(/"answers": \[[\s\S]*?\n {2}\],/, '"answers": [{ "seat": "s0", "option": "action:move" }],'),
      ),
      'room25',
      acid,
      id,
    );
    expect(check.steps).toHaveLength(1);
    const seat = check.next?.seats[0];
    expect(seat?.seat).toBe('s0');
    expect(seat?.options.map((o) => o.id)).toContain('target:c7');
    expect(seat?.options.every((o) => o.label.length > 0)).toBe(true);
  });

  it('flags the first answer the engine no longer offers and leaves the later ones unchecked', () => {
    const check = packTestAnswers(
      room25With((t) => t.replace('"action:move"', '"action:fly"')),
      'room25',
      acid,
      id,
    );
    expect(check.steps[0]).toMatchObject({
      ok: false,
      problem: expect.stringContaining('“action:fly” is not an option of s0'),
    });
    expect(check.steps[1]).toEqual({ ok: null });
    expect(check.next).toBeNull();
  });

  it('says why when the test names a seat the decision does not ask', () => {
    const check = packTestAnswers(
      room25With((t) =>
        t.replace(/"seat": "s0",(\s*)"option": "action:move"/, '"seat": "s3",$1"option": "action:move"'),
      ),
      'room25',
      acid,
      id,
    );
    expect(check.steps[0]).toMatchObject({ ok: false, problem: expect.stringContaining('s3 is not asked here') });
  });
});
