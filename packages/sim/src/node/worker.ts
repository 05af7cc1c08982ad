// The worker side of the pool: builds the game once per factory, then plays
// each slice of seeds it is sent and posts back the statistics.
import { parentPort } from 'node:worker_threads';
import { runJob } from '../run/job.ts';
import { gameFor } from './factory.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
port.on('message', async (message: ToWorker) => {
  const { id, job } = message;
  let reply: FromWorker;
  try {
    const { engine, ruleset } = await gameFor(job.factory);
    const stats = runJob({ engine, ruleset }, job);
    reply = { type: 'done', id, stats };
  } catch (error) {
    reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
