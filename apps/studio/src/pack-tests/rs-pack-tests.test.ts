import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { sameFiles } from './rs-pack-tests.ts';

const pack = (files: Record<string, string>, id = 'p'): Pack => ({ id, root: id, files, readOnly: false });

describe('the Tests panel keeps its verdicts', () => {
  it('when a new snapshot of the pack holds the same files (an autosave after the run)', () => {
    expect(sameFiles(pack({ 'a.json': '{}' }), pack({ 'a.json': '{}' }))).toBe(true);
  });

  it('but not when a file changed, was added or the pack is another one', () => {
    expect(sameFiles(pack({ 'a.json': '{}' }), pack({ 'a.json': '[]' }))).toBe(false);
    expect(sameFiles(pack({ 'a.json': '{}' }), pack({ 'a.json': '{}', 'b.json': '{}' }))).toBe(false);
    expect(sameFiles(pack({ 'a.json': '{}' }), pack({ 'a.json': '{}' }, 'q'))).toBe(false);
    expect(sameFiles(null, pack({}))).toBe(false);
  });
});
