// The behaviour form's view of a definition and its way back: the triggers
// and their effects read from the JSON text, and each change written as a
// minimal edit of that text (jsonc-parser `modify`). What a new trigger or
// effect holds comes from its schema branch (its example, else its required
// lists of effects), never from a list kept here.
import { schemas } from '@roomsmith/schema';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import {
  branchOf,
  holdsEffects,
  vocabularyBranches,
  type Branch,
  type BranchParam,
} from '../effect-text/vocabulary.ts';

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

/** One effect of a trigger, with its branch (undefined when its `do` is unknown). */
export interface EffectRow {
  value: Json;
  branch: Branch | undefined;
}

/** One trigger of a definition, with its effects. */
export interface TriggerRow {
  on: string;
  branch: Branch | undefined;
  effects: EffectRow[];
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
  return (Array.isArray(triggers) ? triggers : []).map((t) => {
    const trigger = isObject(t) ? t : {};
    const effects = Array.isArray(trigger['do']) ? trigger['do'] : [];
    return {
      on: typeof trigger['on'] === 'string' ? trigger['on'] : '',
      branch: branchOf(schemas, 'trigger', trigger),
      effects: effects.map((e) => ({ value: isObject(e) ? e : {}, branch: branchOf(schemas, 'effect', e) })),
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

/** A fresh value of a branch: its schema example, else the discriminator and empty required effect lists. */
export function freshValue(branch: Branch): Json {
  if (branch.example) return structuredClone(branch.example);
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

/** Adds an effect (a fresh value of its branch) at the end of a trigger's effects. */
export function addEffect(text: string, index: number | null, trigger: number, doValue: string): string {
  const branch = effectBranches().find((b) => b.value === doValue);
  if (!branch) return text;
  const count = readTriggers(text, index)[trigger]?.effects.length ?? 0;
  const path = [...base(index), 'triggers', trigger, 'do', count];
  return applyEdits(text, modify(text, path, freshValue(branch), { ...format, isArrayInsertion: true }));
}

/** Replaces an effect by a fresh value of another branch. */
export function setEffectKind(text: string, index: number | null, trigger: number, effect: number, doValue: string) {
  const branch = effectBranches().find((b) => b.value === doValue);
  if (!branch) return text;
  return edit(text, [...base(index), 'triggers', trigger, 'do', effect], freshValue(branch));
}

/** Removes an effect. */
export function removeEffect(text: string, index: number | null, trigger: number, effect: number): string {
  return edit(text, [...base(index), 'triggers', trigger, 'do', effect], undefined);
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

/** Sets (or, when empty, removes) one parameter of an effect. */
export function setEffectParam(
  text: string,
  index: number | null,
  at: { trigger: number; effect: number },
  param: BranchParam,
  raw: string,
): string {
  const path = [...base(index), 'triggers', at.trigger, 'do', at.effect, param.name];
  return edit(text, path, paramValue(param, raw));
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
