// keepWhere binds `it` on the caller's bindings for its loop (no copy per call): they must come
// back as they were (an `it` they lacked left unbound), whatever the condition does.
import { describe, expect, it } from 'vitest';
import type { Bindings } from '../state/types.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { keepWhere } from './lists.ts';
import { hashJson } from '../state/hash.ts';
import { bound, named } from '../testing/bindings.ts';
import { IT } from '../state/slots.ts';

const rt = {} as Runtime;

describe('keepWhere', () => {
  it('keeps the ids for which the condition holds, seeing each as it', () => {
    const seen: unknown[] = [];
    const b: Bindings = bound({ actor: 'p1' });
    const kept = keepWhere(rt, b, ['a', 'b', 'c'], (_rt, bb) => (seen.push(bb[IT]), bb[IT] !== 'b'));
    expect(kept).toEqual(['a', 'c']);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('leaves bindings that had no it reading, serialising and hashing as they did', () => {
    const b: Bindings = bound({ actor: 'p1', seat: 's0' });
    const json = named(JSON.parse(JSON.stringify(b)) as Bindings);
    const hash = hashJson(named(b));
    keepWhere(rt, b, ['a'], () => true);
    expect(b[IT]).toBeUndefined();
    expect(named(JSON.parse(JSON.stringify(b)) as Bindings)).toEqual(json);
    expect(hashJson(named(b))).toBe(hash);
  });

  it('gives an outer it back after a nested loop', () => {
    const b: Bindings = bound({ it: 'outer' });
    keepWhere(rt, b, ['x', 'y'], () => false);
    expect(named(b)).toEqual({ it: 'outer' });
  });

  it('puts the bindings back when the condition throws', () => {
    const b: Bindings = bound({ actor: 'p1' });
    expect(() =>
      keepWhere(rt, b, ['a'], () => {
        throw new Error('bad content');
      }),
    ).toThrow('bad content');
    expect(named(b)).toEqual({ actor: 'p1' });
  });
});
