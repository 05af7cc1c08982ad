// A batch as `roomsmith sim` plays it (bots by kind, analytics), or as LOAD_CFG (JSON) says.
import { runBatch, parseSeatBots } from '@roomsmith/sim';
import { benchGame, perCpuSecond } from './bench-game.ts';

export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  const game = await benchGame(root);
  const cfg = JSON.parse(process.env['LOAD_CFG'] ?? '{"analytics":true,"bots":true}') as Record<string, unknown>;
  const extra = { ...cfg, ...(cfg['bots'] ? { bots: { bots: parseSeatBots(String(game.seats)) } } : {}) };
  return (games, firstSeed) => perCpuSecond(games, () => runBatch({ ...game, firstSeed, games, ...extra }));
}
