// compileRuleset: packs in, an immutable Ruleset out (or diagnostics). Every
// definition is indexed first, so behaviour may refer to any of them.
import type { Diagnostic } from '@roomsmith/schema';
import { mergeMode } from '@roomsmith/schema/merge-mode';
import type { Text } from '../state/types.ts';
import { hashJson } from '../state/hash.ts';
import { interned } from '../state/ids.ts';
import { compileAction } from './action.ts';
import { createCx, type CxShared } from './context.ts';
import { slotTable } from '../state/slots.ts';
import type { Args } from './handlers.ts';
import { compileMode, groupTriggers } from './mode.ts';
import { splitByRule } from './behaviour.ts';
import type { CompiledModifier, Def, Ruleset, Scenario, Value } from './types.ts';
import { markersRead, seatVarsRead, UNTRACKED } from './reads.ts';
import { textInputOf } from '../runtime/text-input.ts';

/** What compileRuleset needs of a loaded pack (a LoadedPack from @roomsmith/schema fits). */
export interface PackInput {
  manifest: { id: string; version?: string };
  entities: readonly unknown[];
  /** Where each entity came from, for diagnostics. */
  sources?: Map<unknown, { file: string; pointer: string }>;
}

/** Kinds whose entities become definitions of components or pieces. */
const DEF_KINDS = new Set(['room', 'card', 'character', 'piece', 'token', 'puzzle-card']);
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

interface Item {
  pack: PackInput;
  /** The entity as given (the key of `pack.sources`). */
  source: Args;
  /** What is compiled: the entity, or for a mode that extends another, the merge with its base chain. */
  entity: Args;
  id: string;
}

/**
 * Merges the base chain into every mode that still names one in `extends` (the loader has
 * already done so for loaded packs; this serves packs given as plain entities). A missing
 * base or a cycle is an error at the mode's `extends`; returns the modes left unresolved.
 */
function resolveExtends(
  items: Item[],
  shared: CxShared,
  fileOf: (item: Item) => { file: string; pointer: string },
): Set<Item> {
  const modes = new Map(items.filter((i) => i.entity.kind === 'mode').map((i) => [i.id, i]));
  const open = new Set<Item>();
  const done = new Set<Item>();
  const broken = new Set<Item>();
  const fail = (item: Item, message: string) => {
    const { file, pointer } = fileOf(item);
    shared.diagnostics.push({ file, pointer: `${pointer}/extends`, line: 1, column: 1, severity: 'error', message });
  };
  const resolve = (item: Item): Args | null => {
    const ref = item.entity.extends;
    if (typeof ref !== 'string') return item.entity;
    if (done.has(item)) return broken.has(item) ? null : item.entity;
    if (open.has(item)) {
      fail(item, `mode "${item.id}" extends itself`);
      broken.add(item);
      return null;
    }
    open.add(item);
    const base = modes.get(ref.includes(':') ? ref : `${item.pack.manifest.id}:${ref}`);
    const merged = base ? resolve(base) : null;
    open.delete(item);
    done.add(item);
    if (!base) fail(item, `unknown base mode "${ref}"`);
    if (!merged) {
      broken.add(item);
      return null;
    }
    item.entity = mergeMode(merged, item.entity);
    return item.entity;
  };
  for (const item of modes.values()) resolve(item);
  return broken;
}

/** A scenario entity: its cards and its secrets' salted hashes, with ids qualified in its pack. */
function compileScenario(entity: Args, packId: string, id: string): Scenario {
  const q = (ref: unknown) => (String(ref).includes(':') ? String(ref) : `${packId}:${String(ref)}`);
  const secrets: Scenario['secrets'] = {};
  for (const c of Array.isArray(entity.codes) ? entity.codes : [])
    if (isObject(c) && typeof c.salt === 'string' && typeof c.sha256 === 'string')
      secrets[q(c.room)] = { salt: c.salt, sha256: c.sha256.toLowerCase() };
  return {
    id,
    mode: entity.mode === undefined ? null : q(entity.mode),
    number: typeof entity.number === 'number' ? entity.number : 0,
    cards: (Array.isArray(entity.cards) ? entity.cards : []).map(q),
    secrets,
  };
}

/** A character's starting kit (whole counts only), or nothing when it declares none. */
export function kitOf(raw: unknown): { kit?: Record<string, number> } {
  if (!isObject(raw)) return {};
  const kit: Record<string, number> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'number' && Number.isInteger(v) && v >= 0) kit[k] = v;
  return Object.keys(kit).length ? { kit } : {};
}

/** How to compile. */
export interface CompileOptions {
  /**
   * The ruleset hash of these very packs, when the caller has it already (a worker thread compiling
   * what its parent compiled and hashed): taken as given, so the packs are not hashed a second time.
   */
  hash?: string;
}

/** The hash a ruleset compiled from `packs` carries (and every state of its matches). */
export function rulesetHash(packs: readonly PackInput[]): string {
  return hashJson(packs.map((p) => [p.manifest, p.entities]));
}

/**
 * The seat variables read by the answers the runtime keeps until a write (ruleset/reads.ts): the
 * modes' endings, the `who` of their `each` phases and every modifier's `while` (flags), of every
 * entity (a superset is safe).
 */
export function keptSeatVars(items: ReadonlyArray<{ entity: Args }>): Set<string> {
  return keptNames(items, seatVarsRead);
}

/** The marker names read by the same kept answers (keptSeatVars'): endings, each's `who`, modifiers' `while`. */
export function keptMarkers(items: ReadonlyArray<{ entity: Args }>): Set<string> {
  return keptNames(items, markersRead);
}

/** The names `read` finds in the answers the runtime keeps until a write (see keptSeatVars). */
function keptNames(
  items: ReadonlyArray<{ entity: Args }>,
  read: (raw: unknown, into: Set<string>) => Set<string>,
): Set<string> {
  const names = new Set<string>();
  for (const { entity } of items) {
    if (entity.kind === 'mode' && Array.isArray(entity.endings))
      for (const e of entity.endings) if (isObject(e)) read(e.when, names);
    // Its phases under `phases` or `turn` (mode.ts reads either): the whole mode is walked (a superset is safe).
    if (entity.kind === 'mode') eachWhoNames(entity, names, read);
    if (Array.isArray(entity.modifiers)) for (const m of entity.modifiers) if (isObject(m)) read(m.while, names);
  }
  return names;
}

/** Adds the names `read` finds in the `who` of every `each` phase in `raw` (a mode's phases) to `into`. */
function eachWhoNames(raw: unknown, into: Set<string>, read: (raw: unknown, into: Set<string>) => Set<string>): void {
  if (Array.isArray(raw)) for (const x of raw) eachWhoNames(x, into, read);
  else if (isObject(raw)) {
    if (raw.type === 'each') read(raw.who, into);
    for (const key in raw) if (key !== 'who') eachWhoNames(raw[key], into, read);
  }
}

/** Compiles packs into a ruleset; on any error the ruleset is null. */
export function compileRuleset(
  packs: readonly PackInput[],
  options: CompileOptions = {},
): { ruleset: Ruleset | null; diagnostics: Diagnostic[] } {
  const slots = slotTable();
  const shared: CxShared = { nodes: [], diagnostics: [], known: new Set(), actions: new Set(), decks: {}, slots };
  const items: Item[] = [];
  for (const pack of packs) {
    for (const entity of pack.entities) {
      if (!isObject(entity) || typeof entity.id !== 'string') continue;
      // Interned (state/ids.ts), as cx.defId's ids are: the same string object wherever a definition is named.
      const id = interned(`${pack.manifest.id}:${entity.id}`);
      items.push({ pack, source: entity, entity, id });
      if (DEF_KINDS.has(String(entity.kind))) shared.known.add(id);
      if (entity.kind === 'deck' && shared.decks) shared.decks[id] = entity;
      if (entity.kind === 'mode' || entity.kind === 'character' || entity.kind === 'piece') {
        for (const a of Array.isArray(entity.actions) ? entity.actions : [])
          if (isObject(a)) shared.actions?.add(String(a.id));
      }
    }
  }
  const fileOf = ({ pack, source }: Item) => {
    const src = pack.sources?.get(source);
    return {
      file: src?.file ?? `${pack.manifest.id}/${String(source.kind)}/${String(source.id)}`,
      pointer: src?.pointer ?? '',
    };
  };
  const unresolved = resolveExtends(items, shared, fileOf);
  shared.seatVarsRead = keptSeatVars(items);
  shared.markersRead = keptMarkers(items);
  const defs: Record<string, Def> = {};
  const modes: Ruleset['modes'] = {};
  const plain: Record<string, string[]> = {};
  const scenarios: Scenario[] = [];
  for (const item of items) {
    const { pack, entity, id } = item;
    const origin = { pack: pack.manifest.id, def: id, ...fileOf(item) };
    if (entity.kind === 'mode') {
      if (unresolved.has(item)) continue;
      modes[id] = compileMode(entity, shared, origin);
      (plain[String(entity.id)] ??= []).push(id);
      continue;
    }
    if (entity.kind === 'enigma-scenario') {
      scenarios.push(compileScenario(entity, pack.manifest.id, id));
      continue;
    }
    if (!DEF_KINDS.has(String(entity.kind))) continue;
    const cx = createCx(shared, origin);
    const taken = defs[id];
    if (taken) {
      // One id space for every definition: a `def` may name a room, a card or a character.
      cx.error(
        '/id',
        `${String(entity.kind)} "${String(entity.id)}" has the same id as ${taken.kind} "${String(entity.id)}"`,
      );
      continue;
    }
    const scope = entity.kind === 'character' || entity.kind === 'piece' ? 'self' : 'occupants';
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
      modifiersByRule: new Map(),
      ...kitOf(entity.kit),
    };
    (defs[id] as Def).modifiersByRule = splitByRule((defs[id] as Def).modifiers);
    const code = isObject(entity.code) ? textInputOf(entity.code.alphabet, entity.code.length) : null;
    if (code) (defs[id] as Def).textFormat = code;
    if (entity.condition !== undefined) (defs[id] as Def).condition = cx.expr(entity.condition, '/condition');
  }
  for (const m of Object.values(modes)) m.actionsNamed = actionsNamedByRule([...Object.values(defs), m]);
  const modeAliases: Record<string, string> = {};
  for (const [name, ids] of Object.entries(plain)) if (ids.length === 1) modeAliases[name] = ids[0] as string;
  const diagnostics = shared.diagnostics;
  if (diagnostics.some((d) => d.severity === 'error')) return { ruleset: null, diagnostics };
  const ruleset: Ruleset = {
    hash: options.hash ?? rulesetHash(packs),
    slots,
    nodes: shared.nodes,
    defs,
    modes,
    modeAliases,
    globalModifierDefs: Object.values(defs)
      .filter((d) => d.modifiers.some((m) => m.scope === 'all'))
      .map((d) => d.id),
    modifierHolders: holdersByRule(defs),
    hasFlags: [...Object.values(defs), ...Object.values(modes)].some((d) => d.modifiers.some((m) => m.rule === 'flag')),
    scenarios: Object.fromEntries(
      scenarios.sort((x, y) => x.number - y.number || (x.id < y.id ? -1 : 1)).map((sc) => [sc.id, sc]),
    ),
  };
  return { ruleset, diagnostics };
}

/** The rules whose modifiers apply to the actions they list (see Mode.actionsNamed). */
const ACTION_RULES = ['forbid-action', 'restrict-targets'];

/** Per action-listing rule, the actions listed by its modifiers in these holders (see Mode.actionsNamed). */
function actionsNamedByRule(holders: Array<{ modifiers: CompiledModifier[] }>): Map<string, Set<string> | null> {
  const out = new Map<string, Set<string> | null>();
  for (const { modifiers } of holders)
    for (const m of modifiers) {
      if (!ACTION_RULES.includes(m.rule)) continue;
      const named = out.has(m.rule) ? (out.get(m.rule) as Set<string> | null) : new Set<string>();
      // Skipping a `while` that draws from the RNG would change the game: such a rule is asked always.
      if (named === null || (m.reads & UNTRACKED) !== 0) out.set(m.rule, null);
      else {
        for (const a of m.actions ?? []) named.add(a);
        out.set(m.rule, named);
      }
    }
  return out;
}

/** Per rule, the ids of the definitions that carry a modifier of it. */
function holdersByRule(defs: Record<string, Def>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const id in defs) {
    for (const rule of (defs[id] as Def).modifiersByRule.keys()) {
      let set = out.get(rule);
      if (!set) out.set(rule, (set = new Set()));
      set.add(id);
    }
  }
  return out;
}
