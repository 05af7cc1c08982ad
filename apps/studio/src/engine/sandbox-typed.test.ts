import { compileRuleset } from '@roomsmith/engine';
import { typedGuessMode } from '@roomsmith/sim/testing';
import { describe, expect, it } from 'vitest';
import type { Entity } from './prepare.ts';
import { SandboxSession } from './sandbox-session.ts';

const mode = typedGuessMode;

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
