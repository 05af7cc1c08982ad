import { describe, expect, it } from 'vitest';
import { defaultPath, newFileText } from './file-templates.ts';

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
});
