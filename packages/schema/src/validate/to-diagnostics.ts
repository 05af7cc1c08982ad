// Converts ajv's error list into diagnostics: one per real problem, located in
// the source, with oneOf noise folded into the one message that matters.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate, type ParsedJson } from '../parse/json.ts';
import type { DiscriminatorTable } from './discriminators.ts';
import {
  ARTICLES,
  firstSentence,
  forField,
  lastSegment,
  shapeDiscriminator,
  shapeError,
  typeName,
  type Shaped,
} from './error-messages.ts';
import type { SchemaError } from './validators.ts';

const under = (path: string, parent: string) => path === parent || path.startsWith(parent + '/');

/** The message for a oneOf nobody matched, when no single branch explains it. */
function oneOfMessage(e: SchemaError, prefix: string, branchErrors: SchemaError[]): Shaped {
  const pointer = prefix + e.instancePath;
  if (e.params['passingSchemas'])
    return { pointer, message: 'matches more than one allowed shape; make it unambiguous' };
  const consts = ((e.parentSchema?.['oneOf'] as Array<Record<string, unknown>>) ?? [])
    .map((b) => b['const'])
    .filter((c): c is string => typeof c === 'string');
  if (consts.length > 0 && branchErrors.every((b) => b.keyword === 'const')) {
    const value = e.data;
    const shaped = shapeError({ ...e, keyword: 'enum', params: { allowedValues: consts } }, prefix);
    const title =
      typeof e.parentSchema?.['title'] === 'string'
        ? String(e.parentSchema['title']).toLowerCase()
        : lastSegment(pointer);
    const listed = `expected one of ${consts.map((c) => `"${c}"`).join(', ')}`;
    return { pointer, message: `unknown ${title} ${JSON.stringify(value)}`, hint: shaped.hint ?? listed };
  }
  if (
    branchErrors.length > 0 &&
    branchErrors.every((b) => b.keyword === 'required' && b.instancePath === e.instancePath)
  ) {
    const names = branchErrors.map((b) => `"${String(b.params['missingProperty'])}"`);
    return { pointer, message: `missing a property: expected one of ${[...new Set(names)].join(', ')}` };
  }
  const hint = firstSentence(e.parentSchema?.['description']);
  // Branches that differ only by type ("an integer or a string"): say so, naming the field.
  const branches = ((e.parentSchema?.['oneOf'] ?? e.parentSchema?.['anyOf']) as Array<Record<string, unknown>>) ?? [];
  const types = branches.map((b) => (typeof b['type'] === 'string' && !('$ref' in b) ? (b['type'] as string) : null));
  if (types.length > 0 && types.every((t) => t !== null) && typeof e.parentSchema?.['title'] !== 'string') {
    const expected = [...new Set(types as string[])].map((t) => ARTICLES[t] ?? t).join(' or ');
    return {
      pointer,
      message: `expected ${expected}${forField(pointer)}, found ${typeName(e.data)}`,
      ...(hint ? { hint } : {}),
    };
  }
  const title = typeof e.parentSchema?.['title'] === 'string' ? String(e.parentSchema['title']) : lastSegment(pointer);
  const what = title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return { pointer, message: `expected ${what}, found ${typeName(e.data)}`, ...(hint ? { hint } : {}) };
}

/** Folds oneOf/discriminator groups; returns the errors worth a diagnostic, shaped. */
export function shapeErrors(errors: readonly SchemaError[], prefix: string, tags: DiscriminatorTable): Shaped[] {
  const kept: Array<SchemaError | Shaped> = [];
  const pathOf = (x: SchemaError | Shaped) => ('keyword' in x ? prefix + x.instancePath : x.pointer);
  for (const e of errors) {
    if (e.keyword === 'oneOf' || e.keyword === 'anyOf') {
      const at = prefix + e.instancePath;
      const branch: Array<SchemaError | Shaped> = [];
      for (let last = kept.at(-1); last && under(pathOf(last), at); last = kept.at(-1)) {
        kept.pop();
        branch.unshift(last);
      }
      const count = ((e.parentSchema?.['oneOf'] ?? e.parentSchema?.['anyOf']) as unknown[] | undefined)?.length ?? 0;
      const wrongType = branch.filter((b) => 'keyword' in b && b.keyword === 'type' && prefix + b.instancePath === at);
      const rest = branch.filter((b) => !wrongType.includes(b));
      if (!e.params['passingSchemas'] && count - wrongType.length === 1 && rest.length > 0) kept.push(...rest);
      else
        kept.push(
          oneOfMessage(
            e,
            prefix,
            branch.filter((b): b is SchemaError => 'keyword' in b),
          ),
        );
    } else if (e.keyword === 'if') {
      // "must match the then/else schema" only repeats the branch's own errors, reported already.
      continue;
    } else if (e.keyword === 'propertyNames') {
      // The key's own failure comes first, at the object's path: fold it into one "invalid key".
      const inner: SchemaError[] = [];
      const isInner = (x: SchemaError | Shaped | undefined): x is SchemaError =>
        x !== undefined && 'keyword' in x && x.instancePath === e.instancePath && x.data === e.params['propertyName'];
      for (let last = kept.at(-1); isInner(last); last = kept.at(-1)) {
        kept.pop();
        inner.unshift(last);
      }
      const hint = inner[0] ? shapeError(inner[0], prefix).hint : undefined;
      kept.push({ ...shapeError(e, prefix), ...(hint ? { hint } : {}) });
    } else if (e.keyword === 'discriminator') {
      const tagPath = `${prefix}${e.instancePath}/${String(e.params['tag'])}`;
      const outside = kept.filter((k) => !under(pathOf(k), tagPath));
      kept.splice(0, kept.length, ...outside);
      kept.push(shapeDiscriminator(e, prefix, tags.valuesFor(e.parentSchema)));
    } else {
      kept.push(e);
    }
  }
  return kept.map((x) => ('keyword' in x ? shapeError(x, prefix) : x));
}

/**
 * A misspelt property shows twice: "unknown property "color"" and "missing
 * required property "colour"". The first, with its hint, says it all.
 */
function dropExplainedMissing(shaped: Shaped[]): Shaped[] {
  const explained = new Set<string>();
  for (const s of shaped) {
    const meant =
      s.atKey && s.message.startsWith('unknown property')
        ? /^did you mean "(.*)"\?$/.exec(s.hint ?? '')?.[1]
        : undefined;
    if (meant !== undefined) explained.add(`${s.pointer.slice(0, s.pointer.lastIndexOf('/'))}\u0000${meant}`);
  }
  return shaped.filter((s) => {
    const missing = /^missing required property "(.*)"$/.exec(s.message)?.[1];
    return missing === undefined || !explained.has(`${s.pointer}\u0000${missing}`);
  });
}

/** Schema errors for one value of a parsed file, as located diagnostics. */
export function errorsToDiagnostics(
  errors: readonly SchemaError[],
  parsed: ParsedJson,
  prefix: string,
  tags: DiscriminatorTable,
): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const shaped of dropExplainedMissing(shapeErrors(errors, prefix, tags))) {
    const key = `${shaped.pointer}\u0000${shaped.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { line, column } = locate(parsed, shaped.pointer, shaped.atKey === true);
    out.push({
      file: parsed.file,
      pointer: shaped.pointer,
      line,
      column,
      severity: 'error',
      message: shaped.message,
      ...(shaped.hint ? { hint: shaped.hint } : {}),
    });
  }
  return out;
}
