import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { miniLoader } from '../testing/mini-loader.ts';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { makeSimCommand, simCommand } from './sim.ts';

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
    expect(io.stdout[0]).toBe('200 games (95% intervals in brackets)');
    expect(io.stdout.some((l) => /^\s+(victory|defeat)\s+\d+\s+[\d.]+% \[[\d.]+%–[\d.]+%\]/.test(l))).toBe(true);
    expect(io.stdout.at(-1)).toMatch(/games\/s on 1 thread$/);
  });

  it('gives the same numbers on worker threads as on one thread', async () => {
    const command = makeSimCommand(miniLoader, factory);
    const one = captureIo(workspace().root);
    const two = captureIo(workspace().root);
    await command.run(['mini', '--mode', 'mini', '--games', '100'], one);
    await command.run(['mini', '--mode', 'mini', '--games', '100', '--workers', '2'], two);
    expect(two.stdout.slice(0, -1)).toEqual(one.stdout.slice(0, -1));
  }, 60_000);

  it('plays one worker on this thread, starting no worker thread', async () => {
    const io = captureIo(workspace().root);
    const noWorkerCanBuild = () => ({ ...factory(), name: 'missing' });
    expect(
      await makeSimCommand(miniLoader, noWorkerCanBuild).run(
        ['mini', '--mode', 'mini', '--games', '20', '--workers', '1'],
        io,
      ),
    ).toBe(0);
    expect(io.stdout.at(-1)).toMatch(/games\/s on 1 thread$/);
  });

  it('gives the same report on worker threads, which compile the packs it loaded, as on this thread', async () => {
    const pack = fileURLToPath(new URL('../../../../content/two-rooms', import.meta.url));
    const args = [pack, '--mode', 'level-1', '--seats', '2', '--games', '60', '--seed', '9'];
    const one = captureIo(workspace().root);
    const two = captureIo(workspace().root);
    expect(await simCommand.run(args, one)).toBe(0);
    expect(await simCommand.run([...args, '--workers', '2'], two)).toBe(0);
    expect(two.stdout.at(-1)).toMatch(/games\/s on 2 threads$/);
    expect(two.stdout.slice(0, -1)).toEqual(one.stdout.slice(0, -1));
  }, 120_000);

  it('reports win rates per bot kind when seats name bots', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(
      ['mini', '--mode', 'mini', '--games', '6', '--seats', 'heuristic,random'],
      io,
    );
    const bots = io.stdout.slice(io.stdout.indexOf('win rate by bot (per seat played)') + 1).slice(0, 2);
    expect(bots.map((l) => l.trim().split(/\s+/)[0])).toEqual(['heuristic', 'random']);
  }, 60_000);

  it('lists per-content deaths with the content that caused them', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(['mini', '--mode', 'mini', '--games', '100', '--seats', '2'], io);
    expect(io.stdout.find((l) => l.trim().startsWith('mini:deadly'))).toMatch(/^\s+mini:deadly\s+[\d.]+\s+[1-9]\d*\s/);
  });

  it('writes the report as JSON to stdout with --json -', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(
      ['mini', '--mode', 'mini', '--games', '10', '--seats', '2', '--json', '-'],
      io,
    );
    const report = JSON.parse(io.stdout.join('\n')) as { games: number; lines: unknown[] };
    expect([report.games, report.lines.length]).toEqual([10, 10]);
  });

  it('writes every rate with its interval as CSV with --rates-csv', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(
      ['mini', '--mode', 'mini', '--games', '10', '--seats', '2', '--option', 'x=1', '--rates-csv', '-'],
      io,
    );
    const text = io.stdout.join('\n');
    expect(text).toMatch(/^kind,name,wins,of,rate,low,high$/m);
    expect(text).toMatch(/^seat,"s0",\d+,10,/m);
  });

  it('explains a game: the chain of content behind each death and the ending', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(['mini', '--mode', 'mini', '--seats', '2', '--explain', '3'], io);
    expect(io.stdout[0]).toMatch(/^seed 3: (victory|defeat)/);
    expect(io.stdout.some((l) => /^end of (victory|defeat) at step \d+:$/.test(l))).toBe(true);
  });

  it('analyses the deals of a mode', async () => {
    const io = captureIo(workspace().root);
    await makeSimCommand(miniLoader, factory).run(['mini', '--mode', 'mini', '--seats', '2', '--setup', '50'], io);
    expect(io.stdout[0]).toBe('setup over 50 deals');
    expect(io.stdout[2]).toMatch(/^ {2}lethal rooms next to the start: 0: [\d.]+%/);
  });

  it('refuses a game count that is not a positive integer', async () => {
    const run = makeSimCommand(miniLoader, factory).run(
      ['mini', '--mode', 'mini', '--games', 'many'],
      captureIo(workspace().root),
    );
    await expect(run).rejects.toThrow(/--games takes an integer/);
  });

  it('refuses a seat count the mode does not play before any game, naming the counts it plays', async () => {
    const pack = fileURLToPath(new URL('../../../../content/two-rooms', import.meta.url));
    const io = captureIo(workspace().root);
    const run = simCommand.run([pack, '--mode', 'level-1', '--seats', '6', '--games', '5'], io);
    await expect(run).rejects.toThrow('--seats: mode level-1 takes 2 seats, not 6');
    expect(io.stdout).toEqual([]);
  }, 60_000);

  it('seats as many as the mode plays when --seats is not given and it does not play 4', async () => {
    const pack = fileURLToPath(new URL('../../../../content/two-rooms', import.meta.url));
    const io = captureIo(workspace().root);
    expect(await simCommand.run([pack, '--mode', 'level-1', '--games', '5', '--json', '-'], io)).toBe(0);
    expect(JSON.parse(io.stdout.join('\n'))).toMatchObject({ games: 5, errors: 0 });
  }, 60_000);
});
