// Public API of @roomsmith/cli.
export { main } from './main.ts';
export { commands } from './commands/index.ts';
export type { Command } from './command.ts';
export type { CommandEntry } from './commands/index.ts';
export { processIo, ExitCode } from './io.ts';
export type { CliIo } from './io.ts';
