// A progress bar for long runs (cli-progress): games done, games/s and time
// left, on stderr and only on a terminal, so piped output stays clean.
import cliProgress from 'cli-progress';
import type { CliIo } from '../io.ts';

/** Progress of a run: `tick(n)` adds finished games, `stop()` clears the bar. */
export interface Progress {
  tick(games: number): void;
  stop(): void;
}

/** A bar over `total` games when `io` is a terminal; otherwise a no-op. */
export function progressBar(io: CliIo, total: number, label = 'games'): Progress {
  if (!io.isTTY) return { tick: () => undefined, stop: () => undefined };
  const start = performance.now();
  let done = 0;
  const bar = new cliProgress.SingleBar(
    {
      format: `{bar} {value}/{total} ${label} | {rate} games/s | {eta_formatted} left`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { rate: '0' });
  return {
    tick(games) {
      done += games;
      bar.update(done, { rate: (done / ((performance.now() - start) / 1000)).toFixed(1) });
    },
    stop() {
      bar.stop();
    },
  };
}
