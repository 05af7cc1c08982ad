import { describe, expect, it } from 'vitest';
import { busySeconds, othersCores } from './machine.ts';

describe('what other processes took of the machine', () => {
  it('reads all cores busy time, idle and iowait left out, in seconds', () => {
    expect(busySeconds('cpu  1000 20 300 5000 70 4 6 10 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n')).toBe(13.4);
  });

  it('counts the busy time the run did not spend itself, per second of wall time', () => {
    expect(othersCores(100, 112, 5, 4)).toBe(1.75);
  });

  it('never reports less than nothing when the counters tick after the run has read its own CPU', () => {
    expect(othersCores(100, 104.99, 5, 2)).toBe(0);
  });

  it('knows nothing without the counters', () => {
    expect(othersCores(null, 10, 1, 1)).toBeNull();
  });
});
