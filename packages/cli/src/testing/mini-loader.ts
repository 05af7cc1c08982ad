// A pack loader for command tests that compiles sim's mini Room 25 with the
// real engine, whatever the folders hold (their pack.json names the pack and
// their tests/ folder holds pack tests), so commands run end to end on real
// rules while the shipped packs and schemas settle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { conditionOn, engine } from '@roomsmith/sim';
import { miniRuleset } from '@roomsmith/sim/testing';
import { readTestFiles } from '../packtest/test-files.ts';
import type { GameLoader } from '../shared/game-loader.ts';
import { textOf } from '../shared/text.ts';

const ruleset = miniRuleset();

/** Loads folders as the mini pack. */
export const miniLoader: GameLoader = async (dirs, cwd) => {
  const packs: string[] = [];
  const tests: Array<{ pack: string; file: string; test: unknown }> = [];
  for (const dir of dirs) {
    const root = path.resolve(cwd, dir);
    const manifest = JSON.parse(await readFile(path.join(root, 'pack.json'), 'utf8')) as {
      id: string;
      version: string;
    };
    const ref = `${manifest.id}@${manifest.version}`;
    packs.push(ref);
    const found = await readTestFiles([path.join(root, 'tests')]).catch(() => []);
    tests.push(...found.map((f) => ({ pack: ref, ...f })));
  }
  const nameOf = (def: string) => textOf(ruleset.defs[def]?.name) || def;
  const condition = (state: Parameters<typeof conditionOn>[1], c: unknown) => conditionOn(ruleset, state, c);
  return { ok: true, game: { engine, ruleset, packs, tests, modes: ['mini', 'mini:mini'], nameOf, condition } };
};
