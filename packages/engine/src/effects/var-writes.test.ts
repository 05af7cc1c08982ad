// `set-var` and `adjust-var` count a write to seats (runtime/writes.ts) only for a variable that an
// answer the runtime keeps until a write (an ending, a flag's `while`) reads.
import { describe, expect, it } from 'vitest';
import { createCx, type CxShared } from '../ruleset/context.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { GameState } from '../state/types.ts';
import { adjustVar } from './adjust-var.ts';
import { setVar } from './set-var.ts';
import { bound } from '../testing/bindings.ts';

/** Runs `set-var` or `adjust-var` of `name` on seat s0, compiled where kept answers read `read` (absent: not told); gives the seats' write count. */
const writesOf = (effect: 'set-var' | 'adjust-var', name: string, read?: string[]): number => {
  const shared: CxShared = {
    nodes: [],
    diagnostics: [],
    known: new Set<string>(),
    ...(read ? { seatVarsRead: new Set(read) } : {}),
  };
  const cx = createCx(shared, { pack: 't', def: 't:mode', file: 'mode.json', pointer: '' });
  const handler = effect === 'set-var' ? setVar : adjustVar;
  const id = handler.compile({ do: effect, of: 'who', name, value: 1, by: 1 }, cx, '');
  const seats = { s0: { id: 's0', markers: {}, role: null, team: null, vars: {}, eyesOpen: true } };
  const rt = { s: { seats, pieces: {} } as unknown as GameState, wSeats: 0 } as Runtime;
  shared.nodes[id]?.inline?.(rt, bound({ who: 's0' }, cx.slots));
  expect(seats.s0.vars).toEqual({ [name]: 1 });
  return rt.wSeats;
};

describe('a seat variable written', () => {
  it('counts a write to seats when a kept answer reads the variable', () => {
    expect(writesOf('set-var', 'wins', ['wins'])).toBe(1);
    expect(writesOf('adjust-var', 'wins', ['wins'])).toBe(1);
  });

  it('counts no write to seats when no kept answer reads the variable', () => {
    expect(writesOf('set-var', 'skip', ['wins'])).toBe(0);
    expect(writesOf('adjust-var', 'skip', ['wins'])).toBe(0);
  });

  it('counts a write to seats when the compiler was not told what kept answers read', () => {
    expect(writesOf('set-var', 'skip')).toBe(1);
    expect(writesOf('adjust-var', 'skip')).toBe(1);
  });
});
