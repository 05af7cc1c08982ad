import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { compareBatches } from './ab.ts';
import { buildReport } from './report.ts';

const ruleset = miniRuleset();
const batch = (games: number) =>
  runBatch({ engine, ruleset, mode: 'mini', seats: 2, firstSeed: 0, games, analytics: true });

describe('A/B and reports', () => {
  it('finds no difference between a batch and itself', () => {
    const a = batch(60);
    const r = compareBatches(a, a);
    expect([r.pairs, r.result.value, r.moved.some((m) => m.significant)]).toEqual([60, 0, false]);
  });

  it('reports rates with intervals that contain them', () => {
    const report = buildReport(batch(40));
    for (const o of report.outcomes) expect(o.rate.low <= o.rate.value && o.rate.value <= o.rate.high).toBe(true);
  });

  it('lists as never fired the content that was in play and never fired, not content no game dealt', () => {
    const report = buildReport(batch(40), ['mini:deadly', 'mini:empty', 'mini:never-there']);
    expect(report.neverFired).toEqual(['mini:empty']);
  });
});
