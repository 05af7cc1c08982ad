import { describe, expect, it } from 'vitest';
import { contentName, duration, percent, progressText, signed, withInterval } from './playtest-format.ts';

describe('playtest formatting', () => {
  it('writes a rate with its 95% interval', () => {
    expect(withInterval({ value: 0.41, low: 0.372, high: 0.449 })).toBe('41.0% (95% CI 37.2–44.9%)');
    expect(percent(0.5, 0)).toBe('50%');
  });

  it('signs differences with a true minus sign', () => {
    expect(signed(-1)).toBe('−1.0');
    expect(signed(0.25, 2)).toBe('+0.25');
    expect(signed(-0.001, 2)).toBe('0');
  });

  it('says durations in seconds, minutes and hours', () => {
    expect(duration(0.36)).toBe('0.4 s');
    expect(duration(12.4)).toBe('12 s');
    expect(duration(80)).toBe('1 min 20 s');
    expect(duration(7500)).toBe('2 h 5 min');
  });

  it('tells progress with the rate and the time left once a game is done', () => {
    expect(progressText({ done: 0, total: 200, elapsedMs: 0 })).toBe('0 of 200 games · starting…');
    expect(progressText({ done: 100, total: 200, elapsedMs: 4000 })).toBe(
      '100 of 200 games · 25 games/s · about 4 s left',
    );
    expect(progressText({ done: 200, total: 200, elapsedMs: 8000 })).toBe('200 of 200 games · 25 games/s · done');
  });

  it('names content by its display name and the part of it that fired', () => {
    const names = { 'room25:solo': 'Solo', 'room25:acid': 'Acid' };
    expect(contentName('room25:acid', names)).toBe('Acid');
    expect(contentName('room25:solo /endings/2', names)).toBe('Solo · endings 2');
    expect(contentName('x:unknown', names)).toBe('x:unknown');
  });
});
