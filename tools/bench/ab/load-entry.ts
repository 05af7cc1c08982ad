// A batch as `roomsmith sim` plays it (bots by kind, analytics), or as LOAD_CFG (JSON) says.
import path from 'node:path';
import { runBatch, parseSeatBots } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';

export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  const { engine, ruleset } = await loadPackGame([
    path.resolve(root, process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25'),
  ]);
  const mode = process.env['ROOMSMITH_BENCH_MODE'] ?? 'coop-s1';
  const seats = Number(process.env['ROOMSMITH_BENCH_SEATS'] ?? 4);
  const cfg = JSON.parse(process.env['LOAD_CFG'] ?? '{"analytics":true,"bots":true}') as Record<string, unknown>;
  const extra = { ...cfg, ...(cfg['bots'] ? { bots: { bots: parseSeatBots(String(seats)) } } : {}) };
  return (games, firstSeed) => {
    const t = process.cpuUsage();
    runBatch({ engine, ruleset, mode, seats, firstSeed, games, ...extra });
    const u = process.cpuUsage(t);
    return games / ((u.user + u.system) / 1e6);
  };
}
