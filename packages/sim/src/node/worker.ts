// The worker side of the pool: builds the game once per factory, then plays
// each slice of seeds it is sent and posts back the statistics.
import { parentPort } from 'node:worker_threads';
import { runBatch } from '../run/batch.ts';
import type { EngineApi } from '../engine-api.ts';
import type { FromWorker, GameFactory, ToWorker } from './protocol.ts';

type Game = { engine: EngineApi<unknown>; ruleset: unknown };
const games = new Map<string, Promise<Game>>();

async function build(factory: GameFactory): Promise<Game> {
  const mod = (await import(factory.module)) as Record<string, unknown>;
  const make = mod[factory.name];
  if (typeof make !== 'function') throw new Error(`${factory.module} exports no function "${factory.name}"`);
  return (await make(factory.arg)) as Game;
}

function gameFor(factory: GameFactory): Promise<Game> {
  const key = JSON.stringify(factory);
  let game = games.get(key);
  if (!game) {
    game = build(factory);
    games.set(key, game);
  }
  return game;
}

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
port.on('message', async (message: ToWorker) => {
  const { id, job } = message;
  let reply: FromWorker;
  try {
    const { engine, ruleset } = await gameFor(job.factory);
    const stats = runBatch({
      engine,
      ruleset,
      mode: job.mode,
      seats: job.seats,
      firstSeed: job.firstSeed,
      games: job.games,
      ...(job.options ? { options: job.options } : {}),
      ...(job.maxDecisions !== undefined ? { maxDecisions: job.maxDecisions } : {}),
    });
    reply = { type: 'done', id, stats };
  } catch (error) {
    reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
