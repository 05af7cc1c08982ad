import { describe, expect, it } from 'vitest';
import { miniLoader } from '../testing/mini-loader.ts';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { makeSimCommand } from './sim.ts';

const factory = () => ({
  module: new URL('../testing/mini-factory.ts', import.meta.url).href,
  name: 'miniGame',
});

function workspace() {
  const dir = tempDir();
  dir.write('mini/pack.json', { id: 'mini', version: '1.0.0' });
  return dir;
}

describe('roomsmith sim', () => {
  it('prints outcome rates over the games played', async () => {
    const io = captureIo(workspace().root);
    expect(
      await makeSimCommand(miniLoader, factory).run(['mini', '--mode', 'mini', '--games', '200', '--seats', '2'], io),
    ).toBe(0);
    expect(io.stdout[0]).toBe('200 games');
    expect(io.stdout.some((l) => /^\s+(victory|defeat)\s+\d+/.test(l))).toBe(true);
    expect(io.stdout.at(-1)).toMatch(/games\/s on 1 thread$/);
  });

  it('gives the same numbers on worker threads as on one thread', async () => {
    const command = makeSimCommand(miniLoader, factory);
    const one = captureIo(workspace().root);
    const two = captureIo(workspace().root);
    await command.run(['mini', '--mode', 'mini', '--games', '100'], one);
    await command.run(['mini', '--mode', 'mini', '--games', '100', '--workers', '2'], two);
    expect(two.stdout.slice(0, -1)).toEqual(one.stdout.slice(0, -1));
  });

  it('refuses a game count that is not a positive integer', async () => {
    const run = makeSimCommand(miniLoader, factory).run(
      ['mini', '--mode', 'mini', '--games', 'many'],
      captureIo(workspace().root),
    );
    await expect(run).rejects.toThrow(/--games takes an integer/);
  });
});
