// What the play, replay and test commands need from pack folders: a compiled
// ruleset and the engine to run it, the packs' names and versions, display
// names of content, and the pack tests the packs carry. Commands receive a
// loader so their tests can run on a small fake game.
import type { GameState, Ruleset } from '@roomsmith/engine';
import type { BotHints, EngineApi } from '@roomsmith/sim';
import type { GameFactory } from '@roomsmith/sim/node';
import type { ParsedArgs } from './args.ts';

/** The seat counts a mode plays: from `min` to `max`, only those listed when `only` is given (the engine's). */
export type SeatCounts = Ruleset['modes'][string]['seats'];

/** Packs loaded from folders and compiled into one ruleset. */
export interface LoadedGame<R = unknown> {
  engine: EngineApi<R>;
  ruleset: R;
  /** "id@version" of each pack, in load order. */
  packs: string[];
  /** Display name of a content id (room, card, character); the id itself when unknown. */
  nameOf(def: string): string;
  /** The pack-test entities of the loaded packs, with the pack that holds them. */
  tests: Array<{ pack: string; file: string; test: unknown }>;
  /** Mode ids (qualified and plain) the packs declare. */
  modes: string[];
  /** The seat counts a mode (qualified or plain id) plays, for a clear error before any game starts. */
  seatsOf?: (mode: string) => SeatCounts | undefined;
  /** Evaluates a vocabulary condition on a state, for pack tests' "condition" expectations. */
  condition?: (state: GameState, condition: unknown) => { holds: boolean } | { error: string };
  /** Each mode's `bots` hints (qualified and plain ids). */
  hints?: Record<string, BotHints>;
  /** Rooms, cards and characters of the packs (qualified ids), for "never fired". */
  content?: string[];
  /** The file (as given, inside its pack folder) that defines a content id. */
  fileOf?: (def: string) => string | undefined;
  /**
   * How worker threads build this game: from the packs this thread loaded (read and validated) and
   * their ruleset hash, so that they only compile them. The same object `LoadHooks.loaded` was given.
   */
  workerGame?: GameFactory;
}

/** What a loader tells its caller on the way, before it has finished. */
export interface LoadHooks {
  /**
   * The packs are read and validated (and hashed): worker threads may start building the game from
   * `workerGame` while this thread compiles it for itself. Not called for packs that fail to load.
   */
  loaded?(workerGame: GameFactory): void;
  /** False: check the packs even when the check cache has them, and keep nothing (`--no-cache`). */
  cache?: boolean;
  /** Told, in a line, where the checked packs came from: the check cache or a check (`--verbose`). */
  note?(line: string): void;
}

/** The switches of the commands that load packs through the check cache. */
export const CACHE_SWITCHES = ['no-cache', 'verbose'] as const;

/** The loader hooks `--no-cache` and `--verbose` ask for (the notes go to stderr). */
export function cacheHooks(args: ParsedArgs, io: { err(line: string): void }): Pick<LoadHooks, 'cache' | 'note'> {
  return {
    ...(args.switches.has('no-cache') ? { cache: false } : {}),
    ...(args.switches.has('verbose') ? { note: (line: string) => io.err(line) } : {}),
  };
}

/** Either a game, or the diagnostics (already formatted) that stopped loading. */
export type LoadOutcome<R = unknown> = { ok: true; game: LoadedGame<R> } | { ok: false; diagnostics: string[] };

/** Loads and compiles the packs in `dirs` (paths as given, resolved against `cwd`). */
export type GameLoader = (dirs: string[], cwd: string, hooks?: LoadHooks) => Promise<LoadOutcome>;

/**
 * Loads the packs and checks they declare `mode`, printing why not to `err`.
 * Returns the game, or null when the command should exit with a usage error.
 */
export async function loadGameWithMode(
  load: GameLoader,
  dirs: string[],
  mode: string,
  io: { cwd: string; err(line: string): void },
  verb: string,
  hooks?: LoadHooks,
): Promise<LoadedGame | null> {
  const loaded = await load(dirs, io.cwd, hooks);
  if (!loaded.ok) {
    loaded.diagnostics.forEach((d) => io.err(d));
    return null;
  }
  const { game } = loaded;
  if (!game.modes.includes(mode)) {
    io.err(`roomsmith ${verb}: no mode "${mode}" in these packs (modes: ${game.modes.join(', ') || 'none'})`);
    return null;
  }
  return game;
}
