import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMatch, seedRng, type Ruleset } from '@roomsmith/engine';
import { loadPackGame } from '../node/pack-game.ts';
import { hiddenSwaps } from './hidden-facts.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

describe('hidden facts', () => {
  let puzzle: Ruleset;
  beforeAll(async () => {
    puzzle = (await loadPackGame([path.join(content, 'room25'), path.join(content, 'escape-room')])).ruleset as Ruleset;
  });

  it('swaps the faces of two unidentified components only when both are the same kind of thing', () => {
    const { state } = createMatch(puzzle, { mode: 'escape-room:puzzle', seed: 1, seats: 2 });
    const rng = seedRng('faces');
    let faceSwaps = 0;
    for (let i = 0; i < 200; i++) {
      for (const swap of hiddenSwaps(puzzle, state, 's0', rng)) {
        if (!swap.what.startsWith('swapping the faces')) continue;
        faceSwaps++;
        const kinds = swap.components.map((c) => puzzle.defs[state.components[c]?.def ?? '']?.kind);
        expect(kinds[0]).toBe(kinds[1]);
      }
    }
    expect(faceSwaps).toBeGreaterThan(0);
  }, 60_000);
});
