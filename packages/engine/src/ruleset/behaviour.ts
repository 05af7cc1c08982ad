// Compiles triggers and modifiers (the behaviour attached to rooms, cards,
// characters and modes).
import type { Args, Cx } from './handlers.ts';
import type { CompiledModifier, CompiledTrigger, ModifierScope } from './types.ts';
import { triggerKinds } from '../triggers/registry.ts';
import { modifierRules } from '../modifiers/registry.ts';
import { namesRead, readsOf } from './reads.ts';

const kinds = new Map(triggerKinds.map((k) => [k.on, k]));
const rules = new Map(modifierRules.map((r) => [r.rule, r]));
const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Compiles a trigger `{on, where?, do, phase?, action?, name?, zone?}`. */
export function compileTrigger(raw: unknown, cx: Cx, path: string): CompiledTrigger | null {
  if (!isObject(raw) || typeof raw.on !== 'string' || !kinds.has(raw.on)) {
    cx.error(`${path}/on`, `unknown trigger "${isObject(raw) ? String(raw.on) : ''}"`);
    return null;
  }
  const t: CompiledTrigger = {
    on: raw.on,
    where: raw.where === undefined ? null : cx.expr(raw.where, `${path}/where`),
    body: cx.effects(raw.do ?? raw.run, `${path}/${raw.do !== undefined ? 'do' : 'run'}`),
    cause: { def: cx.def, path },
  };
  const phase = str(raw.phase);
  const action = str(raw.action);
  const name = str(raw.name);
  const zone = str(raw.zone);
  if (phase !== undefined) t.phase = phase;
  if (action !== undefined) t.action = action;
  if (name !== undefined) t.name = name;
  if (zone !== undefined) t.zone = zone;
  return t;
}

const actionList = (v: unknown): string[] | undefined =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;

/** A list of compiled modifiers split by rule. */
export function splitByRule(list: CompiledModifier[]): Map<string, CompiledModifier[]> {
  const split = new Map<string, CompiledModifier[]>();
  for (const m of list) {
    const same = split.get(m.rule);
    if (same) same.push(m);
    else split.set(m.rule, [m]);
  }
  return split;
}

const NO_NAMES: readonly string[] = Object.freeze([]);

/** Compiles a modifier `{rule, while?, scope?, …}`; `scope` defaults by where it is declared. */
export function compileModifier(raw: unknown, cx: Cx, path: string, scope: ModifierScope): CompiledModifier | null {
  if (!isObject(raw) || typeof raw.rule !== 'string' || !rules.has(raw.rule)) {
    cx.error(`${path}/rule`, `unknown modifier "${isObject(raw) ? String(raw.rule) : ''}"`);
    return null;
  }
  const m: CompiledModifier = {
    rule: raw.rule,
    scope: (str(raw.scope) as ModifierScope | undefined) ?? scope,
    while: raw.while === undefined ? null : cx.expr(raw.while, `${path}/while`),
    reads: readsOf(raw.while),
    whileNames: raw.while === undefined ? NO_NAMES : namesRead(raw.while),
    cause: { def: cx.def, path },
  };
  const actions = actionList(raw.actions);
  if (actions) m.actions = actions.map((a, i) => cx.actionId(a, `${path}/actions/${i}`));
  if (raw.allow !== undefined) m.allow = cx.expr(raw.allow, `${path}/allow`);
  if (raw.except !== undefined) m.except = cx.expr(raw.except, `${path}/except`);
  if (raw.when !== undefined) m.when = cx.expr(raw.when, `${path}/when`);
  if (typeof raw.count === 'number') m.count = raw.count;
  if (typeof raw.name === 'string') m.name = raw.name;
  return m;
}
