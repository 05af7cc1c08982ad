import { describe, expect, it } from 'vitest';
import type { BenchRecord } from './charts.ts';
import { formatTargets, targetRows } from './targets.ts';

const row = (records: BenchRecord[], figure: string) => {
  const found = targetRows(records).find((r) => r.figure.startsWith(figure));
  if (!found) throw new Error(`no figure starts with ${figure}`);
  return found;
};

describe("issue 13's table of targets", () => {
  it('says how to measure a figure whose bench did not run', () => {
    expect(row([], 'Double Rush: baseline / pack')).toMatchObject({
      now: 'not run (npm run bench -- double-rush)',
      verdict: 'not run',
    });
  });

  it('meets an at-most aim at or under it and misses it over it', () => {
    const at = [{ bench: 'room25 coop-s1 baseline / pack speed', ratio: 10 }];
    const over = [{ bench: 'room25 coop-s1 baseline / pack speed', ratio: 10.3 }];
    expect(row(at, 'Room 25 coop-s1: baseline / pack')).toMatchObject({ now: '×10', verdict: 'met' });
    expect(row(over, 'Room 25 coop-s1: baseline / pack').verdict).toBe('not met');
  });

  it('meets an at-least aim at or over it and misses it under it', () => {
    const under = [{ bench: 'state copies: copyState / structuredClone speed', ratio: 4.9 }];
    const over = [{ bench: 'state copies: copyState / structuredClone speed', ratio: 35.25 }];
    expect(row(under, 'state copies').verdict).toBe('not met');
    expect(row(over, 'state copies')).toMatchObject({ now: '×35.25', verdict: 'met' });
  });

  it("judges games per second against the issue's 20,000, not the sim bench's own aim", () => {
    const sim = [{ bench: 'random full games/s, 1 core (coop-s1, 4 seats)', median: 12156, aim: 10000, verdict: 'ok' }];
    expect(row(sim, 'Room 25 coop-s1 random full games/s')).toMatchObject({
      aim: '≥20,000/s',
      now: '12,156/s (sim bench)',
      verdict: 'not met',
    });
  });

  it("prefers the room25 bench's rate, timed beside the baseline, to the sim bench's", () => {
    const both = [
      { bench: 'random full games/s, 1 core (coop-s1, 4 seats)', median: 12156 },
      { bench: 'room25 coop-s1 games/s, pack through the engine', median: 9516 },
    ];
    expect(row(both, 'Room 25 coop-s1 random full games/s').now).toBe('9,516/s (room25 bench)');
  });

  it('reads the end-to-end workers figure at 100,000 games, not at 30,000', () => {
    const sim = [
      { bench: 'roomsmith sim --workers 2 over 1 (coop-s1, 4 seats, 30000 games, wall)', ratio: 1.41 },
      { bench: 'roomsmith sim --workers 2 over 1 (coop-s1, 4 seats, 100000 games, the example, wall)', ratio: 1.67 },
    ];
    expect(row(sim, 'roomsmith sim: 2 workers over 1').now).toBe('×1.67');
  });

  it('says when a reading was taken while other processes shared the machine', () => {
    const sim = [
      { bench: 'pool: 2 workers over 1 (coop-s1, 4 seats, warm, random games, analytics)', ratio: 1.5, claim: false },
    ];
    expect(row(sim, 'sim pool').now).toBe('×1.5 (machine shared: not a claim)');
  });

  it('reads allocation per decision from the silent profile in KiB against half the filed 10 KiB', () => {
    const alloc = [{ bench: 'room25 coop-s1 bytes allocated per decision, pack', silent: 1536, rich: 2970 }];
    expect(row(alloc, 'allocated per decision')).toMatchObject({ aim: '≤5.0 KiB', now: '1.5 KiB', verdict: 'met' });
  });

  it('prints one aligned line per figure under a header', () => {
    const lines = formatTargets(targetRows([])).split('\n');
    expect(lines[0]).toMatch(/^ {2}figure +when filed +aim +goal after +this run +aim met\?$/);
    expect(lines).toHaveLength(2 + targetRows([]).length);
    expect(new Set(lines.slice(2).map((l) => l.indexOf('not run ('))).size).toBe(1);
  });
});
