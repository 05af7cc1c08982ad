import { describe, expect, it } from 'vitest';
import { freshLoadOptions } from '../node/compile.ts';
import { loadPacks } from '../load/load-packs.ts';
import type { PackInput } from '../load/types.ts';

const options = freshLoadOptions();
const manifest = (id: string, extra: object = {}) =>
  JSON.stringify({ id, name: id, version: '1.0.0', formatVersion: 1, ...extra });
const base = {
  kind: 'mode',
  id: 'base',
  name: 'Base',
  description: 'The rules every level shares.',
  seats: { players: { min: 2, max: 2 } },
  zones: [{ id: 'deck', kind: 'stack' }],
  phases: [{ type: 'effects', id: 'turn', do: [{ do: 'shuffle', zone: 'deck' }] }],
};
const level = (id: string, extra: object = {}) => ({ kind: 'mode', id, name: id, extends: 'base', ...extra });
/** A pack of modes, each in its own file `modes/<id>.json`, pretty-printed so positions are on their own lines. */
const pack = (id: string, modes: Array<{ id: string }>, extra: object = {}): PackInput => ({
  root: id,
  files: {
    'pack.json': manifest(id, extra),
    ...Object.fromEntries(modes.map((m) => [`modes/${m.id}.json`, JSON.stringify(m, null, 2)])),
  },
});
const modeOf = (result: ReturnType<typeof loadPacks>, id: string) =>
  result.packs.flatMap((p) => p.entities).find((e) => e.kind === 'mode' && e.id === id) as
    | Record<string, unknown>
    | undefined;
const lines = (result: ReturnType<typeof loadPacks>) =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.pointer} ${d.message}`);

describe('modes that extend a base mode', () => {
  it('load as the base with their own properties in place of the base ones', () => {
    const setup = { steps: [{ do: 'shuffle', zone: 'deck' }] };
    const result = loadPacks([pack('p', [base, level('hard', { setup })])], options);
    expect(result.diagnostics).toEqual([]);
    expect(modeOf(result, 'hard')).toEqual({
      kind: 'mode',
      id: 'hard',
      name: 'hard',
      seats: base.seats,
      zones: base.zones,
      phases: base.phases,
      setup,
    });
  });

  it('replace a base property whole rather than merging inside it', () => {
    const seats = { players: { min: 1, max: 1 } };
    const result = loadPacks([pack('p', [base, level('solo', { seats })])], options);
    expect(modeOf(result, 'solo')?.['seats']).toEqual(seats);
  });

  it('do not take the base description', () => {
    const result = loadPacks([pack('p', [base, level('hard')])], options);
    expect(modeOf(result, 'hard')).not.toHaveProperty('description');
  });

  it('follow a chain of bases', () => {
    const seats = { players: { min: 1, max: 4 } };
    const result = loadPacks([pack('p', [base, level('mid', { seats }), level('top', { extends: 'mid' })])], options);
    expect(modeOf(result, 'top')).toMatchObject({ seats, phases: base.phases });
  });

  it('may extend a mode of a dependency', () => {
    const dep = pack('core', [base]);
    const addon = pack('addon', [level('hard', { extends: 'core:base' })], { dependencies: { core: '^1.0.0' } });
    const result = loadPacks([addon, dep], options);
    expect(result.diagnostics).toEqual([]);
    expect(modeOf(result, 'hard')?.['phases']).toEqual(base.phases);
  });

  it('report a base in a pack that is not a dependency', () => {
    const result = loadPacks([pack('addon', [level('hard', { extends: 'core:base' })]), pack('core', [base])], options);
    expect(lines(result)).toEqual(['addon/modes/hard.json:5:14 /extends unknown pack "core" in "core:base"']);
    expect(modeOf(result, 'hard')).toBeUndefined();
  });

  it('report a base that does not exist, with the closest name', () => {
    const result = loadPacks([pack('p', [base, level('hard', { extends: 'bsae' })])], options);
    expect(lines(result)).toEqual(['p/modes/hard.json:5:14 /extends unknown mode "bsae"']);
    expect(result.diagnostics[0]?.hint).toBe('did you mean "base"?');
    expect(modeOf(result, 'hard')).toBeUndefined();
  });

  it('report a cycle at every mode in it', () => {
    const result = loadPacks([pack('p', [level('a', { extends: 'b' }), level('b', { extends: 'a' })])], options);
    expect(lines(result)).toEqual([
      'p/modes/a.json:5:14 /extends mode extends itself: a → b → a',
      'p/modes/b.json:5:14 /extends mode extends itself: b → a → b',
    ]);
    expect(result.packs[0]?.entities).toEqual([]);
  });

  it('report a mode extending itself', () => {
    const result = loadPacks([pack('p', [level('a', { extends: 'a' })])], options);
    expect(lines(result)).toEqual(['p/modes/a.json:5:14 /extends mode extends itself: a → a']);
  });

  it('leave out a mode whose base is in a cycle', () => {
    const modes = [level('a', { extends: 'b' }), level('b', { extends: 'a' }), level('c', { extends: 'a' })];
    const result = loadPacks([pack('p', modes)], options);
    expect(result.diagnostics.filter((d) => d.file === 'p/modes/c.json')).toEqual([]);
    expect(modeOf(result, 'c')).toBeUndefined();
  });

  it('report a mode still without phases once merged', () => {
    const { phases: _, ...partial } = base;
    const result = loadPacks([pack('p', [partial, level('hard')])], options);
    expect(lines(result)).toEqual([
      'p/modes/hard.json:5:14 /extends mode is incomplete: neither it nor its base "base" gives "phases"',
    ]);
  });

  it('need seats only when they extend nothing', () => {
    const result = loadPacks([pack('p', [level('hard', { extends: undefined })])], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([' missing required property "seats"']);
  });

  it('check a pack test against the seats they inherit', () => {
    const test = {
      kind: 'pack-test',
      id: 't',
      name: 't',
      mode: 'hard',
      seats: 3,
      seed: 1,
      answers: [],
      expect: [{ expect: 'condition', condition: true }],
    };
    const input = pack('p', [base, level('hard')]);
    input.files['tests/t.json'] = JSON.stringify(test);
    expect(loadPacks([input], options).diagnostics.map((d) => d.message)).toEqual([
      'mode "hard" takes 2 to 2 players, not 3',
    ]);
  });
});

describe('a mode that amends its base lists', () => {
  const actions = [
    { id: 'look', do: [] },
    { id: 'move', do: [] },
    { id: 'push', do: [] },
  ];
  const withActions = { ...base, actions };
  const act = (id: string, note = '') => ({ id, do: note ? [{ do: 'announce', text: { en: note } }] : [] });
  const actionIds = (result: ReturnType<typeof loadPacks>, id: string) =>
    (modeOf(result, id)?.['actions'] as Array<{ id: string }> | undefined)?.map((a) => a.id);

  it('appends new items after the base ones', () => {
    const result = loadPacks(
      [pack('p', [withActions, level('hard', { amend: { actions: { append: [act('wait')] } } })])],
      options,
    );
    expect(result.diagnostics).toEqual([]);
    expect(actionIds(result, 'hard')).toEqual(['look', 'move', 'push', 'wait']);
  });

  it('replaces an item by id where it stands', () => {
    const amend = { actions: { replace: [act('move', 'slowly')] } };
    const result = loadPacks([pack('p', [withActions, level('hard', { amend })])], options);
    const got = modeOf(result, 'hard')?.['actions'] as unknown[];
    expect(got).toEqual([actions[0], act('move', 'slowly'), actions[2]]);
  });

  it('removes items by id', () => {
    const result = loadPacks(
      [pack('p', [withActions, level('hard', { amend: { actions: { remove: ['push'] } } })])],
      options,
    );
    expect(actionIds(result, 'hard')).toEqual(['look', 'move']);
  });

  it('moves a base item to the end when it is removed and appended', () => {
    const amend = { actions: { remove: ['look'], append: [act('wait'), act('look', 'last')] } };
    const result = loadPacks([pack('p', [withActions, level('hard', { amend })])], options);
    expect(result.diagnostics).toEqual([]);
    expect(actionIds(result, 'hard')).toEqual(['move', 'push', 'wait', 'look']);
  });

  it('appends to a list without ids', () => {
    const trigger = { on: 'phase-start', phase: 'turn', do: [{ do: 'shuffle', zone: 'deck' }] };
    const result = loadPacks(
      [pack('p', [base, level('hard', { amend: { triggers: { append: [trigger] } } })])],
      options,
    );
    expect(result.diagnostics).toEqual([]);
    expect(modeOf(result, 'hard')?.['triggers']).toEqual([trigger]);
  });

  it('leaves no amend in the loaded mode', () => {
    const result = loadPacks(
      [pack('p', [withActions, level('hard', { amend: { actions: { remove: ['push'] } } })])],
      options,
    );
    expect(modeOf(result, 'hard')).not.toHaveProperty('amend');
  });

  it('report an id the base does not have, with the closest one', () => {
    const amend = { actions: { replace: [act('mvoe')] } };
    const result = loadPacks([pack('p', [withActions, level('hard', { amend })])], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/amend/actions/replace/0/id the base "base" has no actions item "mvoe"',
    ]);
    expect(result.diagnostics[0]?.hint).toBe('did you mean "move"?');
    expect(modeOf(result, 'hard')).toBeUndefined();
  });

  it('report an appended id the base already has', () => {
    const result = loadPacks(
      [pack('p', [withActions, level('hard', { amend: { actions: { append: [act('look')] } } })])],
      options,
    );
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/amend/actions/append/0/id the base "base" already has actions item "look"',
    ]);
  });

  it('report a list both given whole and amended', () => {
    const mode = level('hard', { actions, amend: { actions: { remove: ['push'] } } });
    const result = loadPacks([pack('p', [withActions, mode])], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/amend/actions "actions" is given whole and amended: pick one',
    ]);
  });

  it('report an id edited twice', () => {
    const amend = { actions: { replace: [act('push')], remove: ['push'] } };
    const result = loadPacks([pack('p', [withActions, level('hard', { amend })])], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/amend/actions/remove/0 "push" is already replaced in amend.actions',
    ]);
  });

  it('report amend in a mode that extends nothing', () => {
    const lone = { ...withActions, id: 'lone', amend: { actions: { remove: ['push'] } } };
    const result = loadPacks([pack('p', [lone])], options);
    expect(result.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/amend mode amends a base but extends none',
    ]);
  });

  it('reject an amend entry for a list that is not a mode list', () => {
    const result = loadPacks([pack('p', [withActions, level('hard', { amend: { setup: { append: [] } } })])], options);
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(modeOf(result, 'hard')).toBeUndefined();
  });
});

describe('a mode that extends a base of another pack', () => {
  const room = { kind: 'room', id: 'trap', name: 'Trap', colour: 'red' };
  const seeker = { ...base, bots: { seek: ['trap'] } };
  const core = (): PackInput => {
    const input = pack('core', [seeker]);
    input.files['rooms/trap.json'] = JSON.stringify(room);
    return input;
  };

  it('has the base pack’s plain entity ids qualified with that pack', () => {
    const addon = pack('addon', [level('hard', { extends: 'core:base' })], { dependencies: { core: '^1.0.0' } });
    const result = loadPacks([addon, core()], options);
    expect(result.diagnostics).toEqual([]);
    expect(modeOf(result, 'hard')?.['bots']).toEqual({ seek: ['core:trap'] });
  });

  it('keeps its own plain ids as it wrote them', () => {
    const addon = pack('addon', [level('hard', { extends: 'core:base', bots: { seek: ['gate'] } })], {
      dependencies: { core: '^1.0.0' },
    });
    addon.files['rooms/gate.json'] = JSON.stringify({ ...room, id: 'gate', name: 'Gate' });
    const result = loadPacks([addon, core()], options);
    expect(modeOf(result, 'hard')?.['bots']).toEqual({ seek: ['gate'] });
  });

  it('leaves the base itself unchanged', () => {
    const addon = pack('addon', [level('hard', { extends: 'core:base' })], { dependencies: { core: '^1.0.0' } });
    const result = loadPacks([addon, core()], options);
    expect(modeOf(result, 'base')?.['bots']).toEqual({ seek: ['trap'] });
  });
});
