// What tools/bench/ab/hashes.mjs bundles from each tree: final state hashes and decision counts of
// random games (lean loop, `silent`, as batches play) over several packs and modes.
import path from 'node:path';
import { engine, runGame } from '@roomsmith/sim';
import { allRandomBots } from '@roomsmith/sim';
import { loadPackGame } from '@roomsmith/sim/node';

// A case's packs: its folder, after the folders it depends on, comma-separated.
const CASES: Array<[packs: string, mode: string, seats: number]> = [
  ['content/room25', 'coop-s1', 4],
  ['content/room25', 'coop-s2', 4],
  ['content/room25', 'coop-insane', 5],
  ['content/room25', 'suspicion', 5],
  ['content/room25', 'team', 4],
  ['content/room25', 'competition', 3],
  ['content/room25', 'solo', 1],
  ['content/double-rush', 'match', 2],
  ['content/two-rooms', 'level-3', 2],
  ['content/room25,content/escape-room', 'escape-room', 4],
];

/** Loads every case's pack from `root` and returns a function giving one line per game. */
export async function setup(root: string): Promise<(games: number) => string[]> {
  const loaded = new Map<string, Awaited<ReturnType<typeof loadPackGame>>>();
  for (const [pack] of CASES) {
    if (!loaded.has(pack)) loaded.set(pack, await loadPackGame(pack.split(',').map((p) => path.resolve(root, p))));
  }
  return (games) => {
    const lines: string[] = [];
    for (const [pack, mode, seats] of CASES) {
      const ruleset = loaded.get(pack)?.ruleset;
      if (!ruleset) throw new Error(`${pack} did not load`);
      for (let seed = 0; seed < games; seed++) {
        try {
          const game = runGame({ engine, ruleset, mode, seats, seed, profile: 'silent' }, allRandomBots(seed));
          lines.push(`${mode} ${seed} ${game.decisions} ${engine.stateHash(game.match.state)}`);
        } catch (error) {
          lines.push(`${mode} ${seed} threw ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return lines;
  };
}
