// The shape of one subcommand.
import type { CliIo } from './io.ts';

/** One subcommand of the CLI: a runner returning the exit code (its summary is in commands/index.ts). */
export interface Command {
  run(args: string[], io: CliIo): Promise<number>;
}
