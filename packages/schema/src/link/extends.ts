// Modes that extend a base mode: the base's rule properties, replaced whole by
// the ones the mode gives itself, or edited item by item through `amend`.
// Resolved once here, after linking, so the loader's output (and everything
// downstream: engine, CLI, studio) only ever sees complete modes. What a mode
// inherits from a base in another pack has its plain entity ids qualified with
// that pack's id, so they keep naming what they named there.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadContext } from '../load/context.ts';
import type { EntityRecord, PackState } from '../load/pack-state.ts';
import { fromPointer } from '../parse/pointer.ts';
import { isEntityKind, schemaIdOf } from '../registry/schema-set.ts';
import { closest } from '../util/suggest.ts';
import { entityDiagnostic } from './entity-diagnostic.ts';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The lists `amend` edits by id (replace, remove, append). */
export const AMEND_BY_ID: readonly string[] = [
  'zones',
  'counters',
  'roles',
  'markers',
  'tokens',
  'phases',
  'actions',
  'endings',
];
/** The lists `amend` can only append to: their items have no ids. */
export const AMEND_APPEND_ONLY: readonly string[] = ['triggers', 'modifiers'];

const idOf = (item: unknown): string | undefined =>
  isObj(item) && typeof item['id'] === 'string' ? item['id'] : undefined;
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A base list with one `amend` entry applied: replaced in place, removed, then appended. */
function amendList(list: unknown[], edit: Obj): unknown[] {
  const replace = new Map<string, unknown>();
  for (const item of listOf(edit['replace'])) {
    const id = idOf(item);
    if (id !== undefined && !replace.has(id)) replace.set(id, item);
  }
  const remove = new Set(listOf(edit['remove']).filter((v): v is string => typeof v === 'string'));
  const kept = list.filter((item) => {
    const id = idOf(item);
    return id === undefined || !remove.has(id);
  });
  const out = kept.map((item) => {
    const id = idOf(item);
    return id !== undefined && replace.has(id) ? replace.get(id) : item;
  });
  return [...out, ...listOf(edit['append'])];
}

/** Properties a mode never takes from its base: what names and documents it, and the link itself. */
export const MODE_OWN_KEYS: readonly string[] = [
  '$schema',
  'kind',
  'id',
  'name',
  'aliases',
  'origin',
  'description',
  'extends',
  'amend',
];

/**
 * A mode on top of its (already resolved) base: a shallow merge, the mode's own properties
 * winning, then the mode's `amend` applied to the base's lists. Total: an `amend` entry that
 * names no base item just does nothing here (the loader reports it, see `amendProblems`).
 */
export function mergeMode(base: Obj, mode: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(base)) if (!MODE_OWN_KEYS.includes(key)) out[key] = value;
  for (const [key, value] of Object.entries(mode)) if (key !== 'extends' && key !== 'amend') out[key] = value;
  const amend = mode['amend'];
  if (isObj(amend)) {
    for (const [list, edit] of Object.entries(amend)) {
      if (!isObj(edit) || Object.prototype.hasOwnProperty.call(mode, list)) continue;
      if (!AMEND_BY_ID.includes(list) && !AMEND_APPEND_ONLY.includes(list)) continue;
      out[list] = amendList(listOf(base[list]), edit);
    }
  }
  return out;
}

/** One problem with a mode's `amend` against its resolved base: where (under the mode) and what. */
export interface AmendProblem {
  pointer: string;
  message: string;
  hint?: string;
}

/** Everything in a mode's `amend` that does not fit its base: unknown ids, duplicates, a list also given whole. */
export function amendProblems(base: Obj, mode: Obj, baseName: string): AmendProblem[] {
  const amend = mode['amend'];
  if (!isObj(amend)) return [];
  const out: AmendProblem[] = [];
  for (const [list, edit] of Object.entries(amend)) {
    if (!isObj(edit)) continue;
    const at = `/amend/${list}`;
    if (Object.prototype.hasOwnProperty.call(mode, list)) {
      out.push({
        pointer: at,
        message: `"${list}" is given whole and amended: pick one`,
        hint: `drop "${list}" to keep the base's and edit them, or drop amend.${list}`,
      });
      continue;
    }
    const baseIds = listOf(base[list]).map(idOf);
    const known = new Set(baseIds.filter((id): id is string => id !== undefined));
    const seen = new Map<string, string>();
    const missing = (pointer: string, id: string) => {
      const match = closest(id, known);
      out.push({
        pointer,
        message: `the base "${baseName}" has no ${list} item "${id}"`,
        ...(match ? { hint: `did you mean "${match}"?` } : {}),
      });
    };
    const once = (pointer: string, id: string, how: string) => {
      const before = seen.get(id);
      if (before) out.push({ pointer, message: `"${id}" is already ${before} in amend.${list}` });
      else seen.set(id, how);
      return !before;
    };
    listOf(edit['replace']).forEach((item, i) => {
      const id = idOf(item);
      if (id === undefined) return;
      if (once(`${at}/replace/${i}/id`, id, 'replaced') && !known.has(id)) missing(`${at}/replace/${i}/id`, id);
    });
    listOf(edit['remove']).forEach((id, i) => {
      if (typeof id !== 'string') return;
      if (once(`${at}/remove/${i}`, id, 'removed') && !known.has(id)) missing(`${at}/remove/${i}`, id);
    });
    listOf(edit['append']).forEach((item, i) => {
      const id = idOf(item);
      if (id === undefined) return;
      // Removed then appended: the way to move a base item to the end of the list.
      if (seen.get(id) === 'removed') {
        seen.set(id, 'moved');
        return;
      }
      if (!once(`${at}/append/${i}/id`, id, 'appended')) return;
      if (known.has(id))
        out.push({
          pointer: `${at}/append/${i}/id`,
          message: `the base "${baseName}" already has ${list} item "${id}"`,
          hint: `put it under amend.${list}.replace to change it`,
        });
    });
  }
  return out;
}

/** Sets the string at a pointer inside a value (the pointer came from walking that value). */
function setAt(value: unknown, pointer: string, text: string): void {
  const path = fromPointer(pointer);
  const last = path.pop();
  let node: unknown = value;
  for (const segment of path) node = (node as Record<string, unknown>)[segment];
  if (last !== undefined && node && typeof node === 'object') (node as Record<string, unknown>)[last] = text;
}

/**
 * A copy of a base mode's complete value with every plain entity id that names an entity of
 * the base's pack written as "<basePack>:<id>": read from a mode of another pack, a plain id
 * would name that pack's entity instead. Names (zones, markers, counters…) are looked up
 * across dependencies and need nothing.
 */
export function qualifyInherited(value: Obj, basePack: PackState, ctx: LoadContext): Obj {
  const root = ctx.index.root(schemaIdOf('mode'));
  if (!root) return value;
  const copy = structuredClone(value);
  // The base pack's ids by kind, gathered once rather than searched for each reference.
  const ids = new Map<string, Set<unknown>>();
  for (const r of basePack.entities) {
    let set = ids.get(r.kind);
    if (!set) ids.set(r.kind, (set = new Set()));
    set.add(r.value['id']);
  }
  for (const mark of ctx.walker.marks(copy, root)) {
    if (mark.role !== 'ref' || mark.value.includes(':')) continue;
    const kinds = mark.kind.split('|').filter(isEntityKind);
    const own = kinds.some((kind) => ids.get(kind)?.has(mark.value) === true);
    if (own) setAt(copy, mark.pointer, `${basePack.id}:${mark.value}`);
  }
  return copy;
}

function at(record: EntityRecord, message: string, hint?: string): Diagnostic {
  return entityDiagnostic(record, '/extends', message, hint ? { hint } : {});
}

/** The mode record an `extends` names: plain ids in the pack itself, "packId:id" in the pack or a dependency. */
function findBase(pack: PackState, ref: string): EntityRecord | undefined {
  const colon = ref.indexOf(':');
  const owner = colon < 0 || ref.slice(0, colon) === pack.id ? pack : pack.dependencies.get(ref.slice(0, colon));
  const id = colon < 0 ? ref : ref.slice(colon + 1);
  return owner?.entities.find((r) => r.kind === 'mode' && r.value['id'] === id);
}

/**
 * Sets `resolved` on every valid mode that extends another: its base chain merged in and
 * checked as a complete mode. A cycle, or a merge that is still not a complete mode, is
 * reported at the mode's `extends`; such a mode (and one whose base failed) becomes invalid,
 * so it is left out of the loaded packs. An unknown base was already reported by the linker.
 */
export function resolveModeExtends(packs: readonly PackState[], ctx: LoadContext, out: Diagnostic[]): void {
  const owner = new Map<EntityRecord, PackState>();
  for (const pack of packs) for (const r of pack.entities) if (r.kind === 'mode') owner.set(r, pack);
  const state = new Map<EntityRecord, 'open' | 'done'>();
  const chain: EntityRecord[] = [];

  /** The complete value of a mode record, or undefined when it cannot be had. */
  const resolve = (record: EntityRecord): Obj | undefined => {
    const ref = record.value['extends'];
    if (typeof ref !== 'string') {
      if (record.valid && record.value['amend'] !== undefined) {
        out.push(
          entityDiagnostic(record, '/amend', 'mode amends a base but extends none', {
            hint: 'add "extends" naming the base mode, or give the lists whole',
          }),
        );
        record.valid = false;
      }
      return record.valid ? record.value : undefined;
    }
    if (state.get(record) === 'done') return record.valid ? record.resolved : undefined;
    if (state.get(record) === 'open') {
      const loop = chain.slice(chain.indexOf(record));
      loop.forEach((r, i) => {
        // Each mode's message starts from itself: "b → a → b" in b's file.
        const names = [...loop.slice(i), ...loop.slice(0, i + 1)].map((m) => String(m.value['id'])).join(' → ');
        out.push(
          at(r, `mode extends itself: ${names}`, 'a chain of "extends" must end at a mode that extends nothing'),
        );
        r.valid = false;
      });
      return undefined;
    }
    state.set(record, 'open');
    chain.push(record);
    const pack = owner.get(record);
    const base = pack ? findBase(pack, ref) : undefined;
    const baseValue = base ? resolve(base) : undefined;
    chain.pop();
    state.set(record, 'done');
    if (!record.valid) return undefined;
    if (!baseValue) {
      // The linker reported an unknown base; an invalid base has its own diagnostics.
      record.valid = false;
      return undefined;
    }
    const basePack = base ? owner.get(base) : undefined;
    const inherited = basePack && basePack !== pack ? qualifyInherited(baseValue, basePack, ctx) : baseValue;
    const problems = amendProblems(inherited, record.value, ref);
    if (problems.length > 0) {
      for (const p of problems)
        out.push(entityDiagnostic(record, p.pointer, p.message, p.hint ? { hint: p.hint } : {}));
      record.valid = false;
      return undefined;
    }
    const merged = mergeMode(inherited, record.value);
    if (!ctx.validators.mode(merged)) {
      for (const error of ctx.validators.mode.errors ?? []) {
        if (error.keyword === 'if') continue;
        const missing = error.keyword === 'required' ? error.params['missingProperty'] : undefined;
        out.push(
          at(
            record,
            typeof missing === 'string'
              ? `mode is incomplete: neither it nor its base "${ref}" gives "${missing}"`
              : `mode with its base "${ref}" is not a valid mode: ${error.instancePath || '/'} ${error.message ?? ''}`.trim(),
          ),
        );
      }
      record.valid = false;
      return undefined;
    }
    if (!Array.isArray(merged['phases']) || merged['phases'].length === 0) {
      // The engine plays no mode without a turn. The schema does not ask it of a lone mode (the
      // fixtures hold such partial modes), but a mode put together from a base is checked whole.
      out.push(at(record, `mode is incomplete: neither it nor its base "${ref}" gives "phases"`));
      record.valid = false;
      return undefined;
    }
    record.resolved = merged;
    return merged;
  };

  for (const record of owner.keys()) resolve(record);
}
