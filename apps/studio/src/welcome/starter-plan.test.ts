import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { baseMode, starterFiles, starterPack } from './starter-plan.ts';

const pack = (id: string, files: Record<string, string>, readOnly = false): Pack => ({ id, root: id, files, readOnly });
const manifest = (id: string, version = '1.2.0') => JSON.stringify({ id, name: id, version });
const mode = (id: string, min: number, extra: Record<string, unknown> = {}, max = 6) =>
  JSON.stringify({ kind: 'mode', id, name: id, seats: { players: { min, max } }, ...extra });
const base = pack(
  'base',
  {
    'pack.json': manifest('base'),
    'modes/team.json': mode('team', 4),
    'modes/solo.json': mode('solo', 1, {}, 1),
    'modes/coop.json': mode('coop', 1),
    'modes/variant.json': mode('variant', 1, { extends: 'solo' }),
  },
  true,
);
const roomText = (id: string) => `${JSON.stringify({ kind: 'room', id, name: id })}\n`;

describe('where the first screen puts a new file', () => {
  it('in the selected pack when it is the author’s', () => {
    expect(starterPack([base, pack('a', {}), pack('b', {})], 'b')).toEqual({ kind: 'existing', id: 'b' });
  });

  it('in the author’s first pack when a bundled pack is selected', () => {
    expect(starterPack([base, pack('a', {})], 'base')).toEqual({ kind: 'existing', id: 'a' });
  });

  it('in a new pack on every bundled pack, at their versions, when the author has none', () => {
    expect(starterPack([base], null)).toEqual({
      kind: 'create',
      input: { id: 'my-pack', name: 'My pack', dependencies: { base: '1.2.0' } },
    });
  });

  it('gives the new pack an id no pack has', () => {
    const taken = pack('my-pack', { 'pack.json': manifest('my-pack') }, true);
    const plan = starterPack([base, taken], null);
    expect(plan.kind === 'create' && plan.input.id).toBe('my-pack-2');
  });
});

describe('the starter templates', () => {
  it('start a room from the room template, with a fresh id and path', () => {
    const own = pack('mine', { 'pack.json': manifest('mine'), 'rooms/new-room.json': roomText('new-room') });
    const files = starterFiles('room', 'mine', [base, own], roomText);
    expect(files).toEqual([{ path: 'rooms/new-room-2.json', text: roomText('new-room-2') }]);
  });

  it('start a mode on the dependencies’ mode for the fewest players and smallest table, which it extends', () => {
    const own = pack('mine', { 'pack.json': manifest('mine') });
    const [file] = starterFiles('mode', 'mine', [base, own], roomText);
    expect(file?.path).toBe('modes/new-mode.json');
    expect(JSON.parse(file?.text ?? '{}')).toMatchObject({
      kind: 'mode',
      id: 'new-mode',
      name: 'New Mode',
      extends: 'base:solo',
    });
  });

  it('start a scenario with its cards, the scenario file last (the one opened)', () => {
    const own = pack('mine', { 'pack.json': manifest('mine') });
    const files = starterFiles('scenario', 'mine', [base, own], roomText);
    expect(files.at(-1)?.path).toBe('enigmas/new-scenario.json');
    expect(files.length).toBeGreaterThan(1);
  });

  it('pick a base mode that is written on its own, not one that extends another', () => {
    expect(baseMode([base], 'mine')).toBe('base:solo');
    expect(baseMode([], 'mine')).toBe('');
  });
});
