// Reads one pack: parses every file keeping positions, checks pack.json and
// each entity against its schema. Never throws on content.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate, parseJson, type ParsedJson } from '../parse/json.ts';
import { ENTITY_KINDS, isEntityKind } from '../registry/schema-set.ts';
import { didYouMean } from '../util/suggest.ts';
import { errorsToDiagnostics } from '../validate/to-diagnostics.ts';
import type { LoadContext } from './context.ts';
import { contentFiles, displayPath } from './files.ts';
import type { EntityRecord, PackState } from './pack-state.ts';
import type { PackInput } from './types.ts';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function at(parsed: ParsedJson, pointer: string, message: string, hint?: string, key = false): Diagnostic {
  const { line, column } = locate(parsed, pointer, key);
  return { file: parsed.file, pointer, line, column, severity: 'error', message, ...(hint ? { hint } : {}) };
}

/** Reads the entities of one parsed content file into `records`; each must be an object with a known `kind`. */
function readEntities(parsed: ParsedJson, ctx: LoadContext, out: Diagnostic[], records: EntityRecord[]): void {
  const value = parsed.value;
  if (!Array.isArray(value)) {
    readEntity(value, '', parsed, ctx, out, records);
    return;
  }
  if (value.length === 0) out.push(at(parsed, '', 'empty file: expected an entity or an array of entities'));
  for (let i = 0; i < value.length; i += 1) readEntity(value[i], `/${i}`, parsed, ctx, out, records);
}

/** Reads one entity of a file (at `pointer` in it), schema-checked. */
function readEntity(
  item: unknown,
  pointer: string,
  parsed: ParsedJson,
  ctx: LoadContext,
  out: Diagnostic[],
  records: EntityRecord[],
): void {
  if (!isObject(item)) {
    out.push(at(parsed, pointer, 'expected an entity object with a "kind"'));
    return;
  }
  const kind = item['kind'];
  if (!Object.prototype.hasOwnProperty.call(item, 'kind')) {
    out.push(
      at(
        parsed,
        pointer,
        'missing required property "kind"',
        `expected one of ${ENTITY_KINDS.map((k) => `"${k}"`).join(', ')}`,
      ),
    );
    return;
  }
  if (!isEntityKind(kind)) {
    const hint = typeof kind === 'string' ? didYouMean(kind, ENTITY_KINDS) : undefined;
    out.push(
      at(
        parsed,
        `${pointer}/kind`,
        `unknown kind ${JSON.stringify(kind)}`,
        hint ?? `expected one of ${ENTITY_KINDS.map((k) => `"${k}"`).join(', ')}`,
      ),
    );
    return;
  }
  const validate = ctx.validators[kind];
  const valid = validate(item);
  if (!valid) out.push(...errorsToDiagnostics(validate.errors ?? [], parsed, pointer, ctx.tags));
  // `$schema` is the editor's link to the schema, not content: it is kept in the file, not in the
  // entity, so a rewritten link (migrate.ts) leaves the ruleset and its hash as they were.
  const { $schema: _link, ...entity } = item;
  records.push({ kind, value: entity, parsed, pointer, valid });
}

/** Reads and schema-checks one pack input. */
export function readPack(input: PackInput, ctx: LoadContext, out: Diagnostic[]): PackState {
  const files = contentFiles(input);
  out.push(...files.diagnostics);
  const state: PackState = {
    input,
    id: input.root,
    manifest: undefined,
    manifestFile: undefined,
    manifestValid: false,
    entities: [],
    dependencies: new Map(),
    dependencyKeys: new Map(),
    active: true,
    complete: files.diagnostics.length === 0,
  };
  if (!files.manifest) {
    const file = displayPath(input.root, 'pack.json');
    out.push({
      file,
      pointer: '',
      line: 1,
      column: 1,
      severity: 'error',
      message: 'missing pack.json',
      hint: 'every pack folder needs a pack.json manifest',
    });
    state.complete = false;
  } else {
    const { parsed, diagnostics } = parseJson(files.manifest.file, files.manifest.text);
    out.push(...diagnostics);
    state.manifestFile = parsed;
    if (parsed.value === undefined) state.complete = false;
    if (parsed.value !== undefined && !isObject(parsed.value))
      out.push(at(parsed, '', 'pack.json must hold an object'));
    else if (isObject(parsed.value)) {
      state.manifest = parsed.value;
      state.manifestValid = ctx.validators.pack(parsed.value);
      if (!state.manifestValid)
        out.push(...errorsToDiagnostics(ctx.validators.pack.errors ?? [], parsed, '', ctx.tags));
      if (typeof parsed.value['id'] === 'string' && parsed.value['id']) state.id = parsed.value['id'];
    }
  }
  for (const file of files.content) {
    const { parsed, diagnostics } = parseJson(file.file, file.text);
    out.push(...diagnostics);
    if (parsed.value !== undefined) readEntities(parsed, ctx, out, state.entities);
    else state.complete = false;
  }
  return state;
}

/** Parses and schema-checks one file on its own (no linking): what an editor runs per keystroke. */
export function checkOneFile(file: string, text: string, ctx: LoadContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { parsed, diagnostics } = parseJson(file, text);
  out.push(...diagnostics);
  if (parsed.value === undefined) return out;
  if (file === 'pack.json' || file.endsWith('/pack.json')) {
    if (!ctx.validators.pack(parsed.value))
      out.push(...errorsToDiagnostics(ctx.validators.pack.errors ?? [], parsed, '', ctx.tags));
  } else readEntities(parsed, ctx, out, []);
  return out;
}
