// Turns one ajv error into a sentence an author can act on.
import { escapeSegment } from '../parse/pointer.ts';
import { didYouMean } from '../util/suggest.ts';
import type { SchemaError } from './validators.ts';

/** What a diagnostic says and where it points: at the value, or at a key. */
export interface Shaped {
  pointer: string;
  message: string;
  hint?: string;
  atKey?: boolean;
}

/** Names a JSON value's type the way authors think of it. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  if (typeof value === 'string') return 'a string';
  return typeof value === 'boolean' ? 'a boolean' : String(typeof value);
}

/** Each JSON type with its article, as messages say it. */
export const ARTICLES: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** The first sentence of a schema description, as a hint. */
export function firstSentence(text: unknown): string | undefined {
  if (typeof text !== 'string' || !text) return undefined;
  const end = text.search(/\.(\s|$)/);
  return end >= 0 ? text.slice(0, end + 1) : text;
}

/** ` for "field"` naming the property at `pointer`, or "" for an array item or the whole value. */
export function forField(pointer: string): string {
  const field = lastSegment(pointer);
  return field === 'value' ? '' : ` for "${field}"`;
}

/** The last step of a pointer, naming the property at fault ("value" at the root). */
export function lastSegment(pointer: string): string {
  const last = pointer.slice(pointer.lastIndexOf('/') + 1);
  return last && !/^\d+$/.test(last) ? last.replace(/~1/g, '/').replace(/~0/g, '~') : 'value';
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function label(schema: Record<string, unknown> | undefined, fallback: string): string {
  const title = typeof schema?.['title'] === 'string' ? (schema['title'] as string) : '';
  return title ? title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : fallback;
}

/** The message for one error that stands on its own (not part of a oneOf group). */
export function shapeError(e: SchemaError, prefix: string): Shaped {
  const pointer = prefix + e.instancePath;
  const p = e.params;
  switch (e.keyword) {
    case 'required':
      return { pointer, message: `missing required property "${String(p['missingProperty'])}"` };
    case 'additionalProperties': {
      const name = String(p['additionalProperty']);
      if (e.parentSchema?.['patternProperties'] && !e.parentSchema['properties']) {
        const hint = firstSentence(e.parentSchema['description']);
        return {
          pointer: `${pointer}/${escapeSegment(name)}`,
          message: `invalid key "${name}"`,
          atKey: true,
          ...(hint ? { hint } : {}),
        };
      }
      const known = Object.keys((e.parentSchema?.['properties'] as object | undefined) ?? {});
      const hint = didYouMean(name, known);
      return {
        pointer: `${pointer}/${escapeSegment(name)}`,
        message: `unknown property "${name}"`,
        atKey: true,
        ...(hint ? { hint } : {}),
      };
    }
    case 'propertyNames':
      return {
        pointer: `${pointer}/${escapeSegment(String(p['propertyName']))}`,
        message: `invalid key "${String(p['propertyName'])}"`,
        atKey: true,
      };
    case 'type': {
      const types = Array.isArray(p['type']) ? (p['type'] as string[]) : String(p['type']).split(',');
      const expected = types.map((t) => ARTICLES[t] ?? t).join(' or ');
      return { pointer, message: `expected ${expected}${forField(pointer)}, found ${typeName(e.data)}` };
    }
    case 'const':
      return { pointer, message: `expected ${show(p['allowedValue'])}, found ${show(e.data)}` };
    case 'enum': {
      const allowed = ((p['allowedValues'] as unknown[]) ?? []).map(show);
      const hint =
        typeof e.data === 'string'
          ? didYouMean(
              e.data,
              allowed.map((a) => a.replace(/^"|"$/g, '')),
            )
          : undefined;
      return {
        pointer,
        message: `expected one of ${allowed.join(', ')}, found ${show(e.data)}`,
        ...(hint ? { hint } : {}),
      };
    }
    case 'pattern':
      return patternMessage(e, pointer);
    case 'format': {
      const hint = firstSentence(e.parentSchema?.['description']);
      return { pointer, message: `${show(e.data)} is not a valid ${String(p['format'])}`, ...(hint ? { hint } : {}) };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const sign = { minimum: '≥', maximum: '≤', exclusiveMinimum: '>', exclusiveMaximum: '<' }[e.keyword];
      return { pointer, message: `expected a number ${sign} ${String(p['limit'])}, found ${show(e.data)}` };
    }
    case 'minItems':
      return { pointer, message: `expected at least ${String(p['limit'])} item${p['limit'] === 1 ? '' : 's'}` };
    case 'maxItems':
      return { pointer, message: `expected at most ${String(p['limit'])} item${p['limit'] === 1 ? '' : 's'}` };
    case 'minLength':
      return { pointer, message: `expected at least ${String(p['limit'])} character${p['limit'] === 1 ? '' : 's'}` };
    case 'maxLength':
      return { pointer, message: `expected at most ${String(p['limit'])} characters` };
    case 'minProperties':
      return { pointer, message: `expected at least ${String(p['limit'])} propert${p['limit'] === 1 ? 'y' : 'ies'}` };
    case 'uniqueItems':
      return { pointer, message: `items ${String(p['j'])} and ${String(p['i'])} are the same; each may appear once` };
    case 'false schema':
      return { pointer, message: 'no value is allowed here' };
    default:
      return { pointer, message: e.message ?? `fails "${e.keyword}"` };
  }
}

function patternMessage(e: SchemaError, pointer: string): Shaped {
  const what = label(e.parentSchema, 'value');
  const value = show(e.data);
  if (what === 'id' || what === 'reference') {
    const suggestion =
      typeof e.data === 'string'
        ? e.data
            .toLowerCase()
            .replace(/[^a-z0-9:]+/g, '-')
            .replace(/^-+|-+$/g, '')
        : '';
    return {
      pointer,
      message: `${value} is not a valid ${what}: use lower-case letters, digits and dashes`,
      ...(suggestion ? { hint: `did you mean "${suggestion}"?` } : {}),
    };
  }
  const description = firstSentence(e.parentSchema?.['description']);
  return {
    pointer,
    // Untitled: name the field, not "a valid to" (which read as "is not a valid to A bound name").
    message: what === 'value' ? `${value} is not valid${forField(pointer)}` : `${value} is not a valid ${what}`,
    hint: description ?? `expected the pattern ${String(e.params['pattern'])}`,
  };
}

// What a union's members are called, by tag, when its schema has no title (contracts.md §1).
const TAG_NOUNS: Record<string, string> = {
  do: 'effect',
  on: 'trigger',
  rule: 'modifier',
  op: 'expression',
  select: 'selector',
  expect: 'expectation',
};

/** The message for a discriminator error: an unknown tag value, with the closest known one. */
export function shapeDiscriminator(e: SchemaError, prefix: string, known: string[]): Shaped {
  const tag = String(e.params['tag']);
  const pointer = prefix + e.instancePath;
  if (e.params['error'] !== 'mapping') return { pointer, message: `missing required property "${tag}"` };
  const value = String(e.params['tagValue']);
  const what = label(e.parentSchema, TAG_NOUNS[tag] ?? tag);
  const noun = tag === 'type' || tag === 'kind' ? `${what} ${tag}` : what;
  const hint = didYouMean(value, known);
  const listed = hint ? {} : known.length ? { hint: `expected one of ${known.map((k) => `"${k}"`).join(', ')}` } : {};
  return { pointer: `${pointer}/${tag}`, message: `unknown ${noun} "${value}"`, ...(hint ? { hint } : listed) };
}
