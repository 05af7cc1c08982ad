import { describe, expect, it } from 'vitest';
import {
  addEffect,
  addEffectAt,
  addRecordAt,
  moveAt,
  removeAt,
  setEffectKindAt,
  setParamAt,
  setValueAt,
  addModifier,
  modifierBranches,
  readModifiers,
  removeModifier,
  setModifierParam,
  addTrigger,
  effectBranches,
  readTriggers,
  removeEffect,
  setEffectKind,
  setEffectParam,
  setTriggerKind,
  triggerBranches,
} from './behaviour-model.ts';
import { paramShape } from './effect-tree.ts';

const room = JSON.stringify({ kind: 'room', id: 'red', name: 'Red', colour: 'red' }, null, 2);

describe('the behaviour form model', () => {
  it('offers the schema’s triggers and effects', () => {
    expect(triggerBranches()[0]?.value).toBe('enter');
    expect(effectBranches().map((b) => b.value)).toContain('eliminate');
  });

  it('adds a trigger and an effect from the schema’s example, as JSON edits', () => {
    let text = addTrigger(room, null, 'enter');
    text = addEffect(text, null, 0, 'eliminate');
    expect(JSON.parse(text)).toMatchObject({ triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }] });
    expect(text.startsWith('{\n  "kind": "room",')).toBe(true);
    const [trigger] = readTriggers(text, null);
    expect(trigger?.branch?.value).toBe('enter');
    expect(trigger?.effects[0]?.branch?.value).toBe('eliminate');
  });

  it('changes kinds and parameters, and removes effects', () => {
    let text = addEffect(addTrigger(room, null, 'enter'), null, 0, 'eliminate');
    text = setTriggerKind(text, null, 0, 'reveal');
    const eliminate = effectBranches().find((b) => b.value === 'eliminate');
    const piece = eliminate?.params.find((p) => p.name === 'piece');
    if (!piece) throw new Error('eliminate has no piece parameter');
    text = setEffectParam(text, null, { trigger: 0, effect: 0 }, piece, '{"select": "pieces", "on": "self"}');
    expect(JSON.parse(text).triggers[0]).toEqual({
      on: 'reveal',
      do: [{ do: 'eliminate', piece: { select: 'pieces', on: 'self' } }],
    });
    text = setEffectKind(text, null, 0, 0, 'escape');
    expect(JSON.parse(text).triggers[0].do[0].do).toBe('escape');
    text = removeEffect(text, null, 0, 0);
    expect(JSON.parse(text).triggers[0].do).toEqual([]);
  });

  it('edits the right room of a file holding several', () => {
    const two = JSON.stringify([JSON.parse(room), { ...JSON.parse(room), id: 'blue' }]);
    const text = addTrigger(two, 1, 'leave');
    expect(JSON.parse(text)[1].triggers).toEqual([{ on: 'leave', do: [] }]);
    expect(JSON.parse(text)[0].triggers).toBeUndefined();
  });

  it('adds, edits and removes modifiers from the schema’s branches', () => {
    const rule = modifierBranches()[0];
    if (!rule) throw new Error('no modifier branch');
    let text = addModifier(room, null, rule.value);
    expect(readModifiers(text, null)[0]?.branch?.value).toBe(rule.value);
    const param = rule.params[0];
    if (param) {
      text = setModifierParam(text, null, 0, param, '"x"');
      expect(JSON.parse(text).modifiers[0][param.name]).toBe(param.schema['type'] === 'string' ? '"x"' : 'x');
    }
    text = addModifier(text, null, rule.value);
    expect(readModifiers(text, null)).toHaveLength(2);
    text = removeModifier(removeModifier(text, null, 1), null, 0);
    expect(JSON.parse(text).modifiers).toEqual([]);
  });
});

describe('nested effect lists in the form model', () => {
  const entered = addTrigger(room, null, 'enter');
  const top = ['triggers', 0, 'do'];
  const then = [...top, 0, 'then'];
  const ifBranch = () => {
    const found = effectBranches().find((b) => b.value === 'if');
    if (!found) throw new Error('no if branch');
    return found;
  };
  const param = (effect: string, name: string) => {
    const found = effectBranches()
      .find((b) => b.value === effect)
      ?.params.find((p) => p.name === name);
    if (!found) throw new Error(`${effect} has no ${name}`);
    return found;
  };
  const thenOf = (text: string) => {
    const field = readTriggers(text, null)[0]?.effects[0]?.fields.find((f) => f.param.name === 'then');
    if (field?.kind !== 'effects') throw new Error('then is not an effect list');
    return field.effects;
  };

  it('adds, fills, reorders and removes effects inside an if’s then, as JSON edits', () => {
    let text = addEffectAt(entered, top, 'if');
    // The example's condition is left out (the author picks one); toEqual reads `if: undefined` as absent.
    expect(JSON.parse(text).triggers[0].do[0]).toEqual({ ...ifBranch().example, if: undefined });
    text = removeAt(text, [...then, 0]);
    text = addEffectAt(text, then, 'eliminate');
    text = addEffectAt(text, then, 'escape');
    text = setParamAt(text, [...then, 0], param('eliminate', 'piece'), '{"select": "pieces", "on": "self"}');
    text = moveAt(text, then, 0, 1);
    expect(JSON.parse(text).triggers[0].do[0].then).toEqual([
      expect.objectContaining({ do: 'escape' }),
      { do: 'eliminate', piece: { select: 'pieces', on: 'self' } },
    ]);
    text = removeAt(text, [...then, 0]);
    expect(JSON.parse(text).triggers[0].do[0].then).toEqual([
      { do: 'eliminate', piece: { select: 'pieces', on: 'self' } },
    ]);
  });

  it('creates an optional list (else) on its first effect', () => {
    const text = addEffectAt(addEffectAt(entered, top, 'if'), [...top, 0, 'else'], 'eliminate');
    expect(JSON.parse(text).triggers[0].do[0].else).toEqual([{ do: 'eliminate', piece: 'piece' }]);
  });

  it('changes a nested effect’s kind to a fresh value of the new branch', () => {
    let text = addEffectAt(entered, top, 'if');
    text = setEffectKindAt(text, [...then, 0], 'eliminate');
    expect(JSON.parse(text).triggers[0].do[0].then).toEqual([{ do: 'eliminate', piece: 'piece' }]);
  });

  it('reads the form state back from the JSON it wrote', () => {
    let text = addEffectAt(entered, top, 'if');
    text = addEffectAt(text, then, 'eliminate');
    const effects = thenOf(text);
    expect(effects.map((e) => e.branch?.value)).toEqual(['eliminate', 'eliminate']);
    expect(effects.map((e) => e.value)).toEqual(JSON.parse(text).triggers[0].do[0].then);
    expect(effects[1]?.path).toEqual([...then, 1]);
  });

  it('follows JSON edited by hand, nested lists included', () => {
    const doc = JSON.parse(entered);
    doc.triggers[0].do = [{ do: 'if', if: true, then: [{ do: 'escape' }, { do: 'eliminate', piece: 'piece' }] }];
    const effects = thenOf(JSON.stringify(doc, null, 2));
    expect(effects.map((e) => e.branch?.value)).toEqual(['escape', 'eliminate']);
  });

  it('leaves the text alone for a move out of range', () => {
    const text = addEffectAt(addEffectAt(entered, top, 'if'), then, 'eliminate');
    expect(moveAt(text, then, 1, 2)).toBe(text);
    expect(moveAt(text, then, -1, 0)).toBe(text);
  });

  it('adds records that nest effects (choose-option’s options) and effects inside them', () => {
    let text = addEffectAt(entered, top, 'choose-option');
    const options = [...top, 0, 'options'];
    const before = (JSON.parse(text).triggers[0].do[0].options ?? []).length;
    const shape = paramShape(param('choose-option', 'options'));
    if (shape.kind !== 'records') throw new Error('options are not records');
    text = addRecordAt(text, options, shape.fields, shape.example);
    text = addEffectAt(text, [...options, before, 'do'], 'eliminate');
    expect(JSON.parse(text).triggers[0].do[0].options[before].do).toEqual([{ do: 'eliminate', piece: 'piece' }]);
  });

  it('starts an if without the schema example’s condition, for the author to pick', () => {
    const text = addEffectAt(entered, top, 'if');
    const effect = JSON.parse(text).triggers[0].do[0];
    expect(effect.do).toBe('if');
    expect(effect).not.toHaveProperty('if');
    expect(effect.then.length).toBeGreaterThan(0);
  });

  it('writes a picked value into one field and removes it when emptied', () => {
    const added = addEffectAt(entered, top, 'if');
    const set = setValueAt(added, [...top, 0], 'if', { op: 'ge', a: 1, b: 1 });
    expect(JSON.parse(set).triggers[0].do[0].if).toEqual({ op: 'ge', a: 1, b: 1 });
    expect(JSON.parse(setValueAt(set, [...top, 0], 'if', undefined)).triggers[0].do[0]).not.toHaveProperty('if');
  });
});
