// The shape of one subcommand.
import type { CliIo } from './io.ts';

/** One subcommand of the CLI: a summary for help, and a runner returning the exit code. */
export interface Command {
  summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}
