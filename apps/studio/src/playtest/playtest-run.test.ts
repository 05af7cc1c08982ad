import { engine, parseReplay, verifyReplay } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import { packs } from '../engine/room25.fixture.ts';
import { combine, PlaytestBatch, PlaytestProblem, playGame, prepareSide } from './playtest-run.ts';
import type { PlaytestSpec } from './playtest-protocol.ts';

const solo = { packs, mode: 'room25:solo' };
const spec = (more: Partial<PlaytestSpec> = {}): PlaytestSpec => ({
  a: solo,
  seats: 1,
  bots: [{ kind: 'random' }],
  rotate: false,
  games: 12,
  firstSeed: 3,
  ...more,
});

describe('PlaytestBatch', () => {
  it('plays every seed and reports each game once, in seed order, with the grid of the first seed', () => {
    const batch = new PlaytestBatch(spec());
    batch.play(() => true);
    const result = batch.result(1);
    expect(result).toMatchObject({ games: 12, cancelled: false });
    expect(result.a.report.games).toBe(12);
    expect(result.a.lines.map((l) => l.seed)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(result.a.grids[0]?.cells.some((c) => c?.room)).toBe(true);
    expect(result.a.names['room25:central']).toBeTruthy();
  });

  it('stops where it is told and reports the games played so far as cancelled', () => {
    const batch = new PlaytestBatch(spec());
    let slices = 0;
    batch.play(() => ++slices < 4);
    expect(batch.done).toBe(4);
    expect(batch.result(1)).toMatchObject({ games: 4, cancelled: true, a: { report: { games: 4 } } });
  });

  it('plays B on the same seeds and reports the paired difference (none for identical packs)', () => {
    const batch = new PlaytestBatch(spec({ b: solo, games: 6 }));
    expect(batch.total).toBe(12);
    batch.play(() => true);
    const { ab, b } = batch.result(1);
    expect(b?.report.games).toBe(6);
    expect(ab?.pairs).toBe(6);
    expect(ab?.result).toMatchObject({ value: 0 });
  });

  it('gives the same report from two interleaved slices as from one batch', () => {
    const whole = new PlaytestBatch(spec({ games: 7 }));
    whole.play(() => true);
    const slices = [0, 1].map((offset) => {
      const b = new PlaytestBatch(spec({ games: 7 }), { offset, stride: 2 });
      b.play(() => true);
      return b;
    });
    expect(slices.map((b) => b.total)).toEqual([4, 3]);
    const merged = combine(
      spec({ games: 7 }),
      slices.map((b) => b.part()),
      1,
    );
    expect(merged).toEqual(whole.result(1));
  }, 60_000);

  it('refuses packs that do not compile, saying why', () => {
    const broken = [{ id: 'room25', files: { ...packs[0]?.files, 'pack.json': '{' } }];
    expect(() => prepareSide({ packs: broken, mode: 'room25:solo' })).toThrow(PlaytestProblem);
  });
});

describe('playGame', () => {
  it('replays the game of a seed exactly as the batch played it, with its why traces', () => {
    const batch = new PlaytestBatch(spec({ games: 1, firstSeed: 5 }));
    batch.play(() => true);
    const line = batch.result(1).a.lines[0];
    const game = playGame(solo, { seats: 1, bots: [{ kind: 'random' }], rotate: false, seed: 5 });
    const record = parseReplay(game.replay);
    expect(record.answers.length).toBe(line?.decisions);
    const prepared = prepareSide(solo);
    expect(verifyReplay(engine, prepared.ruleset, record, prepared.refs)).toMatchObject({ ok: true });
    expect(game.traces.at(-1)?.what).toBeTruthy();
  });
});
