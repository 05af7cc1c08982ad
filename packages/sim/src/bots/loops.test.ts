import { describe, expect, it } from 'vitest';
import type { Decision, View } from '../engine-api.ts';
import type { PolicyContext } from '../run/policy.ts';
import { fnv1a, informationKey, loopGuard } from './loops.ts';

const question = (id: string): Decision =>
  ({ id, seats: ['s0'], prompt: 'Free action?', options: { s0: [] } }) as unknown as Decision;
const view = (step: number, seen: string[]): View =>
  ({
    seat: 's0',
    turn: 1,
    step,
    components: { c1: { seenBy: seen } },
    pending: question(`d${step}`),
  }) as unknown as View;
const ctx = (v: View): PolicyContext => ({
  seat: 's0',
  decision: v.pending!,
  options: [
    { id: 'free:show', label: 'Show' },
    { id: 'free:none', label: 'No more' },
  ],
  view: () => v,
});

describe('loop guard', () => {
  it('keys what a seat knows without the step and decision counters', () => {
    expect(informationKey(view(3, ['s1']))).toBe(informationKey(view(9, ['s1'])));
  });

  it('tells apart information states that differ in what the seat sees', () => {
    expect(informationKey(view(3, ['s1']))).not.toBe(informationKey(view(3, [])));
  });

  it('leaves out an option the seat took from the same information state', () => {
    const guard = loopGuard();
    guard(ctx(view(1, ['s1']))).took('free:show');
    expect(guard(ctx(view(5, ['s1']))).options.map((o) => o.id)).toEqual(['free:none']);
  });

  it('offers every option again once the seat sees something new', () => {
    const guard = loopGuard();
    guard(ctx(view(1, []))).took('free:show');
    expect(guard(ctx(view(5, ['s1']))).options.map((o) => o.id)).toEqual(['free:show', 'free:none']);
  });

  it('offers every option when each was taken before, rather than none', () => {
    const guard = loopGuard();
    guard(ctx(view(1, []))).took('free:show');
    guard(ctx(view(2, []))).took('free:none');
    expect(guard(ctx(view(3, []))).options).toHaveLength(2);
  });
});

describe('information keys', () => {
  /** The 64-bit FNV-1a in BigInt arithmetic, its top 53 bits in base 36: the hash the keys are defined as. */
  const reference = (text: string): string => {
    let h = 0xcbf29ce484222325n;
    for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & ((1n << 64n) - 1n);
    return (h >> 11n).toString(36);
  };

  it('hashes as the 64-bit FNV-1a does, for empty, short, long and non-ASCII text', () => {
    const texts = [
      '',
      'a',
      'seat s0 looked at c12',
      JSON.stringify({ zones: Array.from({ length: 200 }, (_, i) => `c${i}`) }),
      'é漢字\uffff\u0000',
    ];
    expect(texts.map(fnv1a)).toEqual(texts.map(reference));
  });
});
