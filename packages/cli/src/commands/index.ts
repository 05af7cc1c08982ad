// Every subcommand of `roomsmith`, by name. Add one line per command.
import type { Command } from '../command.ts';

/** The registered subcommands. */
export const commands: Record<string, Command> = {};
