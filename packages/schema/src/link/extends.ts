// Modes that extend a base mode: the base's rule properties, replaced whole by
// the ones the mode gives itself. Resolved once here, after linking, so the
// loader's output (and everything downstream: engine, CLI, studio) only ever
// sees complete modes.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadContext } from '../load/context.ts';
import type { EntityRecord, PackState } from '../load/pack-state.ts';
import { entityDiagnostic } from './entity-diagnostic.ts';

type Obj = Record<string, unknown>;

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
];

/** A mode on top of its (already resolved) base: a shallow merge, the mode's own properties winning. */
export function mergeMode(base: Obj, mode: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(base)) if (!MODE_OWN_KEYS.includes(key)) out[key] = value;
  for (const [key, value] of Object.entries(mode)) if (key !== 'extends') out[key] = value;
  return out;
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
    if (typeof ref !== 'string') return record.valid ? record.value : undefined;
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
    const merged = mergeMode(baseValue, record.value);
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
