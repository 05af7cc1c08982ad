// The `roomsmith` command: dispatches to one subcommand per verb.
import { ExitCode, type CliIo } from './io.ts';
import { commands, type CommandEntry } from './commands/index.ts';

const VERSION = '0.1.0';

function usage(): string {
  const names = Object.keys(commands).sort();
  const width = Math.max(8, ...names.map((n) => n.length));
  const lines = names.map((n) => `  ${n.padEnd(width)}  ${commands[n]?.summary ?? ''}`);
  return [
    'Usage: roomsmith <command> [options]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  show this help`,
  ].join('\n');
}

const isHelp = (arg: string) => arg === '--help' || arg === '-h';

/** The command named `verb`, or undefined once the user is told there is none. */
function commandNamed(verb: string, io: CliIo): CommandEntry | undefined {
  const entry = Object.hasOwn(commands, verb) ? commands[verb] : undefined;
  if (!entry) io.err(`roomsmith: unknown command "${verb}". Run "roomsmith help" for the list.`);
  return entry;
}

/** Prints one command's summary and usage (`roomsmith help sim`, `roomsmith sim --help`). */
async function commandUsage(verb: string, io: CliIo): Promise<number> {
  const entry = commandNamed(verb, io);
  if (!entry) return ExitCode.usage;
  io.out(`roomsmith ${verb}: ${entry.summary}`);
  io.out((await entry.load()).usage);
  return ExitCode.ok;
}

/** Runs the CLI with `argv` (without node and script) and returns the exit code. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === 'help' && rest.length > 0) return commandUsage(rest[0] as string, io);
  if (verb === undefined || verb === 'help' || isHelp(verb)) {
    io.out(usage());
    return verb === undefined ? ExitCode.usage : ExitCode.ok;
  }
  if (verb === '--version' || verb === '-v') {
    io.out(VERSION);
    return ExitCode.ok;
  }
  const entry = commandNamed(verb, io);
  if (!entry) return ExitCode.usage;
  if (rest.some(isHelp)) return commandUsage(verb, io);
  try {
    const command = await entry.load();
    return await command.run(rest, io);
  } catch (error) {
    io.err(`roomsmith ${verb}: ${error instanceof Error ? error.message : String(error)}`);
    return ExitCode.usage;
  }
}
