// Bot strength, measured: win rates of random, heuristic and ISMCTS bots with
// Wilson 95% intervals. Double Rush head to head (seats rotated every game so
// each bot plays first equally often; a bot is significantly stronger when the
// interval of its share of wins excludes 50%), and Room 25 Cooperation Season
// 1 and 2 with four seats of one kind (the team's victory rate, any victory,
// partial included). Games run on a worker pool. Sizes: ROOMSMITH_BOTS_GAMES
// (Double Rush games per pairing, default 50), ROOMSMITH_BOTS_COOP (coop games
// per kind, default 40), ROOMSMITH_BOTS_ISMCTS (iterations in Double Rush, default 64),
// ROOMSMITH_BOTS_ISMCTS_COOP (iterations in the cooperative modes, default 16: a Room 25 game
// asks four seats about a hundred decisions each), ROOMSMITH_BOTS_WORKERS (default 2).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { botAt, ci, modeHints, parseSeatBots, wilson, type BatchStats, type BotKind } from '@roomsmith/sim';
import { createPool, packGameFactory } from '@roomsmith/sim/node';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const games = env('ROOMSMITH_BOTS_GAMES', 50);
const coopGames = env('ROOMSMITH_BOTS_COOP', 40);
const iterations = env('ROOMSMITH_BOTS_ISMCTS', 64);
const coopIterations = env('ROOMSMITH_BOTS_ISMCTS_COOP', 16);
const pool = createPool(env('ROOMSMITH_BOTS_WORKERS', 2));
const ismcts = `ismcts:${iterations}`;
const coopIsmcts = `ismcts:${coopIterations}`;

async function hintsOf(dir: string, mode: string) {
  const { packs } = loadPacks([await readPackFolder(dir)]);
  return modeHints(packs)[mode];
}

async function play(dir: string, mode: string, bots: BotKind[], n: number, rotate: boolean): Promise<BatchStats> {
  const hints = await hintsOf(dir, mode);
  const started = performance.now();
  const stats = await pool.run({
    factory: packGameFactory([dir]),
    mode,
    seats: bots.length,
    firstSeed: 0,
    games: n,
    bots: { bots, rotate, ...(hints ? { hints } : {}) },
    analytics: true,
  });
  if (stats.errors) console.log(`  ${stats.errors} games failed, first: ${stats.firstErrors[0]?.message}`);
  console.log(`  (${n} games in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return stats;
}

// Double Rush, head to head.
const duel = path.join(root, 'content/double-rush');
console.log(`\nDouble Rush (match), head to head, ${games} games a pairing, seats rotated`);
for (const [a, b] of [
  ['heuristic', 'random'],
  [ismcts, 'random'],
  [ismcts, 'heuristic'],
] as const) {
  const bots = parseSeatBots(`${a},${b}`);
  const stats = await play(duel, 'match', bots, games, true);
  const lines = stats.analytics?.lines ?? [];
  let winsA = 0;
  let decided = 0;
  for (const line of lines) {
    if (line.winners.length !== 1) continue;
    decided++;
    const seatIndex = ['s0', 's1'].indexOf(line.winners[0] as string);
    if (botAt(bots, seatIndex, line.seed, true) === bots[0]) winsA++;
  }
  const share = wilson(winsA, decided);
  const verdict = share.low > 0.5 ? `${a} stronger` : share.high < 0.5 ? `${b} stronger` : 'no significant difference';
  console.log(`  ${a} vs ${b}: ${a} wins ${winsA}/${decided} = ${ci(share)} → ${verdict}`);
  console.log(
    JSON.stringify({
      bench: `Double Rush ${a} vs ${b}: ${a}'s share of wins`,
      games: decided,
      wins: winsA,
      rate: share.value,
      low: share.low,
      high: share.high,
      verdict,
    }),
  );
}

// Room 25 Cooperation: four seats of one kind.
const room25 = path.join(root, 'content/room25');
for (const mode of ['coop-s1', 'coop-s2']) {
  console.log(`\nRoom 25 ${mode}, four seats of one kind, ${coopGames} games each (team victory: total or partial)`);
  for (const kind of ['random', 'heuristic', coopIsmcts]) {
    const n = kind === 'random' ? Math.max(coopGames, 300) : coopGames;
    const stats = await play(room25, mode, parseSeatBots(`4x${kind}`), n, false);
    const r = stats.analytics?.results ?? { win: 0, partial: 0, loss: 0 };
    const rate = wilson(r.win + r.partial, stats.games);
    console.log(
      `  ${kind.padEnd(12)} victory ${ci(rate)} (total ${r.win}, partial ${r.partial}, of ${stats.games}); outcomes ${JSON.stringify(stats.outcomes)}`,
    );
    console.log(
      JSON.stringify({
        bench: `Room 25 ${mode} 4×${kind}: team victory rate`,
        games: stats.games,
        victories: r.win + r.partial,
        rate: rate.value,
        low: rate.low,
        high: rate.high,
      }),
    );
  }
}
await pool.close();
