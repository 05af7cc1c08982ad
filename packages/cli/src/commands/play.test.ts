import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReplay } from '@roomsmith/sim';
import { captureIo } from '../testing/capture.ts';
import { miniLoader } from '../testing/mini-loader.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { fileURLToPath } from 'node:url';
import { loadGame } from '../shared/load-game.ts';
import { makePlayCommand } from './play.ts';
import { makeReplayCommand } from './replay.ts';

/** Input that types `lines`, then `rest` forever (or ends). */
function typed(lines: string[], rest: string | null = null) {
  return () => ({ ask: async () => lines.shift() ?? rest, close: () => undefined });
}

function workspace() {
  const dir = tempDir();
  dir.write('content/mini/pack.json', { id: 'mini', version: '1.0.0' });
  return dir;
}

async function recordGame(dir: ReturnType<typeof workspace>, seed = '5') {
  const args = ['content/mini', '--mode', 'mini', '--seed', seed, '--seats', 'human,bot', '--record', 'game.json'];
  await makePlayCommand(miniLoader, typed([], '1')).run(args, captureIo(dir.root));
  return JSON.parse(readFileSync(path.join(dir.root, 'game.json'), 'utf8')) as Record<string, unknown>;
}

describe('roomsmith play', () => {
  it('plays a game to the end and prints the result', async () => {
    const io = captureIo(workspace().root);
    expect(
      await makePlayCommand(miniLoader, typed([], '1')).run(['content/mini', '--mode', 'mini', '--seats', 'human'], io),
    ).toBe(0);
    expect(io.stdout.at(-1)).toMatch(/^Game over: /);
  });

  it('says the game stopped when the human quits', async () => {
    const io = captureIo(workspace().root);
    await makePlayCommand(miniLoader, typed(['q'])).run(['content/mini', '--mode', 'mini'], io);
    expect(io.stdout.at(-1)).toBe('Game stopped.');
  });

  it('names the modes there are when asked for another', async () => {
    const io = captureIo(workspace().root);
    expect(await makePlayCommand(miniLoader, typed([])).run(['content/mini', '--mode', 'coop'], io)).toBe(2);
    expect(io.stderr[0]).toMatch(/no mode "coop".*modes: mini/);
  });

  it('seats a human and bots up to the count the mode plays when --seats is not given', async () => {
    const pack = fileURLToPath(new URL('../../../../content/two-rooms', import.meta.url));
    const io = captureIo(workspace().root);
    expect(await makePlayCommand(loadGame, typed(['q'])).run([pack, '--mode', 'level-1'], io)).toBe(0);
    expect(io.stdout.at(-1)).toBe('Game stopped.');
  }, 60_000);

  it('refuses a seat count the mode does not play, naming the counts it plays', async () => {
    const pack = fileURLToPath(new URL('../../../../content/two-rooms', import.meta.url));
    const run = makePlayCommand(loadGame, typed(['q'])).run(
      [pack, '--mode', 'level-1', '--seats', 'human,bot,bot'],
      captureIo(workspace().root),
    );
    await expect(run).rejects.toThrow('--seats: mode level-1 takes 2 seats, not 3');
  }, 60_000);

  it('refuses a seat that is neither human nor bot', async () => {
    const run = makePlayCommand(miniLoader, typed([])).run(
      ['content/mini', '--mode', 'mini', '--seats', 'human,alien'],
      captureIo(workspace().root),
    );
    await expect(run).rejects.toThrow(/got "alien"/);
  });

  it('records seed and answers to a file that replays to the same hash', async () => {
    const dir = workspace();
    expect(parseReplay(JSON.stringify(await recordGame(dir)))).toMatchObject({
      packs: ['mini@1.0.0'],
      mode: 'mini',
      seed: 5,
      seats: 2,
    });
    const io = captureIo(dir.root);
    expect(await makeReplayCommand(miniLoader).run(['game.json'], io)).toBe(0);
    expect(io.stdout[0]).toMatch(/^✓ game.json: \d+ decisions replayed, outcome (victory|defeat), final hash /);
  });
});

describe('roomsmith play --pick', () => {
  const play = async (dir: ReturnType<typeof workspace>, ...extra: string[]) => {
    const args = ['content/mini', '--mode', 'mini', '--seats', 'human,bot', '--record', 'game.json', ...extra];
    const io = captureIo(dir.root);
    return { code: await makePlayCommand(miniLoader, typed([], '1')).run(args, io), io };
  };

  it('plays the character a seat picked, and records the pick so the game replays', async () => {
    const dir = workspace();
    const { code, io } = await play(dir, '--pick', 's0=bob');
    expect(code).toBe(0);
    expect(io.stdout.join('\n')).toMatch(/\(mini:bob\) joins/);
    const record = JSON.parse(readFileSync(path.join(dir.root, 'game.json'), 'utf8')) as Record<string, unknown>;
    expect(record.picks).toEqual({ s0: ['bob'] });
    expect(await makeReplayCommand(miniLoader).run(['game.json'], captureIo(dir.root))).toBe(0);
  });

  it('refuses a character the mode does not deal, naming the ones it does', async () => {
    const { code, io } = await play(workspace(), '--pick', 's0=zed');
    expect(code).toBe(2);
    expect(io.stderr[0]).toMatch(/picked "zed", which this step does not offer \(offers: mini:ann, mini:bob\)/);
  });

  it('refuses a pick that is not SEAT=DEF', async () => {
    await expect(play(workspace(), '--pick', 'bob')).rejects.toThrow(/--pick takes SEAT=DEF/);
  });
});

describe('roomsmith replay', () => {
  it('exits 1 with both hashes when the final hash differs', async () => {
    const dir = workspace();
    dir.write('game.json', { ...(await recordGame(dir)), finalHash: 'other' });
    const io = captureIo(dir.root);
    expect(await makeReplayCommand(miniLoader).run(['game.json'], io)).toBe(1);
    expect(io.stderr[0]).toMatch(/final hash differs: recorded other, replayed/);
  });

  it('exits 1 naming the pack when the record was made on another version', async () => {
    const dir = workspace();
    dir.write('game.json', { ...(await recordGame(dir)), packs: ['mini@0.9.0'] });
    const io = captureIo(dir.root);
    expect(await makeReplayCommand(miniLoader).run(['game.json'], io)).toBe(1);
    expect(io.stderr[0]).toMatch(/recorded with mini@0.9.0, loaded mini@1.0.0/);
  });

  it('says where it looked when a recorded pack cannot be found', async () => {
    const dir = workspace();
    dir.write('game.json', { ...(await recordGame(dir)), packs: ['nowhere@1.0.0'] });
    await expect(makeReplayCommand(miniLoader).run(['game.json'], captureIo(dir.root))).rejects.toThrow(
      /pack nowhere not found in .*content; name its folder with --pack DIR/,
    );
  });

  it('uses the packs named by --pack instead of searching content/', async () => {
    const dir = workspace();
    await recordGame(dir);
    const io = captureIo(dir.root);
    expect(await makeReplayCommand(miniLoader).run(['game.json', '--pack', 'content/mini'], io)).toBe(0);
  });
});
