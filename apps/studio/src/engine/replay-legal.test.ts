import { describe, expect, it } from 'vitest';
import { illegalAnswer } from './replay-legal.ts';

const pending = {
  id: 'd0',
  kind: 'choose' as const,
  seats: ['s0'],
  prompt: 'Move where?',
  options: { s0: [{ id: 'target:c1', label: 'c1' }] },
};

describe('whether a recorded answer still applies', () => {
  it.each([
    { name: 'an offered option', answers: [{ seat: 's0', option: 'target:c1' }], expected: null },
    { name: 'an option not offered', answers: [{ seat: 's0', option: 'target:c2' }], expected: /not an option of s0/ },
    { name: 'another seat', answers: [{ seat: 's1', option: 'target:c1' }], expected: /now asks s0/ },
  ])('$name', ({ answers, expected }) => {
    const reason = illegalAnswer(pending, answers);
    if (expected === null) expect(reason).toBeNull();
    else expect(reason).toMatch(expected);
  });

  it('refuses any answer once the match waits for nothing', () => {
    expect(illegalAnswer(null, [{ seat: 's0', option: 'x' }])).toMatch(/no longer waits/);
  });
});
