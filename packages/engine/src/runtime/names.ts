// One shape for every binding record of a ruleset. The names any content of a ruleset can bind
// (`let`'s name, a loop's or a choice's `as`, the names the engine binds for events, phases and
// actions) and the names it reads are collected as it compiles; a record made by the run loop has
// all of them, in one order, the unbound ones `undefined`. V8 then sees one hidden class where it
// saw one per set of names bound: a copy (`bind`) is a clone of a known shape and a read of a bound
// name a load at a known place, where both were megamorphic. An undefined binding reads, hashes
// (canonicalJson) and serialises (JSON) as an absent one, so states and hashes are unchanged;
// records of other shapes (made by hand, loaded from JSON) stay correct, only slower, and are
// given the ruleset's shape when a frame is pushed with them.
import type { Bindings } from '../state/types.ts';

/**
 * The key every record of a ruleset's shape has, first (never bound: its value stays undefined).
 * `FIXED in b` tells such a record from any other at the cost of one property check.
 */
export const FIXED = '';

/** Names the engine itself binds (events, phases, actions, modifiers) or content reads by default. */
const ENGINE_NAMES = [
  'self',
  'actor',
  'seat',
  'piece',
  'it',
  'target',
  'serial',
  'name',
  'from',
  'to',
  'zone',
  'phase',
  'turn',
  'action',
  'choice',
  'text',
];

// The names noted for each ruleset being compiled, by its node list (one per ruleset, shared by
// every definition's compile context), and the record shape made of them once play asks for it.
const noted = new WeakMap<readonly unknown[], Set<string>>();
const blanks = new WeakMap<readonly unknown[], Bindings>();
let lastNodes: readonly unknown[] | null = null;
let lastBlank: Bindings | null = null;

/** Notes that content compiled into `nodes` (a ruleset's node list) binds or reads `name`. */
export function noteName(nodes: readonly unknown[], name: string): void {
  let set = noted.get(nodes);
  if (!set) noted.set(nodes, (set = new Set()));
  set.add(name);
}

/**
 * The record of the ruleset whose node list is `nodes` with nothing bound: every name noted for it
 * (the engine's first, then content's in code-unit order) set to undefined. Copied, never written.
 */
export function blankOf(nodes: readonly unknown[]): Bindings {
  if (nodes === lastNodes) return lastBlank as Bindings;
  let blank = blanks.get(nodes);
  if (!blank) {
    const names = [...ENGINE_NAMES];
    const own = [...(noted.get(nodes) ?? [])].sort();
    for (const n of own) if (!names.includes(n) && n !== FIXED) names.push(n);
    // Read from JSON text (data, never code): V8 gives the object its properties in place. Added one
    // by one with computed keys, an object past a dozen or so properties becomes a slow dictionary.
    blank = JSON.parse(`{${[FIXED, ...names].map((n) => `${JSON.stringify(n)}:null`).join(',')}}`) as Bindings;
    for (const n in blank) (blank as Record<string, unknown>)[n] = undefined;
    blanks.set(nodes, blank);
  }
  lastNodes = nodes;
  lastBlank = blank;
  return blank;
}

/** `b` in the ruleset's shape: `b` itself when it has it, else a copy of the blank record with `b`'s names set. */
export function fixed(nodes: readonly unknown[], b: Bindings): Bindings {
  if (FIXED in b) return b;
  const out = { ...blankOf(nodes) };
  for (const k in b) out[k] = b[k] as Bindings[string];
  return out;
}
