import { describe, expect, it } from 'vitest';
import { miniLoader } from '../testing/mini-loader.ts';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { makeAbCommand } from './ab.ts';

const factory = () => ({ module: new URL('../testing/mini-factory.ts', import.meta.url).href, name: 'miniGame' });

function workspace() {
  const dir = tempDir();
  dir.write('a/pack.json', { id: 'mini', version: '1.0.0' });
  dir.write('b/pack.json', { id: 'mini', version: '1.0.1' });
  return dir;
}

describe('roomsmith ab', () => {
  it('pairs the games of both versions seed by seed and finds no change in identical rules', async () => {
    const io = captureIo(workspace().root);
    expect(
      await makeAbCommand(miniLoader, factory).run(['a', 'b', '--mode', 'mini', '--games', '50', '--seats', '2'], io),
    ).toBe(0);
    expect(io.stdout[0]).toBe('A = mini@1.0.0, B = mini@1.0.1');
    expect(io.stdout[1]).toBe('50 paired games (same seeds, same bots); B − A with 95% intervals');
    expect(io.stdout).toContain('no content moved significantly');
  }, 60_000);

  it('asks for exactly two packs', async () => {
    await expect(
      makeAbCommand(miniLoader, factory).run(['a', '--mode', 'mini'], captureIo(workspace().root)),
    ).rejects.toThrow(/usage: roomsmith ab/);
  });
});
