// Links packs: every `x-ref` string must name something declared — an entity
// of the pack (or "packId:id" of a dependency), or a name some mode or the
// manifest declares in the pack or its dependencies.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LoadContext } from '../load/context.ts';
import type { PackState } from '../load/pack-state.ts';
import { locate, type ParsedJson } from '../parse/json.ts';
import { isEntityKind, schemaIdOf } from '../registry/schema-set.ts';
import { closest } from '../util/suggest.ts';
import { declareEntities, declareMarks, type Declarations } from './declarations.ts';
import type { Mark } from './walk.ts';

/** The marks of one walked value (an entity or pack.json), whose refs are checked once all is declared. */
interface Walked {
  marks: Mark[];
  parsed: ParsedJson;
}

function transitive(pack: PackState): PackState[] {
  const seen = new Set<PackState>([pack]);
  const queue = [pack];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const dep of next.dependencies.values()) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      queue.push(dep);
    }
  }
  return [...seen];
}

// A reference's kinds ("room|card"), split once per distinct spelling rather than once per reference.
const splitKinds = new Map<string, readonly string[]>();
function kindsOf(kind: string): readonly string[] {
  let kinds = splitKinds.get(kind);
  if (!kinds) splitKinds.set(kind, (kinds = kind.split('|')));
  return kinds;
}

function has(decl: Declarations | undefined, kind: string, id: string): boolean {
  if (!decl) return false;
  return isEntityKind(kind) ? decl.entities.get(kind)?.has(id) === true : decl.names.get(kind)?.has(id) === true;
}

function candidates(decl: Declarations | undefined, kind: string): string[] {
  if (!decl) return [];
  return isEntityKind(kind) ? [...(decl.entities.get(kind)?.keys() ?? [])] : [...(decl.names.get(kind) ?? [])];
}

/** The diagnostic for a reference that names nothing. */
function unknownRef(mark: Mark, parsed: ParsedJson, message: string, hint?: string): Diagnostic {
  const { line, column } = locate(parsed, mark.pointer);
  return {
    file: parsed.file,
    pointer: mark.pointer,
    line,
    column,
    severity: 'error',
    message,
    ...(hint ? { hint } : {}),
  };
}

/** Checks one reference against the pack and everything it depends on; a diagnostic when it names nothing. */
function check(
  mark: Mark,
  parsed: ParsedJson,
  pack: PackState,
  reachable: PackState[],
  all: Map<PackState, Declarations>,
): Diagnostic | undefined {
  const kinds = kindsOf(mark.kind);
  const colon = mark.value.indexOf(':');
  const prefix = colon >= 0 ? mark.value.slice(0, colon) : undefined;
  const id = colon >= 0 ? mark.value.slice(colon + 1) : mark.value;
  let scope: PackState[];
  if (prefix !== undefined) {
    const target = prefix === pack.id ? pack : pack.dependencies.get(prefix);
    if (!target)
      return unknownRef(
        mark,
        parsed,
        `unknown pack "${prefix}" in "${mark.value}"`,
        `add "${prefix}" to "dependencies" in pack.json`,
      );
    scope = [target];
  } else {
    scope = reachable;
  }
  for (const kind of kinds) {
    // A plain entity id names the pack's own entity; other packs' need "packId:".
    if (prefix === undefined && isEntityKind(kind)) {
      if (has(all.get(pack), kind, id)) return undefined;
    } else for (const p of scope) if (has(all.get(p), kind, id)) return undefined;
  }
  const what = kinds.length > 2 ? `${kinds.slice(0, -1).join(', ')} or ${kinds[kinds.length - 1]}` : kinds.join(' or ');
  if (prefix === undefined) {
    for (const dep of scope.slice(1)) {
      if (kinds.some((k) => has(all.get(dep), k, id)))
        return unknownRef(mark, parsed, `unknown ${what} "${id}"`, `did you mean "${dep.id}:${id}"?`);
    }
  }
  const pool = kinds.flatMap((k) =>
    (prefix === undefined && isEntityKind(k) ? [pack] : scope).flatMap((p) => candidates(all.get(p), k)),
  );
  const match = closest(id, pool);
  return unknownRef(
    mark,
    parsed,
    `unknown ${what} "${mark.value}"`,
    match ? `did you mean "${prefix !== undefined ? `${prefix}:` : ''}${match}"?` : undefined,
  );
}

/** Resolves every reference of the active packs, reporting duplicates and unknown names; returns the declarations. */
export function linkPacks(packs: PackState[], ctx: LoadContext, out: Diagnostic[]): Map<PackState, Declarations> {
  const all = new Map<PackState, Declarations>();
  const pending = new Map<PackState, Walked[]>();
  const packRoot = ctx.index.root(schemaIdOf('pack'));
  for (const pack of packs) {
    const decl = declareEntities(pack, out);
    // Kept by walked value rather than as one object per reference: there are thousands a load.
    const walked: Walked[] = [];
    if (pack.manifest && pack.manifestFile && packRoot)
      walked.push({ marks: ctx.walker.marks(pack.manifest, packRoot), parsed: pack.manifestFile });
    for (const record of pack.entities) {
      const root = ctx.index.root(schemaIdOf(record.kind));
      if (root) walked.push({ marks: ctx.walker.marks(record.value, root, record.pointer), parsed: record.parsed });
    }
    for (const { marks } of walked) declareMarks(decl, marks);
    all.set(pack, decl);
    pending.set(pack, walked);
  }
  for (const pack of packs) {
    const reachable = transitive(pack);
    // Unreadable files hide declarations; "unknown" would mostly be echoes of that.
    if (reachable.some((p) => !p.complete)) continue;
    for (const { marks, parsed } of pending.get(pack) ?? [])
      for (const mark of marks) {
        if (mark.role !== 'ref') continue;
        const problem = check(mark, parsed, pack, reachable, all);
        if (problem) out.push(problem);
      }
  }
  return all;
}
