import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { miniLoader } from '../testing/mini-loader.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { makeTestCommand } from './test.ts';

const command = makeTestCommand(miniLoader);
// Tiles are numbered row by row from a layout: [0,1] is c1, the deadly room.
const layout = {
  grid: [
    ['empty', 'deadly', 'empty'],
    ['empty', 'central', 'empty'],
    ['empty', 'exit', 'empty'],
  ],
  revealed: [[1, 1]],
  figures: [{ character: 'ann', seat: 's0', cell: [1, 1] }],
};
const passing = {
  kind: 'pack-test',
  id: 'deadly-kills',
  name: 'The Deadly Chamber eliminates its entrant',
  mode: 'mini',
  seats: 1,
  layout,
  answers: [
    { seat: 's0', option: 'program:move' },
    { seat: 's0', option: 'act:now' },
    { seat: 's0', option: 'target:c1' },
  ],
  expect: [
    { expect: 'figure', character: 'ann', cell: [1, 1], after: 2 },
    { expect: 'figure', character: 'ann', eliminated: true },
    { expect: 'event', type: 'eliminated', character: 'ann', count: 1 },
    { expect: 'room', cell: [0, 1], room: 'deadly', revealed: true },
    { expect: 'outcome', outcome: 'defeat' },
  ],
};
const failing = {
  ...passing,
  id: 'wrong',
  name: 'The Deadly Chamber is harmless',
  expect: [{ expect: 'figure', character: 'ann', eliminated: false }],
};

function pack() {
  const dir = tempDir();
  dir.write('mini/pack.json', { id: 'mini', version: '1.0.0' });
  return dir;
}

describe('roomsmith test', () => {
  it('prints a tick per passing test and the summary, exiting 0', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', passing);
    const io = captureIo(dir.root);
    expect(await command.run(['mini'], io)).toBe(0);
    expect(io.stdout).toEqual(['✓ The Deadly Chamber eliminates its entrant', '1 passed, 0 failed']);
  });

  it('prints a cross with the reason for a failing test, exiting 1', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', [passing, failing]);
    const io = captureIo(dir.root);
    expect(await command.run(['mini'], io)).toBe(1);
    expect(io.stdout).toContain('✗ The Deadly Chamber is harmless — expected ann not eliminated, it is eliminated');
    expect(io.stdout.at(-1)).toBe('1 passed, 1 failed');
  });

  it('runs test files outside a pack against the packs named by --pack', async () => {
    const dir = pack();
    const file = dir.write('loose/extra.json', passing);
    const io = captureIo(dir.root);
    expect(await command.run([file, '--pack', 'mini'], io)).toBe(0);
    expect(io.stdout.at(-1)).toBe('1 passed, 0 failed');
  });

  it('refuses loose test files without --pack', async () => {
    const dir = pack();
    const file = dir.write('loose/extra.json', passing);
    await expect(command.run([file], captureIo(dir.root))).rejects.toThrow(/need --pack DIR/);
  });

  it('fails a test whose scripted answer is not legal, naming the legal ones', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', {
      ...passing,
      answers: [{ seat: 's0', option: 'program:fly' }, ...passing.answers.slice(1)],
    });
    const io = captureIo(dir.root);
    await command.run(['mini'], io);
    expect(io.stdout[0]).toBe(
      '✗ The Deadly Chamber eliminates its entrant — step 1: s0 may not answer "program:fly" (legal: program:look,move, program:move,look, program:look, program:move)',
    );
  });

  it('fails a test for a mode the packs do not have', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', { ...passing, mode: 'coop' });
    const io = captureIo(dir.root);
    await command.run(['mini'], io);
    expect(io.stdout[0]).toMatch(/no mode "coop"/);
  });

  it('fails an expectation at the step it names', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', {
      ...passing,
      expect: [{ expect: 'figure', character: 'ann', eliminated: true, after: 1 }],
    });
    const io = captureIo(dir.root);
    await command.run(['mini'], io);
    expect(io.stdout[0]).toMatch(/— after step 1: expected ann eliminated, it is active$/);
  });

  it('runs the tests of every pack under content/ when given no path', async () => {
    const dir = tempDir();
    dir.write('content/a/pack.json', { id: 'a', version: '1.0.0' });
    dir.write('content/a/tests/t.json', passing);
    dir.write('content/b/pack.json', { id: 'b', version: '1.0.0' });
    dir.write('content/b/tests/t.json', failing);
    const io = captureIo(dir.root);
    expect(await command.run([], io)).toBe(1);
    expect(io.stdout.at(-1)).toBe('1 passed, 1 failed');
  });

  it('writes the tally to the file named by --counts', async () => {
    const dir = tempDir();
    dir.write('content/a/pack.json', { id: 'a', version: '1.0.0' });
    dir.write('content/a/tests/t.json', [passing, failing]);
    await command.run(['content/a', '--counts', 'out/counts.json'], captureIo(dir.root));
    const counts: unknown = JSON.parse(readFileSync(path.join(dir.root, 'out/counts.json'), 'utf8'));
    expect(counts).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it('says what to name when there is no pack to test', async () => {
    await expect(command.run([], captureIo(tempDir().root))).rejects.toThrow(/no pack here/);
  });

  it('checks condition expectations with the engine', async () => {
    const dir = pack();
    const holds = {
      expect: 'condition',
      condition: { op: 'eq', a: { op: 'count', of: { select: 'pieces', status: 'eliminated' } }, b: 1 },
    };
    const fails = { expect: 'condition', condition: { op: 'eq', a: { op: 'counter', name: 'turns-left' }, b: 0 } };
    dir.write('mini/tests/a.json', [
      { ...passing, expect: [holds] },
      { ...failing, expect: [fails] },
    ]);
    const io = captureIo(dir.root);
    await command.run(['mini'], io);
    expect(io.stdout[0]).toBe('✓ The Deadly Chamber eliminates its entrant');
    expect(io.stdout[1]).toMatch(/^✗ The Deadly Chamber is harmless — the condition does not hold: /);
  });

  it('says why a condition cannot be evaluated', async () => {
    const dir = pack();
    dir.write('mini/tests/a.json', { ...passing, expect: [{ expect: 'condition', condition: { op: 'frobnicate' } }] });
    const io = captureIo(dir.root);
    await command.run(['mini'], io);
    expect(io.stdout[0]).toMatch(/— the condition cannot be evaluated: /);
  });

  it('reports a loose file that is not a pack test', async () => {
    const dir = pack();
    const file = dir.write('loose/bad.json', { kind: 'pack-test', id: 'x', mode: 'mini', seats: 1 });
    const io = captureIo(dir.root);
    expect(await command.run([file, '--pack', 'mini'], io)).toBe(1);
    expect(io.stdout[0]).toMatch(/not a pack test: has no "expect" list$/);
  });
});
