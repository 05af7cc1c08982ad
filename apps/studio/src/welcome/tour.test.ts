import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, cardPlace, markTourDone, stepAfterKey, TOUR_KEY, TOUR_STEPS, tourDone } from './tour.ts';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('the guided tour', () => {
  it('points at the sidebar, editor, forms, sandbox, Problems and Tests, in that order', () => {
    expect(TOUR_STEPS.map((s) => s.id)).toEqual(['sidebar', 'editor', 'forms', 'sandbox', 'problems', 'tests']);
  });

  it('is short: a few sentences a step', () => {
    for (const step of TOUR_STEPS) expect(step.text.length).toBeLessThan(200);
  });

  it('is offered until it is done, then remembered as done', () => {
    const storage = memory();
    expect(tourDone(storage)).toBe(false);
    markTourDone(storage);
    expect(tourDone(storage)).toBe(true);
    expect(storage.getItem(TOUR_KEY)).toBe('done');
  });

  it('is offered again when the storage refuses to answer', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => markTourDone(broken)).not.toThrow();
    expect(tourDone(broken)).toBe(false);
  });

  it('moves a step with the arrow keys, staying within the steps', () => {
    expect(stepAfterKey(0, 'ArrowRight')).toBe(1);
    expect(stepAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(stepAfterKey(TOUR_STEPS.length - 1, 'ArrowRight')).toBe(TOUR_STEPS.length - 1);
    expect(stepAfterKey(2, 'x')).toBeNull();
  });
});

describe('where the tour card goes', () => {
  const view = { width: 1280, height: 800 };

  it('right of its target when there is room', () => {
    expect(cardPlace({ top: 50, left: 0, width: 300, height: 700 }, view)).toEqual({ top: 66, left: 312 });
  });

  it('left of a target at the right edge', () => {
    expect(cardPlace({ top: 50, left: 1000, width: 280, height: 300 }, view).left).toBe(1000 - CARD_WIDTH - 12);
  });

  it('inside a target as wide as the window, and in the middle when there is no target', () => {
    expect(cardPlace({ top: 600, left: 0, width: 1280, height: 200 }, view)).toEqual({ top: 560, left: 16 });
    expect(cardPlace(null, view)).toEqual({ top: 300, left: 480 });
  });
});
