import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../testing/capture.ts';
import { tempDir } from '../testing/temp-packs.ts';
import { printCommand } from './print.ts';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const pdftoppm = [process.env['PDFTOPPM_PATH'], '/usr/bin/pdftoppm'].find((p) => p && existsSync(p));

describe('roomsmith print', () => {
  it('writes the Room 25 sheets and says how many pages it made', { timeout: 60_000 }, async () => {
    const out = tempDir();
    const io = captureIo(workspaceRoot);
    const file = path.join(out.root, 'room25.pdf');
    expect(await printCommand.run(['content/room25', '--out', file], io)).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(io.stdout[0]).toMatch(/: \d+ pages \(A4, fronts and backs\), \d+ tiles and cards, \d+ kB$/);
  });

  it.skipIf(!pdftoppm)(
    'renders every Room 25 page at A4 size, one page per sheet it announced',
    { timeout: 120_000 },
    async () => {
      const out = tempDir();
      const io = captureIo(workspaceRoot);
      const file = path.join(out.root, 'room25.pdf');
      await printCommand.run(['content/room25', '--out', file, '--lang', 'ja'], io);
      const announced = Number(/: (\d+) pages/.exec(io.stdout[0] ?? '')?.[1]);
      execFileSync(pdftoppm as string, ['-r', '30', '-png', file, path.join(out.root, 'page')]);
      const pages = readdirSync(out.root).filter((f) => f.endsWith('.png'));
      expect(pages).toHaveLength(announced);
      const png = readFileSync(path.join(out.root, pages[0] as string));
      // A4 at 30 dpi: 248 × 351 px (rounded either way by pdftoppm).
      expect(Math.abs(png.readUInt32BE(16) - 248)).toBeLessThanOrEqual(1);
      expect(Math.abs(png.readUInt32BE(20) - 351)).toBeLessThanOrEqual(1);
    },
  );

  it('refuses a paper size it does not know', async () => {
    const io = captureIo(workspaceRoot);
    await expect(printCommand.run(['content/room25', '--out', 'x.pdf', '--paper', 'a3'], io)).rejects.toThrow(
      '--paper takes a4 or letter, got "a3"',
    );
  });

  it('reports the pack problems and writes nothing', async () => {
    const dir = tempDir();
    dir.write('broken/pack.json', { id: 'broken' });
    const io = captureIo(dir.root);
    expect(await printCommand.run(['broken', '--out', 'out.pdf'], io)).toBe(1);
    expect(io.stderr.join('\n')).toMatch(/pack\.json/);
    expect(existsSync(path.join(dir.root, 'out.pdf'))).toBe(false);
  });

  it('asks for an output file', async () => {
    const io = captureIo(workspaceRoot);
    await expect(printCommand.run(['content/room25'], io)).rejects.toThrow('usage: roomsmith print');
  });
});
