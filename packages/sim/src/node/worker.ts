// The worker side of the pool: starts building a game when its factory
// arrives; for each batch, claims slices of seeds from the batch's shared
// counter, plays each on the game and posts back the slice's statistics (one
// message per slice, never one per game), then says it is finished.
import { parentPort } from 'node:worker_threads';
import { runJob } from '../run/job.ts';
import { buildGame, type BuiltGame } from './factory.ts';
import { claimAll, claimSlice } from './claims.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
const games = new Map<number, Promise<BuiltGame>>();
port.on('message', async (message: ToWorker) => {
  if (message.type === 'load') {
    // Each factory comes once, with its number; keying it by its JSON (as gameFor does) would serialise
    // megabytes of loaded packs on this thread before the first game.
    const game = buildGame(message.game);
    game.catch(() => undefined); // reported by each batch that needs it
    games.set(message.factory, game);
    return;
  }
  const { id, job, claims } = message;
  let reply: FromWorker;
  try {
    const game = games.get(message.factory);
    if (!game) throw new Error(`no game was sent for factory ${message.factory}`);
    const { engine, ruleset } = await game;
    for (let slice = claimSlice(claims, job.firstSeed, job.games); slice; ) {
      const stats = runJob({ engine, ruleset }, { ...job, ...slice });
      port.postMessage({ type: 'done', id, ...slice, stats } satisfies FromWorker);
      slice = claimSlice(claims, job.firstSeed, job.games);
    }
    reply = { type: 'finished', id };
  } catch (error) {
    claimAll(claims, job.games);
    reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
