// The behaviour form's view of a definition and its way back: the triggers
// and their effects read from the JSON text, and each change written as a
// minimal edit of that text (jsonc-parser `modify`). What a new trigger or
// effect holds comes from its schema branch (its example, else its required
// lists of effects), never from a list kept here.
import { schemas, branchOf, holdsEffects, vocabularyBranches, type Branch, type BranchParam } from '@roomsmith/schema';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { freshRecord, readEffects, valueAt, type EffectNode } from './effect-tree.ts';
import { isCondition } from '../expression-form/value-model.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/** The trigger branches offered, in schema order. */
export const triggerBranches = (): Branch[] => vocabularyBranches(schemas, 'trigger');
/** The effect branches offered, in schema order. */
export const effectBranches = (): Branch[] => vocabularyBranches(schemas, 'effect');
/** The modifier branches offered, in schema order. */
export const modifierBranches = (): Branch[] => vocabularyBranches(schemas, 'modifier');

/** One modifier of a definition, with its branch (undefined when its `rule` is unknown). */
export interface ModifierRow {
  rule: string;
  value: Json;
  branch: Branch | undefined;
}

/** One trigger of a definition, with its effects (nested lists read as nested effects). */
export interface TriggerRow {
  on: string;
  branch: Branch | undefined;
  /** The JSON path of the trigger's effect list (`…/triggers/<t>/do`). */
  path: JSONPath;
  effects: EffectNode[];
}

function entityAt(text: string, index: number | null): Json {
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  const entity = index === null ? value : Array.isArray(value) ? value[index] : undefined;
  return isObject(entity) ? entity : {};
}

const base = (index: number | null): JSONPath => (index === null ? [] : [index]);

/** The triggers of the definition at `index` (null: the file is one entity). */
export function readTriggers(text: string, index: number | null): TriggerRow[] {
  const triggers = entityAt(text, index)['triggers'];
  return (Array.isArray(triggers) ? triggers : []).map((t, i) => {
    const trigger = isObject(t) ? t : {};
    const path = [...base(index), 'triggers', i, 'do'];
    return {
      on: typeof trigger['on'] === 'string' ? trigger['on'] : '',
      branch: branchOf(schemas, 'trigger', trigger),
      path,
      effects: readEffects(trigger['do'], path),
    };
  });
}

/** The modifiers of the definition at `index`. */
export function readModifiers(text: string, index: number | null): ModifierRow[] {
  const modifiers = entityAt(text, index)['modifiers'];
  return (Array.isArray(modifiers) ? modifiers : []).map((m) => {
    const value = isObject(m) ? m : {};
    const rule = typeof value['rule'] === 'string' ? value['rule'] : '';
    return { rule, value, branch: branchOf(schemas, 'modifier', value) };
  });
}

/**
 * A fresh value of a branch: its schema example, else the discriminator and empty required effect
 * lists. An example's condition is left out: the author picks the test (an example's test is about
 * another game and would silently hold or fail).
 */
export function freshValue(branch: Branch): Json {
  if (branch.example) {
    const value = structuredClone(branch.example);
    for (const p of branch.params) if (isCondition(p.schema)) delete value[p.name];
    return value;
  }
  const value: Json = { [branch.tag]: branch.value };
  for (const p of branch.params) if (p.required && holdsEffects(p)) value[p.name] = [];
  return value;
}

function edit(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, format));
}

/** Adds a trigger of the given kind (`on`) at the end of the definition's triggers. */
export function addTrigger(text: string, index: number | null, on: string): string {
  const branch = triggerBranches().find((b) => b.value === on);
  if (!branch) return text;
  const count = readTriggers(text, index).length;
  const value = { ...freshValue(branch), do: [] };
  if (count === 0) return edit(text, [...base(index), 'triggers'], [value]);
  return applyEdits(
    text,
    modify(text, [...base(index), 'triggers', count], value, { ...format, isArrayInsertion: true }),
  );
}

/** Changes a trigger's kind, keeping its effects. */
export function setTriggerKind(text: string, index: number | null, trigger: number, on: string): string {
  return edit(text, [...base(index), 'triggers', trigger, 'on'], on);
}

/** Removes a trigger. */
export function removeTrigger(text: string, index: number | null, trigger: number): string {
  return edit(text, [...base(index), 'triggers', trigger], undefined);
}

const parsed = (text: string): unknown => parse(text, [], { allowTrailingComma: true });

/** Appends `value` to the list at `listPath`, creating the list when it is absent. */
function append(text: string, listPath: JSONPath, value: unknown): string {
  const current = valueAt(parsed(text), listPath);
  if (!Array.isArray(current)) return edit(text, listPath, [value]);
  const path = [...listPath, current.length];
  return applyEdits(text, modify(text, path, value, { ...format, isArrayInsertion: true }));
}

/** Adds an effect (a fresh value of its branch) at the end of the effect list at `listPath` (created if absent). */
export function addEffectAt(text: string, listPath: JSONPath, doValue: string): string {
  const branch = effectBranches().find((b) => b.value === doValue);
  return branch ? append(text, listPath, freshValue(branch)) : text;
}

/** Replaces the effect at `path` by a fresh value of another branch. */
export function setEffectKindAt(text: string, path: JSONPath, doValue: string): string {
  const branch = effectBranches().find((b) => b.value === doValue);
  return branch ? edit(text, path, freshValue(branch)) : text;
}

/** Removes the item (effect, record) at `path`. */
export function removeAt(text: string, path: JSONPath): string {
  return edit(text, path, undefined);
}

/** Swaps the items `from` and `to` of the list at `listPath` (out of range: no change). */
export function moveAt(text: string, listPath: JSONPath, from: number, to: number): string {
  const items = valueAt(parsed(text), listPath);
  if (!Array.isArray(items) || from === to || !(from in items) || !(to in items)) return text;
  const [a, b] = [items[from] as unknown, items[to] as unknown];
  return edit(edit(text, [...listPath, from], b), [...listPath, to], a);
}

/** Adds a record (its example, else its required nested lists empty) at the end of the list at `listPath`. */
export function addRecordAt(text: string, listPath: JSONPath, fields: BranchParam[], example: Json | null): string {
  return append(text, listPath, freshRecord(fields, example));
}

/** Sets (or, with undefined, removes) one field of the effect or record at `ownerPath` to a value. */
export function setValueAt(text: string, ownerPath: JSONPath, name: string, value: unknown): string {
  return edit(text, [...ownerPath, name], value);
}

/** Sets (or, when empty, removes) one field of the effect or record at `ownerPath`. */
export function setParamAt(text: string, ownerPath: JSONPath, param: BranchParam, raw: string): string {
  return edit(text, [...ownerPath, param.name], paramValue(param, raw));
}

const effectPath = (index: number | null, trigger: number, effect?: number): JSONPath => [
  ...base(index),
  'triggers',
  trigger,
  'do',
  ...(effect === undefined ? [] : [effect]),
];

/** Adds an effect (a fresh value of its branch) at the end of a trigger's effects. */
export function addEffect(text: string, index: number | null, trigger: number, doValue: string): string {
  return addEffectAt(text, effectPath(index, trigger), doValue);
}

/** Replaces a trigger's effect by a fresh value of another branch. */
export function setEffectKind(text: string, index: number | null, trigger: number, effect: number, doValue: string) {
  return setEffectKindAt(text, effectPath(index, trigger, effect), doValue);
}

/** Removes a trigger's effect. */
export function removeEffect(text: string, index: number | null, trigger: number, effect: number): string {
  return removeAt(text, effectPath(index, trigger, effect));
}

/** How a parameter's value shows in its field: a string as itself, anything else as JSON. */
export function paramText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A field's text as the value to store: strings stay strings where the schema says so, else JSON when it parses. */
export function paramValue(param: BranchParam, raw: string): unknown {
  if (raw.trim() === '') return undefined;
  if (param.schema['type'] === 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Sets (or, when empty, removes) one parameter of a trigger's effect. */
export function setEffectParam(
  text: string,
  index: number | null,
  at: { trigger: number; effect: number },
  param: BranchParam,
  raw: string,
): string {
  return setParamAt(text, effectPath(index, at.trigger, at.effect), param, raw);
}

/** Adds a modifier (a fresh value of its branch) at the end of the definition's modifiers. */
export function addModifier(text: string, index: number | null, rule: string): string {
  const branch = modifierBranches().find((b) => b.value === rule);
  if (!branch) return text;
  const count = readModifiers(text, index).length;
  if (count === 0) return edit(text, [...base(index), 'modifiers'], [freshValue(branch)]);
  const path = [...base(index), 'modifiers', count];
  return applyEdits(text, modify(text, path, freshValue(branch), { ...format, isArrayInsertion: true }));
}

/** Replaces a modifier by a fresh value of another branch. */
export function setModifierKind(text: string, index: number | null, modifier: number, rule: string): string {
  const branch = modifierBranches().find((b) => b.value === rule);
  return branch ? edit(text, [...base(index), 'modifiers', modifier], freshValue(branch)) : text;
}

/** Removes a modifier. */
export function removeModifier(text: string, index: number | null, modifier: number): string {
  return edit(text, [...base(index), 'modifiers', modifier], undefined);
}

/** Sets (or, when empty, removes) one parameter of a modifier. */
export function setModifierParam(
  text: string,
  index: number | null,
  modifier: number,
  param: BranchParam,
  raw: string,
): string {
  return edit(text, [...base(index), 'modifiers', modifier, param.name], paramValue(param, raw));
}
