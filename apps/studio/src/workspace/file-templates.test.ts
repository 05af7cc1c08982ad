import { describe, expect, it } from 'vitest';
import { defaultPath, modeIds, newFileText } from './file-templates.ts';

describe('new file templates', () => {
  it('put each kind in its usual folder', () => {
    expect(defaultPath('room', 'acid-bath')).toBe('rooms/acid-bath.json');
    expect(defaultPath('pack-test', 'smoke')).toBe('tests/smoke.json');
  });

  it('start with the kind, the id and a name made from the id', () => {
    expect(JSON.parse(newFileText('room', 'acid-bath'))).toEqual({ kind: 'room', id: 'acid-bath', name: 'Acid Bath' });
  });

  it('add the properties the kind’s schema requires', () => {
    const set = {
      'https://roomsmith.dev/schemas/room.schema.json': {
        required: ['colour'],
        properties: { colour: { enum: ['red'] } },
      },
    };
    expect(JSON.parse(newFileText('room', 'a', set))).toMatchObject({ colour: 'red' });
  });

  it('name a mode of the pack in a new pack test, not the schema example', () => {
    const test = JSON.parse(newFileText('pack-test', 'smoke', {}, ['coop', 'solo'])) as Record<string, unknown>;
    expect(test['mode']).toBe('coop');
  });

  it('give a new pack test one expectation that holds before any answer, so it is valid at once', () => {
    const test = JSON.parse(newFileText('pack-test', 'smoke', {}, ['coop'])) as Record<string, unknown>;
    expect(test['expect']).toEqual([{ expect: 'pending', seat: 's0' }]);
  });

  it('find the modes a pack declares, in single and list files, skipping files that do not parse', () => {
    const files = {
      'pack.json': '{"id":"p"}',
      'modes/a.json': '{"kind":"mode","id":"zeta"}',
      'modes/b.json': '[{"kind":"mode","id":"alpha"},{"kind":"room","id":"r"}]',
      'modes/broken.json': '{"kind":"mode",',
    };
    expect(modeIds(files)).toEqual(['alpha', 'zeta']);
  });
});
