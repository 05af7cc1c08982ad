import { describe, expect, it } from 'vitest';
import { claimAll, claimSlice, newClaims } from './claims.ts';

describe('claims', () => {
  it('hand out every seed of the batch once, in contiguous slices that shrink towards the end', () => {
    const claims = newClaims(2, { min: 10, max: 100 });
    const slices: Array<{ firstSeed: number; games: number }> = [];
    for (let slice = claimSlice(claims, 500, 1000); slice; slice = claimSlice(claims, 500, 1000)) slices.push(slice);
    expect(slices.map((s) => s.firstSeed)).toEqual(
      slices.map((_, i) => 500 + slices.slice(0, i).reduce((n, s) => n + s.games, 0)),
    );
    expect(slices.reduce((n, s) => n + s.games, 0)).toBe(1000);
    expect(slices[0]?.games).toBe(100);
    expect(slices.at(-1)?.games).toBeLessThanOrEqual(10);
  });

  it('leave nothing to claim once a thread has claimed all after a failure', () => {
    const claims = newClaims(3, { min: 1, max: 5 });
    claimSlice(claims, 0, 40);
    claimAll(claims, 40);
    expect(claimSlice(claims, 0, 40)).toBeNull();
  });
});
