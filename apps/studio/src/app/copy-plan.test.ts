import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { copyPlacement, copyTargets } from './copy-plan.ts';

const pack = (
  id: string,
  deps: Record<string, string>,
  readOnly = false,
  files: Record<string, string> = {},
): Pack => ({
  id,
  root: id,
  readOnly,
  files: { 'pack.json': JSON.stringify({ id, dependencies: deps }), ...files },
});

describe('copying a bundled file', () => {
  it('offers the author’s packs that depend on the file’s pack', () => {
    const packs = [
      pack('room25', {}, true),
      pack('mine', { room25: '^0.1.0' }),
      pack('other', {}),
      pack('deep', { mine: '*' }),
    ];
    expect(copyTargets(packs, 'room25').map((p) => p.id)).toEqual(['mine', 'deep']);
  });

  it('keeps the path when free, else numbers the path and the id', () => {
    const target = pack('mine', {}, false, { 'modes/solo.json': '{}' });
    expect(copyPlacement(target, 'modes/coop.json', '{"id":"coop"}').path).toBe('modes/coop.json');
    const copy = copyPlacement(target, 'modes/solo.json', '{"kind":"mode","id":"solo"}');
    expect(copy.path).toBe('modes/solo-2.json');
    expect(JSON.parse(copy.text).id).toBe('solo-2');
  });
});
