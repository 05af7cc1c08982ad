// The shape of one subcommand.
import type { CliIo } from './io.ts';

/** One subcommand of the CLI: a runner returning the exit code (its summary is in commands/index.ts). */
export interface Command {
  /** Its usage line(s), printed by `roomsmith <command> --help` and `roomsmith help <command>`. */
  readonly usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}
