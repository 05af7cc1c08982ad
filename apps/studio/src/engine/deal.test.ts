import { describe, expect, it } from 'vitest';
import { dealMode } from './deal.ts';
import { files, modeId, packs, seats } from './room25.fixture.ts';

describe('dealing a mode', () => {
  it('lays out the bundled mode’s complex with a room in every cell', () => {
    const { grids, problems } = dealMode(packs, modeId, 7, seats);
    expect(problems).toEqual([]);
    const complex = grids[0];
    expect(complex?.cells).toHaveLength((complex?.rows ?? 0) * (complex?.cols ?? 0));
    expect(complex?.cells.every((c) => c?.room?.name)).toBe(true);
  });

  it('deals the same layout for the same seed and another for another seed', () => {
    const layout = (seed: number) => dealMode(packs, modeId, seed, seats).grids[0]?.cells.map((c) => c?.room?.id);
    expect(layout(7)).toEqual(layout(7));
    expect(layout(8)).not.toEqual(layout(7));
  });

  it('reports what stops a deal instead of throwing', () => {
    const broken = dealMode([{ id: 'room25', files: { ...files, 'pack.json': '{' } }], modeId, 1, seats);
    expect(broken.grids).toEqual([]);
    expect(broken.problems.length).toBeGreaterThan(0);
  });
});
