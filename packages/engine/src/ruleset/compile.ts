// compileRuleset: packs in, an immutable Ruleset out (or diagnostics). Every
// definition is indexed first, so behaviour may refer to any of them.
import type { Diagnostic } from '@roomsmith/schema';
import type { Text } from '../state/types.ts';
import { hashJson } from '../state/hash.ts';
import { compileAction } from './action.ts';
import { createCx, type CxShared } from './context.ts';
import type { Args } from './handlers.ts';
import { compileMode, groupTriggers } from './mode.ts';
import type { Def, Ruleset, Value } from './types.ts';

/** What compileRuleset needs of a loaded pack (a LoadedPack from @roomsmith/schema fits). */
export interface PackInput {
  manifest: { id: string; version?: string };
  entities: readonly unknown[];
  /** Where each entity came from, for diagnostics. */
  sources?: Map<unknown, { file: string; pointer: string }>;
}

/** Kinds whose entities become definitions of components or pieces. */
const DEF_KINDS = new Set(['room', 'card', 'character', 'token']);
const isObject = (v: unknown): v is Args => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A definition's properties: its top-level scalar fields (colour, copies, …) overlaid by `props`. */
function propsOf(entity: Args): Record<string, Value> {
  const out: Record<string, Value> = {};
  for (const [k, v] of Object.entries(entity)) {
    if (k === 'kind' || k === 'id' || k.startsWith('$')) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  if (isObject(entity.props)) for (const [k, v] of Object.entries(entity.props)) out[k] = v as Value;
  return out;
}

/** Compiles packs into a ruleset; on any error the ruleset is null. */
export function compileRuleset(packs: readonly PackInput[]): { ruleset: Ruleset | null; diagnostics: Diagnostic[] } {
  const shared: CxShared = { nodes: [], diagnostics: [], known: new Set(), actions: new Set() };
  const items: Array<{ pack: PackInput; entity: Args; id: string }> = [];
  for (const pack of packs) {
    for (const entity of pack.entities) {
      if (!isObject(entity) || typeof entity.id !== 'string') continue;
      const id = `${pack.manifest.id}:${entity.id}`;
      items.push({ pack, entity, id });
      if (DEF_KINDS.has(String(entity.kind))) shared.known.add(id);
      if (entity.kind === 'mode' || entity.kind === 'character') {
        for (const a of Array.isArray(entity.actions) ? entity.actions : [])
          if (isObject(a)) shared.actions?.add(String(a.id));
      }
    }
  }
  const defs: Record<string, Def> = {};
  const modes: Ruleset['modes'] = {};
  const plain: Record<string, string[]> = {};
  for (const { pack, entity, id } of items) {
    const src = pack.sources?.get(entity);
    const origin = {
      pack: pack.manifest.id,
      def: id,
      file: src?.file ?? `${pack.manifest.id}/${String(entity.kind)}/${entity.id}`,
      pointer: src?.pointer ?? '',
    };
    if (entity.kind === 'mode') {
      modes[id] = compileMode(entity, shared, origin);
      (plain[String(entity.id)] ??= []).push(id);
      continue;
    }
    if (!DEF_KINDS.has(String(entity.kind))) continue;
    const cx = createCx(shared, origin);
    const scope = entity.kind === 'character' ? 'self' : 'occupants';
    const actions: Def['actions'] = {};
    (Array.isArray(entity.actions) ? entity.actions : []).forEach((a, i) => {
      if (!isObject(a)) return;
      const c = compileAction(a, cx, `/actions/${i}`);
      actions[c.id] = c;
    });
    defs[id] = {
      id,
      kind: String(entity.kind),
      name: (entity.name ?? entity.id) as Text,
      props: propsOf(entity),
      tags: Array.isArray(entity.tags) ? entity.tags.map(String) : [],
      triggers: groupTriggers(cx, entity.triggers, '/triggers'),
      modifiers: (Array.isArray(entity.modifiers) ? entity.modifiers : [])
        .map((m, i) => cx.modifier(m, `/modifiers/${i}`, scope))
        .filter((m): m is NonNullable<typeof m> => m !== null),
      actions,
    };
  }
  const modeAliases: Record<string, string> = {};
  for (const [name, ids] of Object.entries(plain)) if (ids.length === 1) modeAliases[name] = ids[0] as string;
  const diagnostics = shared.diagnostics;
  if (diagnostics.some((d) => d.severity === 'error')) return { ruleset: null, diagnostics };
  const ruleset: Ruleset = {
    hash: hashJson(packs.map((p) => [p.manifest, p.entities])),
    nodes: shared.nodes,
    defs,
    modes,
    modeAliases,
    globalModifierDefs: Object.values(defs)
      .filter((d) => d.modifiers.some((m) => m.scope === 'all'))
      .map((d) => d.id),
    hasFlags: [...Object.values(defs), ...Object.values(modes)].some((d) => d.modifiers.some((m) => m.rule === 'flag')),
  };
  return { ruleset, diagnostics };
}
