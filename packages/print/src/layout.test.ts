import { describe, expect, it } from 'vitest';
import { collectPrintables } from './items.ts';
import { gridFor, ITEM_SIZE, layoutSheets, PAPER } from './layout.ts';
import { samplePack } from './fixtures.ts';

describe('layoutSheets', () => {
  it('fits nine poker cards on an A4 sheet and on a Letter sheet', () => {
    for (const paper of [PAPER.a4, PAPER.letter]) {
      const grid = gridFor(paper, ITEM_SIZE.card);
      expect(grid.cols * grid.rows).toBe(9);
    }
  });

  it('fits eight tiles on A4 and six on Letter', () => {
    const a4 = gridFor(PAPER.a4, ITEM_SIZE.tile);
    const letter = gridFor(PAPER.letter, ITEM_SIZE.tile);
    expect([a4.cols * a4.rows, letter.cols * letter.rows]).toEqual([8, 6]);
  });

  it('prints each copy of a room and follows every front with its back', () => {
    const sheets = layoutSheets(collectPrintables(samplePack()), 'a4');
    expect(sheets.map((s) => `${s.shape}:${s.side}:${s.placed.length}`)).toEqual(['tile:front:4', 'tile:back:4']);
  });

  it('mirrors the back left to right so a long-edge flip puts each back behind its face', () => {
    const [front, back] = layoutSheets(collectPrintables(samplePack()), 'a4');
    for (const [i, placed] of (front?.placed ?? []).entries()) {
      const behind = back?.placed[i];
      expect(behind?.item).toBe(placed.item);
      expect((behind?.rect.x ?? 0) + placed.rect.x + placed.rect.width).toBeCloseTo(PAPER.a4.width);
      expect(behind?.rect.y).toBe(placed.rect.y);
    }
  });

  it('keeps the grid inside the paper with room for the cut marks', () => {
    const [front] = layoutSheets(collectPrintables(samplePack()), 'letter');
    expect(front?.cuts.xs[0]).toBeGreaterThanOrEqual(6);
    expect(front?.cuts.ys.at(-1)).toBeLessThanOrEqual(PAPER.letter.height - 6);
  });

  it('refuses a size that no sheet can hold', () => {
    expect(() => gridFor(PAPER.a4, { width: 300, height: 10 })).toThrow('does not fit the paper');
  });
});
