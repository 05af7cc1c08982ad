// Effect text generated from a definition's behaviour, so the words on a
// tile cannot drift from what the engine runs. Every sentence comes from the
// vocabulary schemas: a branch's description (its first clause) names what
// happens, and the parameters given say to what. Nothing here knows a
// primitive by name. Shared by the studio's previews, print sheets and registry pages.
import type { SchemaSet } from '../registry/schema-set.ts';
import { branchOf, holdsEffects, type VocabularyUnion } from './vocabulary.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first clause of a description: "Eliminates pieces: status …" → "Eliminates pieces". */
function firstClause(description: string): string {
  const clause = description
    .replace(/\s*\([^)]*\)/g, '')
    .split(/[:;.](\s|$)/)[0]
    ?.trim();
  return clause ?? '';
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A compact reading of a parameter value: a selector or expression as `tag(key: value, …)`. */
export function describeValue(value: unknown, depth = 0): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.map((v) => describeValue(v, depth + 1)).join(', ');
  if (!isObject(value)) return '';
  if (typeof value['en'] === 'string') return value['en'];
  const tag = ['select', 'op', 'do', 'on', 'rule'].find((k) => typeof value[k] === 'string');
  const rest = Object.entries(value).filter(([k]) => k !== tag);
  const args = rest.map(([k, v]) => `${k}: ${describeValue(v, depth + 1)}`).join(', ');
  return tag ? `${String(value[tag])}${args ? `(${args})` : ''}` : `{${args}}`;
}

/** One item of a union (an effect, trigger or modifier) as a sentence. */
function describeItem(set: SchemaSet, union: VocabularyUnion, item: unknown): string {
  const branch = branchOf(set, union, item);
  if (!branch || !isObject(item)) return describeValue(item);
  const head = firstClause(branch.description) || branch.value;
  const args: string[] = [];
  const nested: string[] = [];
  for (const param of branch.params) {
    if (!(param.name in item)) continue;
    const value = item[param.name];
    if (holdsEffects(param)) nested.push(`${param.name}: ${describeEffects(set, value)}`);
    else args.push(`${param.name} ${describeValue(value)}`);
  }
  return `${head}${args.length ? ` (${args.join('; ')})` : ''}${nested.length ? ` — ${nested.join(' — ')}` : ''}`;
}

/** A list of effects as one sentence, in order. */
export function describeEffects(set: SchemaSet, effects: unknown): string {
  const list = Array.isArray(effects) ? effects : [effects];
  return list.map((e) => describeItem(set, 'effect', e)).join(', then ') || 'nothing';
}

/** A definition's behaviour (triggers, modifiers) as sentences, one per trigger or modifier. */
export function describeBehaviour(set: SchemaSet, definition: unknown): string[] {
  if (!isObject(definition)) return [];
  const out: string[] = [];
  for (const trigger of Array.isArray(definition['triggers']) ? definition['triggers'] : []) {
    const branch = branchOf(set, 'trigger', trigger);
    if (!branch || !isObject(trigger)) continue;
    const when = lower(firstClause(branch.description) || branch.value);
    const filters = branch.params
      .filter((p) => p.name in trigger && !holdsEffects(p))
      .map((p) => `${p.name} ${describeValue(trigger[p.name])}`);
    out.push(
      `When ${when}${filters.length ? ` (${filters.join('; ')})` : ''}: ${lower(describeEffects(set, trigger['do']))}.`,
    );
  }
  for (const modifier of Array.isArray(definition['modifiers']) ? definition['modifiers'] : [])
    out.push(`${describeItem(set, 'modifier', modifier)}.`);
  return out;
}
