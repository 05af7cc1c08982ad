import { fileURLToPath } from 'node:url';
import { compileRuleset } from '@roomsmith/engine';
import type { GameFactory } from '@roomsmith/sim/node';
import { describe, expect, it } from 'vitest';
import { loadGame } from './load-game.ts';

const content = fileURLToPath(new URL('../../../../content', import.meta.url));

describe('loadGame', () => {
  it('hands the validated packs and their ruleset hash to the caller before compiling, as the game workers build', async () => {
    const told: GameFactory[] = [];
    const outcome = await loadGame(['two-rooms'], content, { loaded: (workerGame) => told.push(workerGame) });
    if (!outcome.ok) throw new Error(outcome.diagnostics.join('\n'));
    const { game } = outcome;
    expect(told).toEqual([game.workerGame]);
    const sent = told[0]?.arg as { packs: Parameters<typeof compileRuleset>[0]; hash: string };
    expect(sent.hash).toBe(game.ruleset.hash);
    // The packs' tests stay behind (they count only in the hash), so the hash travels with them.
    const compiled = compileRuleset(sent.packs, { hash: sent.hash }).ruleset;
    expect(compiled?.hash).toBe(game.ruleset.hash);
    expect(Object.keys(compiled?.defs ?? {})).toEqual(Object.keys(game.ruleset.defs));
    expect(Object.keys(compiled?.modes ?? {})).toEqual(Object.keys(game.ruleset.modes));
  });

  it('tells the caller nothing when the packs do not load', async () => {
    const told: GameFactory[] = [];
    const outcome = await loadGame(['no-such-pack'], content, { loaded: (workerGame) => told.push(workerGame) });
    expect([outcome.ok, told]).toEqual([false, []]);
  });
});
