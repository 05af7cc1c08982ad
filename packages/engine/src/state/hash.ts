// A stable hash of JSON data: keys sorted, so equal states hash equal however
// they were built, in Node and in browsers alike.

/**
 * Serialises JSON data with object keys sorted. One string is built as the value is walked (an array of
 * parts per object and array, joined, cost most of a ruleset's hash). What it gives is fixed, since hashes
 * depend on it: keys in code-unit order, those whose value is undefined left out; an undefined array item
 * `null`, a hole nothing; a leaf (or a function or symbol anywhere) as `JSON.stringify` gives it, else `null`.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ',';
      const item: unknown = value[i];
      if (item === undefined) out += i in value ? 'null' : '';
      else out += typeof item === 'string' ? JSON.stringify(item) : canonicalJson(item);
    }
    return out + ']';
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = '{';
  for (const k of keys) {
    const item = obj[k];
    if (item === undefined) continue;
    if (out.length > 1) out += ',';
    out += quotedKey(k);
    out += ':';
    out += typeof item === 'string' ? JSON.stringify(item) : canonicalJson(item);
  }
  return out + '}';
}

// Keys repeat across a state or a ruleset (a few hundred names, quoted millions of times): each is quoted once.
const quoted = new Map<string, string>();
const KEPT_KEYS = 50_000;

function quotedKey(k: string): string {
  let q = quoted.get(k);
  if (q === undefined) {
    if (quoted.size >= KEPT_KEYS) quoted.clear();
    q = JSON.stringify(k);
    quoted.set(k, q);
  }
  return q;
}

/** Hashes a string to 16 hex digits (two independent FNV-1a lanes). */
export function hashString(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 15;
  }
  return a.toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** Hashes JSON data canonically. */
export function hashJson(value: unknown): string {
  return hashString(canonicalJson(value));
}
