// `roomsmith print <pack-dir>… --out FILE.pdf [--mode M] [--lang L] [--paper a4|letter] [--reveal-codes]`:
// print-and-play sheets of every room tile, character and card of the packs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printPacks, type Paper } from '@roomsmith/print';
import { readPrintFonts } from '@roomsmith/print/node';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, UsageError } from '../shared/args.ts';
import { readPacks } from '../shared/read-packs.ts';

const USAGE =
  'usage: roomsmith print <pack-dir>… --out FILE.pdf [--mode MODE] [--lang en|fr|ja] [--paper a4|letter] [--reveal-codes]';
const PAPERS: readonly Paper[] = ['a4', 'letter'];

/** `roomsmith print`. */
export const printCommand: Command = {
  usage: USAGE,
  async run(argv, io) {
    const args = parseArgs(argv, { values: ['out', 'mode', 'lang', 'paper'], switches: ['reveal-codes'] });
    const out = lastValue(args, 'out');
    if (!args.positionals.length || !out) throw new UsageError(USAGE);
    const paper = (lastValue(args, 'paper') ?? 'a4').toLowerCase();
    if (!PAPERS.includes(paper as Paper)) throw new UsageError(`--paper takes a4 or letter, got "${paper}"`);
    const read = await readPacks(args.positionals, io.cwd);
    if (!read.ok) {
      read.diagnostics.forEach((line) => io.err(line));
      return ExitCode.failed;
    }
    const mode = lastValue(args, 'mode');
    const lang = lastValue(args, 'lang') ?? 'en';
    const result = await printPacks(read.packs, {
      paper: paper as Paper,
      lang,
      ...(mode ? { mode } : {}),
      revealCodes: args.switches.has('reveal-codes'),
      fonts: readPrintFonts(),
    });
    const file = path.resolve(io.cwd, out);
    await writeFile(file, result.pdf);
    io.out(
      `${path.relative(io.cwd, file) || file}: ${result.pages} pages (${paper.toUpperCase()}, fronts and backs), ${result.items} tiles and cards, ${Math.round(result.pdf.length / 1024)} kB`,
    );
    return ExitCode.ok;
  },
};
