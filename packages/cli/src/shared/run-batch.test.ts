import { fileURLToPath } from 'node:url';
import { mergeStats, runJob, type BatchJob, type BatchStats } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { loadGame } from './load-game.ts';
import { runBatchWith } from './run-batch.ts';

const content = fileURLToPath(new URL('../../../../content', import.meta.url));

describe('runBatchWith on this thread', () => {
  it('gives, key for key, the statistics of its chunks played apart and merged at the end', async () => {
    const outcome = await loadGame(['two-rooms'], content);
    if (!outcome.ok) throw new Error(outcome.diagnostics.join('\n'));
    const { game } = outcome;
    // 250 games: chunks of 3, the last one short.
    const job: BatchJob = { mode: 'level-1', seats: 2, firstSeed: 7, games: 250, analytics: true };
    const io = captureIo(content);
    const stats = await runBatchWith(game, job, { workers: 1, factory: () => ({ module: '', name: '' }) }, io);
    const chunks: BatchStats[] = [];
    for (let first = job.firstSeed; first < job.firstSeed + job.games; first += 3)
      chunks.push(runJob(game, { ...job, firstSeed: first, games: Math.min(3, job.firstSeed + job.games - first) }));
    expect(stats.games).toBe(250);
    expect(JSON.stringify(stats)).toBe(JSON.stringify(mergeStats(chunks)));
  });
});
