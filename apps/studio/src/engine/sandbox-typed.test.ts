import { compileRuleset } from '@roomsmith/engine';
import { describe, expect, it } from 'vitest';
import type { Entity } from './prepare.ts';
import { SandboxSession } from './sandbox-session.ts';

// One question: type three digits; 042 wins, any other well-formed answer loses.
const mode = {
  kind: 'mode',
  id: 'guess',
  seats: { players: { min: 1, max: 1 } },
  counters: [{ id: 'right', initial: 0 }],
  phases: [
    {
      type: 'effects',
      id: 'ask',
      do: [
        {
          do: 'ask-text',
          seat: { select: 'first', from: { select: 'seats' } },
          alphabet: 'digits',
          length: 3,
          as: 'guess',
          then: [
            {
              do: 'if',
              if: { op: 'eq', a: { op: 'get', name: 'guess' }, b: '042' },
              then: [{ do: 'set-counter', counter: 'right', value: 1 }],
              else: [{ do: 'set-counter', counter: 'right', value: 2 }],
            },
          ],
        },
      ],
    },
  ],
  endings: [
    { outcome: 'victory', when: { op: 'eq', a: { op: 'counter', name: 'right' }, b: 1 } },
    { outcome: 'defeat', when: { op: 'eq', a: { op: 'counter', name: 'right' }, b: 2 } },
  ],
};

function start(bots: string[] = []): SandboxSession {
  const { ruleset } = compileRuleset([{ manifest: { id: 't' }, entities: [mode] }]);
  if (!ruleset) throw new Error('the test mode does not compile');
  const entities = new Map([['t:guess', mode as unknown as Entity]]);
  return new SandboxSession(ruleset, entities, { mode: 't:guess', seed: 1, seats: 1 }, bots);
}

describe('a typed answer in the sandbox', () => {
  it('is asked with its format and no options', () => {
    const seat = start().snapshot().decision?.seats[0];
    expect(seat?.input).toBe('3 digits');
    expect(seat?.options).toEqual([]);
  });

  it('refuses a malformed answer and keeps the decision', () => {
    const session = start();
    expect(() => session.answer('s0', 'text:4A2')).toThrow(/malformed/);
    expect(session.snapshot().decision?.seats[0]?.input).toBe('3 digits');
  });

  it('takes a well-formed answer', () => {
    const session = start();
    session.answer('s0', 'text:042');
    expect(session.snapshot().result).toMatch(/^victory/);
  });

  it('lets a bot seat type a well-formed answer', () => {
    expect(start(['s0']).snapshot().result).toMatch(/^(victory|defeat)/);
  });
});
