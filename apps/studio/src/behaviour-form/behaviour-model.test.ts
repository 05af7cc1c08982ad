import { describe, expect, it } from 'vitest';
import {
  addEffect,
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
