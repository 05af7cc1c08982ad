// Every subcommand of `roomsmith`, by name, with its one-line summary. A
// command's code loads only when it runs, so `roomsmith --help` (and any one
// command) does not load the engine, the PDF writer or the queue client it
// does not need. Add one line per command.
import type { Command } from '../command.ts';

/** A subcommand: its summary for help, and how to load it. */
export interface CommandEntry {
  summary: string;
  load(): Promise<Command>;
}

const lazy = (summary: string, load: () => Promise<Command>): CommandEntry => ({ summary, load });

/** The registered subcommands. */
export const commands: Record<string, CommandEntry> = {
  schema: lazy(
    'write the content schemas to a folder, for editors outside this repo',
    async () => (await import('./schema.ts')).schemaCommand,
  ),
  validate: lazy(
    'check packs (folders, content/ or .zip) and print every problem',
    async () => (await import('./validate.ts')).validateCommand,
  ),
  play: lazy('play a mode in the terminal, against random bots', async () => (await import('./play.ts')).playCommand),
  print: lazy(
    'print-and-play sheets (PDF) of every tile and card of the packs',
    async () => (await import('./print.ts')).printCommand,
  ),
  replay: lazy(
    'replay a recorded match and check its final hash',
    async () => (await import('./replay.ts')).replayCommand,
  ),
  sim: lazy(
    'play many bot games: rates with CIs, per-content analytics, why traces, setup analysis',
    async () => (await import('./sim.ts')).simCommand,
  ),
  test: lazy('run pack tests and print N passed, N failed', async () => (await import('./test.ts')).testCommand),
  ab: lazy(
    'compare two versions of a pack on identical seeds and bots (paired differences with CIs)',
    async () => (await import('./ab.ts')).abCommand,
  ),
  worker: lazy(
    'play simulation jobs from a BullMQ queue (roomsmith sim --queue)',
    async () => (await import('./worker.ts')).workerCommand,
  ),
  'check-leaks': lazy(
    'play random games of every mode and check that no seat sees what it may not know',
    async () => (await import('./check-leaks.ts')).checkLeaksCommand,
  ),
  pack: lazy(
    'check a pack and write its bundle (zip with SHA-256 digests) for sharing',
    async () => (await import('./pack.ts')).packCommand,
  ),
  install: lazy(
    'install a pack bundle and its dependencies into a packs folder, checking digests first',
    async () => (await import('./install.ts')).installCommand,
  ),
  publish: lazy(
    'check a pack and publish its bundle to a registry (token from --token or ROOMSMITH_TOKEN)',
    async () => (await import('./publish.ts')).publishCommand,
  ),
  migrate: lazy(
    'bring packs of an older content format to the current one on disk (--check only reports)',
    async () => (await import('./migrate.ts')).migrateCommand,
  ),
  init: lazy(
    'scaffold a new pack (a small working game, local schemas, editor settings)',
    async () => (await import('./init.ts')).initCommand,
  ),
};
