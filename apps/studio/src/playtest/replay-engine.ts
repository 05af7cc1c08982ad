// Opens a simulated game in the sandbox: a SandboxEngine whose first start
// plays a replay file (the game's seed and recorded answers) to its end, so
// the sandbox shows the game at its final step with its timeline to scrub.
// Later restarts (a seat given to a bot, "Bots play every seat") start afresh.
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';

/** `engine`, with its first start replaced by playing `replay`. */
export function openingReplay(engine: SandboxEngine, replay: string): SandboxEngine {
  let pending = true;
  return {
    ...engine,
    async start(bots, picks) {
      if (!pending) return engine.start(bots, picks);
      pending = false;
      await engine.start(bots, picks);
      return (await engine.importReplay(replay)).snapshot;
    },
  };
}
