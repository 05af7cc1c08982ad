// Public API of @roomsmith/cli.
export { main, commands } from './main.ts';
export type { Command } from './main.ts';
export { processIo, ExitCode } from './io.ts';
export type { CliIo } from './io.ts';
