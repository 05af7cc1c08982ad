// Every subcommand of `roomsmith`, by name. Add one line per command.
import type { Command } from '../command.ts';
import { schemaCommand } from './schema.ts';
import { validateCommand } from './validate.ts';
import { playCommand } from './play.ts';
import { printCommand } from './print.ts';
import { replayCommand } from './replay.ts';
import { simCommand } from './sim.ts';
import { testCommand } from './test.ts';
import { abCommand } from './ab.ts';
import { workerCommand } from './worker.ts';
import { checkLeaksCommand } from './check-leaks.ts';
import { packCommand } from './pack.ts';
import { installCommand } from './install.ts';
import { initCommand } from './init.ts';

/** The registered subcommands. */
export const commands: Record<string, Command> = {
  schema: schemaCommand,
  validate: validateCommand,
  play: playCommand,
  print: printCommand,
  replay: replayCommand,
  sim: simCommand,
  test: testCommand,
  ab: abCommand,
  worker: workerCommand,
  'check-leaks': checkLeaksCommand,
  pack: packCommand,
  install: installCommand,
  init: initCommand,
};
