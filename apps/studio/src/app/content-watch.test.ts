import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentWatch } from './content-watch.ts';

describe('the content watch behind play-as-you-write', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once, after the last of several edits, and not for unchanged packs', () => {
    const onChange = vi.fn();
    const watch = new ContentWatch(onChange, 400);
    const a = { files: { 'pack.json': '{}' } };
    watch.reset([a]);
    watch.check([a]);
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
    watch.check([{ files: { 'pack.json': '{ }' } }]);
    vi.advanceTimersByTime(300);
    watch.check([{ files: { 'pack.json': '{  }' } }]);
    vi.advanceTimersByTime(300);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('forgets a pending change when stopped or reset', () => {
    const onChange = vi.fn();
    const watch = new ContentWatch(onChange, 400);
    watch.check([{ files: {} }]);
    watch.stop();
    watch.check([{ files: {} }]);
    watch.reset([]);
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
