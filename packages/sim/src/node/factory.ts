// Builds the game a factory names, once per factory per process (worker
// threads and queue workers share this).
import type { EngineApi } from '../engine-api.ts';
import type { GameFactory } from './protocol.ts';

/** A built game. */
export type BuiltGame = { engine: EngineApi<unknown>; ruleset: unknown };

const games = new Map<string, Promise<BuiltGame>>();

/** Builds the game of `factory` (no cache: a pool worker keeps each factory it is sent by number). */
export async function buildGame(factory: GameFactory): Promise<BuiltGame> {
  const mod = (await import(factory.module)) as Record<string, unknown>;
  const make = mod[factory.name];
  if (typeof make !== 'function') throw new Error(`${factory.module} exports no function "${factory.name}"`);
  return (await make(factory.arg)) as BuiltGame;
}

/** The game of `factory`, built on first use (keyed by its JSON: for factories that name folders, not loaded packs). */
export function gameFor(factory: GameFactory): Promise<BuiltGame> {
  const key = JSON.stringify(factory);
  let game = games.get(key);
  if (!game) {
    game = buildGame(factory);
    games.set(key, game);
  }
  return game;
}
