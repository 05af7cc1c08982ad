import { describe, expect, it } from 'vitest';
import { compileRuleset, keptMarkers, keptSeatVars } from './compile.ts';
import { pack } from '../testing/harness.ts';

const mode = (extra: Record<string, unknown>) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  actions: [{ id: 'go', do: [] }],
  phases: [{ type: 'program', id: 'program', actions: ['go'] }],
  ...extra,
});
const messages = (entities: unknown[]) =>
  compileRuleset([pack('t', entities)]).diagnostics.map((d) => `${d.pointer} ${d.message}`);

describe('compileRuleset', () => {
  it('compiles valid content without diagnostics', () => {
    const r = compileRuleset([pack('t', [mode({})])]);
    expect(r.diagnostics).toEqual([]);
    expect(Object.keys(r.ruleset?.modes ?? {})).toEqual(['t:m']);
  });

  it('takes the hash a caller already worked out for the same packs instead of hashing them again', () => {
    const packs = [pack('t', [mode({})])];
    const own = compileRuleset(packs).ruleset?.hash;
    expect(own).toMatch(/\S/);
    expect(compileRuleset(packs, { hash: own as string }).ruleset?.hash).toBe(own);
    expect(compileRuleset(packs, { hash: 'given' }).ruleset?.hash).toBe('given');
  });

  it("lists per mode and action-listing rule the actions its modifiers and the definitions' name", () => {
    const { ruleset: rs, diagnostics } = compileRuleset([
      pack('t', [
        { kind: 'room', id: 'a', modifiers: [{ rule: 'forbid-action', actions: ['go'] }] },
        mode({ modifiers: [{ rule: 'restrict-targets', actions: ['go'], allow: { op: 'not', arg: false } }] }),
      ]),
    ]);
    expect(diagnostics).toEqual([]);
    expect(rs?.modes['t:m']?.actionsNamed.get('forbid-action')).toEqual(new Set(['go']));
    expect(rs?.modes['t:m']?.actionsNamed.get('restrict-targets')).toEqual(new Set(['go']));
  });

  it('names no actions for a rule whose while may draw from the RNG, so that it is asked for every action', () => {
    const drawing = { op: 'gt', a: { op: 'count', of: { select: 'random', from: { select: 'seats' } } }, b: 0 };
    const rs = compileRuleset([
      pack('t', [
        { kind: 'room', id: 'a', modifiers: [{ rule: 'forbid-action', actions: ['go'], while: drawing }] },
        mode({}),
      ]),
    ]).ruleset;
    expect(rs?.modes['t:m']?.actionsNamed.get('forbid-action')).toBeNull();
  });

  it('reports an unknown effect at its pointer and returns no ruleset', () => {
    const r = compileRuleset([pack('t', [mode({ setup: { steps: [{ do: 'teleport' }] } })])]);
    expect(r.ruleset).toBeNull();
    expect(r.diagnostics.map((d) => `${d.pointer} ${d.message}`)).toEqual([
      '/setup/steps/0/do unknown effect "teleport"',
    ]);
  });

  it('reports an unknown definition', () => {
    expect(
      messages([mode({ setup: { steps: [{ do: 'create-components', zone: 'g', items: [{ def: 'nowhere' }] }] } })]),
    ).toEqual(['/setup/steps/0/items/0/def unknown definition "nowhere"']);
  });

  it('reports an action no mode or character declares', () => {
    expect(messages([mode({ phases: [{ type: 'program', id: 'program', actions: ['fly'] }] })])).toEqual([
      '/phases/0/actions/0 unknown action "fly"',
    ]);
  });

  it('reports an undeclared zone', () => {
    expect(messages([mode({ setup: { steps: [{ do: 'shuffle', zone: 'attic' }] } })])).toEqual([
      '/setup/steps/0/zone unknown zone "attic"',
    ]);
  });

  it('reports unknown selectors, expressions, triggers, modifiers and phases', () => {
    const room = { kind: 'room', id: 'r', triggers: [{ on: 'sneeze', do: [] }], modifiers: [{ rule: 'gravity' }] };
    const bad = mode({
      phases: [{ type: 'nap', id: 'x' }],
      endings: [{ when: { op: 'maybe' }, outcome: 'x', winners: { select: 'crowd' } }],
    });
    expect(messages([room, bad])).toEqual([
      '/triggers/0/on unknown trigger "sneeze"',
      '/modifiers/0/rule unknown modifier "gravity"',
      '/endings/0/when/op unknown expression "maybe"',
      '/endings/0/winners/select unknown selector "crowd"',
      '/phases/0/type unknown phase "nap"',
    ]);
  });

  it('names the file and pointer the loader recorded', () => {
    const entity = mode({ setup: { steps: [{ do: 'teleport' }] } });
    const r = compileRuleset([
      { ...pack('t', [entity]), sources: new Map([[entity, { file: 'modes/m.json', pointer: '/0' }]]) },
    ]);
    expect(r.diagnostics[0]).toMatchObject({ file: 'modes/m.json', pointer: '/0/setup/steps/0/do' });
  });
});

describe('keptSeatVars', () => {
  const read = (name: string) => ({ op: 'gt', a: { op: 'seat-var', of: 'seat', name }, b: 0 });
  it("takes the seat variables of the modes' endings and of every modifier's while", () => {
    const entities = [
      { kind: 'mode', endings: [{ when: read('wins') }], modifiers: [{ rule: 'flag', while: read('alarm') }] },
      { kind: 'room', modifiers: [{ rule: 'flag', while: read('lit') }] },
    ];
    expect(keptSeatVars(entities.map((entity) => ({ entity })))).toEqual(new Set(['wins', 'alarm', 'lit']));
  });

  it("takes the seat variables of the who of a mode's each phases", () => {
    const who = { select: 'sorted', from: { select: 'seats' }, by: { op: 'seat-var', of: 'it', name: 'first' } };
    const entities = [{ kind: 'mode', phases: [{ type: 'each', who, do: [{ do: 'if', if: read('skip') }] }] }];
    expect(keptSeatVars(entities.map((entity) => ({ entity })))).toEqual(new Set(['first']));
  });

  it('leaves out seat variables read only by actions and conditions', () => {
    const entities = [
      { kind: 'mode', actions: [{ id: 'go', do: [{ do: 'if', cond: read('skip') }] }], condition: read('face') },
    ];
    expect(keptSeatVars(entities.map((entity) => ({ entity })))).toEqual(new Set());
  });
});

describe('keptMarkers', () => {
  const read = (name: string) => ({ op: 'gt', a: { op: 'marker', of: 'self', name }, b: 0 });
  it("takes the markers of the modes' endings, of their each phases' who and of every modifier's while", () => {
    const who = { select: 'pieces', where: read('ready') };
    const entities = [
      { kind: 'mode', endings: [{ when: read('alarm') }], phases: [{ type: 'each', who, do: [] }] },
      { kind: 'room', modifiers: [{ rule: 'block-entry', while: read('do-not-cross') }] },
    ];
    expect(keptMarkers(entities.map((entity) => ({ entity })))).toEqual(new Set(['alarm', 'ready', 'do-not-cross']));
  });

  it("takes the markers of the who of each phases listed under a mode's turn", () => {
    const entities = [
      { kind: 'mode', turn: [{ type: 'each', who: { select: 'pieces', where: read('ready') }, do: [] }] },
    ];
    expect(keptMarkers(entities.map((entity) => ({ entity })))).toEqual(new Set(['ready']));
  });

  it('leaves out markers read only by actions, triggers and target rules', () => {
    const entities = [
      {
        kind: 'mode',
        actions: [{ id: 'go', when: read('reminder') }],
        triggers: [{ on: 'reveal', where: read('memo') }],
        modifiers: [{ rule: 'restrict-targets', actions: ['go'], allow: read('pivot') }],
      },
    ];
    expect(keptMarkers(entities.map((entity) => ({ entity })))).toEqual(new Set());
  });
});
