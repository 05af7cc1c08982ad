import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { loadPacks } from '../load/load-packs.ts';

const options = freshLoadOptions();
const manifest = JSON.stringify({ id: 'p', name: 'P', version: '1.0.0', formatVersion: 1 });
const card = (id: string) => ({ kind: 'card', type: 'plain', id, name: id, colour: 'red', props: { number: 6 } });
const room = (id: string) => ({ kind: 'room', id, name: id, colour: 'green' });
/** A mode whose setup creates components of `defs` and whose ending counts those of `counted`. */
const mode = (defs: string[], counted: string | string[] = defs[0] ?? 'x') => ({
  kind: 'mode',
  id: 'm',
  name: 'M',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'deck', kind: 'stack' }],
  setup: { steps: [{ do: 'create-components', zone: 'deck', items: defs.map((def) => ({ def })) }] },
  phases: [{ type: 'effects', id: 'turn', do: [] }],
  endings: [
    {
      when: { op: 'is', of: { select: 'components', zone: 'deck', def: counted }, def: counted },
      outcome: 'done',
    },
  ],
});
const load = (files: Record<string, unknown>) =>
  loadPacks(
    [
      {
        root: 'p',
        files: {
          'pack.json': manifest,
          ...Object.fromEntries(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v, null, 2)])),
        },
      },
    ],
    options,
  );
const lines = (result: ReturnType<typeof load>) =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.pointer} ${d.message}`);

describe('definition references', () => {
  it('resolve a card named by create-components, the components selector and the is expression', () => {
    expect(load({ 'cards/vamp.json': card('vamp'), 'modes/m.json': mode(['vamp']) }).diagnostics).toEqual([]);
  });

  it('resolve rooms and cards side by side', () => {
    const files = {
      'cards/vamp.json': card('vamp'),
      'rooms/hall.json': room('hall'),
      'modes/m.json': mode(['vamp', 'hall'], ['vamp', 'hall']),
    };
    expect(load(files).diagnostics).toEqual([]);
  });

  it('report an unknown definition at its line and column, with the closest room or card', () => {
    const result = load({ 'cards/vamp.json': card('vamp'), 'modes/m.json': mode(['vmap'], 'vamp') });
    expect(lines(result)).toEqual([
      'p/modes/m.json:24:20 /setup/steps/0/items/0/def unknown room, card or puzzle-card "vmap"',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('did you mean "vamp"?');
  });

  it('report a room and a card that share an id, at the second one', () => {
    const result = load({ 'cards/hall.json': card('hall'), 'rooms/hall.json': room('hall') });
    expect(lines(result)).toEqual([
      'p/rooms/hall.json:3:9 /id room "hall" has the same id as card "hall" (first declared in p/cards/hall.json)',
    ]);
    expect(result.diagnostics[0]?.hint).toMatch(/share definition ids/);
  });
});
