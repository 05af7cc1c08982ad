// `roomsmith worker --queue redis://HOST:PORT [--concurrency N]`: plays slices
// of simulation batches from a BullMQ queue until stopped (Ctrl-C). Each job
// names the packs it needs; they must be at the same paths on this machine.
import { startQueueWorker } from '@roomsmith/sim/node';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { intFlag } from './sim.ts';

const USAGE = 'usage: roomsmith worker --queue redis://HOST:PORT [--concurrency N]';

/** `roomsmith worker`. */
export const workerCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['queue', 'concurrency'] });
    const queue = lastValue(args, 'queue');
    if (!queue || args.positionals.length) throw new UsageError(USAGE);
    const worker = startQueueWorker(queue, {
      concurrency: intFlag(lastValue(args, 'concurrency'), 1, 'concurrency'),
      onSlice: (data, stats) =>
        io.out(`slice ${data.index} of ${data.batch}: ${stats.games} games (seeds ${data.job.firstSeed}…)`),
    });
    io.out(`worker on ${queue}; Ctrl-C to stop`);
    await new Promise<void>((resolve) => {
      process.once('SIGINT', resolve);
      process.once('SIGTERM', resolve);
    });
    await worker.close();
    return ExitCode.ok;
  },
};
