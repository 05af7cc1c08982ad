// `roomsmith play <pack…> --mode M --seed N [--seats human,bot,…] [--option NAME=VALUE]… [--pick SEAT=DEF[,DEF]]…
// [--record FILE]`: a game in the terminal against random bots, optionally recorded for replay. A pick
// chooses the character (or any definition the mode deals to seats) a seat plays instead of a random one.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { makeReplay, serializeReplay } from '@roomsmith/sim';
import type { Command } from '../command.ts';
import { ExitCode } from '../io.ts';
import { lastValue, parseArgs, parseSeed, UsageError } from '../shared/args.ts';
import { loadGameWithMode, type GameLoader } from '../shared/game-loader.ts';
import { checkSeatCount, defaultSeats } from '../shared/seats.ts';
import { playGame, type SeatKind } from '../play/session.ts';
import { loadGame } from '../shared/load-game.ts';
import { stdinAsk } from '../shared/stdin-lines.ts';

const USAGE =
  'usage: roomsmith play <pack-dir>… --mode MODE [--seed N] [--seats human,bot,…] [--option NAME=VALUE]… [--pick SEAT=DEF[,DEF]]… [--record FILE]';

/** Reads answers for human seats; null at end of input. */
export type Ask = (prompt: string) => Promise<string | null>;

/** Match options from --option NAME=VALUE (numbers and true/false as such, anything else as text). */
export function parseOptions(list: readonly string[]): Record<string, string | number | boolean> | undefined {
  if (!list.length) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const item of list) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--option takes NAME=VALUE, got "${item}"`);
    const value = item.slice(eq + 1);
    out[item.slice(0, eq)] =
      value === 'true' ? true : value === 'false' ? false : /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** Picks from --pick SEAT=DEF[,DEF] (repeatable; a seat named twice keeps both lists, in order). */
export function parsePicks(list: readonly string[]): Record<string, string[]> | undefined {
  if (!list.length) return undefined;
  const out: Record<string, string[]> = {};
  for (const item of list) {
    const m = /^(s\d+)=(.+)$/.exec(item.trim());
    if (!m) throw new UsageError(`--pick takes SEAT=DEF (e.g. s0=sarah), got "${item}"`);
    const defs = (m[2] as string).split(',').map((d) => d.trim());
    if (defs.some((d) => d === '')) throw new UsageError(`--pick has an empty definition id in "${item}"`);
    (out[m[1] as string] ??= []).push(...defs);
  }
  return out;
}

/** A pick the match refuses (a definition not offered, picked twice, a seat it does not have). */
const isPickError = (e: unknown): e is Error =>
  e instanceof Error && /^(picks|create-pieces: (seat|"))/.test(e.message);

/** The seats `--seats` names. */
function parseSeats(text: string): SeatKind[] {
  const seats = text.split(',').map((s) => s.trim());
  for (const s of seats)
    if (s !== 'human' && s !== 'bot') throw new UsageError(`--seats takes "human" or "bot" per seat, got "${s}"`);
  return seats as SeatKind[];
}

/** The seats without `--seats`: a human and bots up to `count`. */
const humanAndBots = (count: number): SeatKind[] => [
  'human',
  ...Array.from({ length: count - 1 }, (): SeatKind => 'bot'),
];

/** Builds the play command over a pack loader and an input source. */
export function makePlayCommand(load: GameLoader, input: () => { ask: Ask; close(): void }): Command {
  return {
    usage: USAGE,
    async run(argv, io) {
      const args = parseArgs(argv, { values: ['mode', 'seed', 'seats', 'record', 'option', 'pick'] });
      const options = parseOptions(args.values.get('option') ?? []);
      const picks = parsePicks(args.values.get('pick') ?? []);
      const mode = lastValue(args, 'mode');
      if (!args.positionals.length || !mode) throw new UsageError(USAGE);
      // Named seats are checked before the packs load; the default count needs the mode's.
      const given = lastValue(args, 'seats');
      const named = given === undefined ? null : parseSeats(given);
      const seed = parseSeed(lastValue(args, 'seed') ?? '1');
      const game = await loadGameWithMode(load, args.positionals, mode, io, 'play');
      if (!game) return ExitCode.usage;
      const counts = game.seatsOf?.(mode);
      const seats = named ?? humanAndBots(defaultSeats(counts));
      checkSeatCount(mode, counts, seats.length);
      const { ask, close } = input();
      try {
        let result: Awaited<ReturnType<typeof playGame>>;
        try {
          result = await playGame(
            { ...game, mode, seed, seats, ...(options ? { options } : {}), ...(picks ? { picks } : {}) },
            { out: io.out, ask },
          );
        } catch (e) {
          if (!isPickError(e)) throw e;
          io.err(`roomsmith play: ${e.message}`);
          return ExitCode.usage;
        }
        if (result.quit) io.out('Game stopped.');
        const file = lastValue(args, 'record');
        if (file) {
          const record = makeReplay(
            {
              packs: game.packs,
              mode,
              seed,
              seats: seats.length,
              ...(options ? { options } : {}),
              ...(picks ? { picks } : {}),
            },
            result.answers,
            game.engine.stateHash(result.match.state),
          );
          await writeFile(path.resolve(io.cwd, file), serializeReplay(record));
          io.out(`Recorded ${result.answers.length} decisions to ${file}.`);
        }
        return ExitCode.ok;
      } finally {
        close();
      }
    },
  };
}

/** `roomsmith play`, reading answers from standard input. */
export const playCommand = makePlayCommand(loadGame, stdinAsk);
