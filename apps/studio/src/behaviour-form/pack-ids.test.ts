import { describe, expect, it } from 'vitest';
import { fileIds, packIds } from './pack-ids.ts';

type Packs = Array<{ id: string; files: Record<string, string> }>;

const mode = JSON.stringify({
  kind: 'mode',
  id: 'duel',
  zones: [{ id: 'discard' }, { id: 'hand', perSeat: true }],
  counters: [{ id: 'turns-left', initial: 10 }],
  markers: [{ id: 'tear-gas' }],
});
const room = (id: string) => JSON.stringify({ kind: 'room', id, name: id, color: 'green', triggers: [] });

describe('pack ids', () => {
  it('reads the names a mode declares along its schema', () => {
    const names = fileIds('modes/duel.json', mode).names;
    expect(names).toEqual(
      expect.arrayContaining([
        ['zone', 'discard'],
        ['zone', 'hand'],
        ['counter', 'turns-left'],
        ['marker', 'tear-gas'],
      ]),
    );
  });

  it('reads every entity of a file holding a list', () => {
    const text = `[${room('cold')}, ${room('dark')}]`;
    expect(fileIds('rooms/a.json', text).entities).toEqual([
      ['room', 'cold'],
      ['room', 'dark'],
    ]);
  });

  it('offers the open pack\u2019s entities plainly and other packs\u2019 with their pack id', () => {
    const packs: Packs = [
      { id: 'base', files: { 'rooms/a.json': room('central') } },
      { id: 'mine', files: { 'rooms/b.json': room('vault') } },
    ];
    expect(packIds(packs, 'mine').of(['room'])).toEqual(['vault', 'base:central']);
  });

  it('offers declared names of every pack plainly, once', () => {
    const packs: Packs = [
      { id: 'base', files: { 'modes/duel.json': mode } },
      { id: 'mine', files: { 'modes/copy.json': mode.replace('"duel"', '"copy"') } },
    ];
    expect(packIds(packs, 'mine').of(['counter'])).toEqual(['turns-left']);
  });

  it('offers nothing for a kind nothing declares', () => {
    expect(packIds([{ id: 'mine', files: { 'modes/duel.json': mode } }], 'mine').of(['phase'])).toEqual([]);
  });

  it('gives the same choices for the same packs, so a form is not drawn again', () => {
    const packs: Packs = [{ id: 'mine', files: { 'modes/duel.json': mode } }];
    expect(packIds(packs, 'mine')).toBe(packIds(packs, 'mine'));
    expect(packIds([...packs], 'mine')).not.toBe(packIds(packs, 'mine'));
  });
});
