// The game the engine and sim benches measure: Room 25 Cooperation with four
// characters, one per seat, unless ROOMSMITH_BENCH_PACK / ROOMSMITH_BENCH_MODE
// point at another pack folder or mode.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPackGame } from '@roomsmith/sim/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The pack folders, mode and seat count under test, with the loaded engine and ruleset. */
export async function loadBenchTarget() {
  const dirs = [path.resolve(root, process.env['ROOMSMITH_BENCH_PACK'] ?? 'content/room25')];
  const mode = process.env['ROOMSMITH_BENCH_MODE'] ?? 'coop-s1';
  const seats = 4;
  const { engine, ruleset } = await loadPackGame(dirs).catch((error: unknown) => {
    console.log(`cannot benchmark ${dirs.join(', ')}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  return { dirs, mode, seats, engine, ruleset };
}
