import { describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { commands } from './commands/index.ts';
import type { CliIo } from './io.ts';

function capture(): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd: process.cwd() };
}

describe('roomsmith cli', () => {
  it('prints its version', async () => {
    const io = capture();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.stdout).toEqual(['0.1.0']);
  });

  it('prints usage and exits 2 when given no command', async () => {
    const io = capture();
    expect(await main([], io)).toBe(2);
    expect(io.stdout.join('\n')).toMatch(/^Usage: roomsmith/);
  });

  it('names an unknown command and exits 2', async () => {
    const io = capture();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('unknown command "frobnicate"');
  });

  it('lists every command with its summary in help', async () => {
    const io = capture();
    expect(await main(['--help'], io)).toBe(0);
    for (const name of ['validate', 'test', 'play', 'sim', 'pack', 'install', 'init'])
      expect(io.stdout.join('\n')).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  it('treats a name inherited from Object as an unknown command', async () => {
    const io = capture();
    expect(await main(['constructor'], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('unknown command "constructor"');
  });

  it('prints a command’s usage for --help after it, and runs nothing', async () => {
    const io = capture();
    expect(await main(['sim', 'content/room25', '--help'], io)).toBe(0);
    expect(io.stdout[0]).toMatch(/^roomsmith sim: play many bot games/);
    expect(io.stdout[1]).toMatch(/^usage: roomsmith sim <pack-dir>… --mode MODE/);
  });

  it('prints a command’s usage for help and the command’s name', async () => {
    const io = capture();
    expect(await main(['help', 'play'], io)).toBe(0);
    expect(io.stdout[1]).toMatch(/^usage: roomsmith play /);
  });

  it('names an unknown command asked for help and exits 2', async () => {
    const io = capture();
    expect(await main(['help', 'plya'], io)).toBe(2);
    expect(io.stderr.join('\n')).toContain('unknown command "plya"');
  });

  it('gives every command a usage that names it', async () => {
    for (const [name, entry] of Object.entries(commands))
      expect((await entry.load()).usage).toMatch(new RegExp(`^usage: roomsmith ${name}\\b`, 'i'));
  }, 60_000);
});
