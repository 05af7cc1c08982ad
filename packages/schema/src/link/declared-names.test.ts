import { describe, expect, it } from 'vitest';
import { declaredNames } from './declared-names.ts';

describe('declaredNames', () => {
  it('reads the names a mode declares, as the linker does', () => {
    const mode = { kind: 'mode', id: 'duel', zones: [{ id: 'discard' }], counters: [{ id: 'turns-left', initial: 1 }] };
    expect(declaredNames('mode', mode)).toEqual(
      expect.arrayContaining([
        ['zone', 'discard'],
        ['counter', 'turns-left'],
      ]),
    );
  });

  it('finds nothing in an entity that declares no names', () => {
    expect(declaredNames('room', { kind: 'room', id: 'cold', name: 'Cold', colour: 'green' })).toEqual([]);
  });
});
