// Selectors that bind or combine other selectors' lists.
import type { Bindings } from '../state/types.ts';
import type { SelectorHandler } from '../ruleset/handlers.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { nextInt } from '../rng/rng.ts';
import { asList, asNumber, truthy } from '../runtime/values.ts';
import type { Expr, Sel } from '../ruleset/types.ts';
import { BOUND_NULL, IT, SELF } from '../state/slots.ts';

/**
 * Bindings that see `it` on top of `b`, reused across candidates (never stored in a frame).
 * A flat copy, not `Object.create(b)`: an object used as a prototype leaves V8's fast
 * property mode, which slowed every later read of those bindings.
 */
export function scratch(b: Bindings): Bindings {
  const out = b.slice();
  out[IT] = BOUND_NULL;
  return out;
}

/**
 * Keeps the ids for which `where` holds, with each bound as `it`. `it` is bound on `b` itself for
 * the loop and put back as it was after it (a copy of `b` per call was a top cost of every
 * filtered target list); the condition is an expression, which binds nothing and keeps no
 * reference to its bindings. Bindings that had no `it` get their `it` slot back unbound (bindings
 * shorter than its slot are grown to reach it: the slots added are unbound, and read, hash and load
 * back from JSON as the shorter array did).
 */
export function keepWhere(rt: Runtime, b: Bindings, ids: string[], where: Expr): string[] {
  if (ids.length === 0) return ids;
  const before = b[IT];
  // The first kept id starts a one-item literal (allocated at its size; a push into \`[]\` grows it).
  let out: string[] | null = null;
  try {
    for (const id of ids) {
      b[IT] = id;
      if (truthy(where(rt, b))) {
        if (out === null) out = [id];
        else out.push(id);
      }
    }
  } finally {
    b[IT] = before;
  }
  return out ?? [];
}

/** How many of the ids `where` holds for, each bound as `it` as `keepWhere` does (restored the same way), without building the list. */
export function countWhere(rt: Runtime, b: Bindings, ids: readonly string[], where: Expr): number {
  if (ids.length === 0) return 0;
  const before = b[IT];
  let n = 0;
  try {
    for (const id of ids) {
      b[IT] = id;
      if (truthy(where(rt, b))) n++;
    }
  } finally {
    b[IT] = before;
  }
  return n;
}

/** `self`: the component or piece whose content runs. */
export const self: SelectorHandler = { select: 'self', compile: () => (_rt, b) => asList(b[SELF]) };

/** `var`: a bound name. */
export const variable: SelectorHandler = {
  select: 'var',
  compile: (a, cx) => {
    const slot = cx.slot(String(a.name));
    return (_rt, b) => asList(b[slot]);
  },
};

/** `union`: everything any selector gives, without duplicates. */
export const union: SelectorHandler = {
  select: 'union',
  compile: (a, cx, path) => {
    const parts: Sel[] = (Array.isArray(a.of) ? a.of : []).map((x, i) => cx.selector(x, `${path}/of/${i}`));
    return (rt, b) => {
      const out: string[] = [];
      for (const p of parts) for (const id of p(rt, b)) if (!out.includes(id)) out.push(id);
      return out;
    };
  },
};

/** `except`: what `from` gives minus what `remove` gives. */
export const except: SelectorHandler = {
  select: 'except',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const remove = cx.selector(a.remove, `${path}/remove`);
    const list: Sel = (rt, b) => {
      const gone = remove(rt, b);
      return from(rt, b).filter((id) => !gone.includes(id));
    };
    list.count = (rt, b) => {
      const gone = remove(rt, b);
      let n = 0;
      for (const id of from(rt, b)) if (!gone.includes(id)) n++;
      return n;
    };
    return list;
  },
};

/** `filter`: what `from` gives, where the condition holds. */
export const filter: SelectorHandler = {
  select: 'filter',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const where = cx.expr(a.where, `${path}/where`);
    return (rt, b) => keepWhere(rt, b, from(rt, b), where);
  },
};

/** `first`: the first n items. */
export const first: SelectorHandler = {
  select: 'first',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    if (a.count === undefined || a.count === 1) {
      // One item (a decision's seat, most often): taken without a slice, and without the list at all
      // when `from` can find its first item alone.
      const one = from.one ?? ((rt: Runtime, b: Bindings) => from(rt, b)[0]);
      const list: Sel = (rt, b) => {
        const id = one(rt, b);
        return id === undefined ? [] : [id];
      };
      list.one = one;
      return list;
    }
    const count = cx.expr(a.count, `${path}/count`);
    return (rt, b) => from(rt, b).slice(0, Math.max(0, asNumber(count(rt, b))));
  },
};

/** Whether key `x` sorts strictly before key `y` in the order's direction (`sign`, 1 or -1). */
function keyBefore(x: number | string, y: number | string, sign: number): boolean {
  return (x < y ? -1 : x > y ? 1 : 0) * sign < 0;
}

/** `sorted`: ordered by a key per item (stable). */
export const sorted: SelectorHandler = {
  select: 'sorted',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const by = cx.expr(a.by, `${path}/by`);
    const sign = a.order === 'desc' ? -1 : 1;
    return (rt, b) => {
      const ids = from(rt, b);
      const n = ids.length;
      // Sorted as the keys are made, by insertion into the list and a list of keys beside it, kept in
      // step: no record per item (the lists are short: the seats, a room's pieces, and the builtin
      // \`sort\`'s set-up and comparator calls cost more than the sorting). An item goes after every
      // item with an equal key, so ties keep list order, as a stable sort does.
      const out = new Array<string>(n);
      const keys = new Array<number | string>(n);
      // Each key is computed with the id bound as \`it\` on \`b\` itself, put back after as \`keepWhere\`
      // does (a copy of the bindings per call went through V8's slow clone path, and every read of
      // the copy missed the caches: its shape was its own).
      const was = b[IT];
      try {
        for (let i = 0; i < n; i++) {
          const id = ids[i] as string;
          b[IT] = id;
          const v = by(rt, b);
          const k = typeof v === 'number' ? v : String(v ?? '');
          let j = i - 1;
          while (j >= 0 && keyBefore(k, keys[j] as number | string, sign)) {
            out[j + 1] = out[j] as string;
            keys[j + 1] = keys[j] as number | string;
            j--;
          }
          out[j + 1] = id;
          keys[j + 1] = k;
        }
      } finally {
        b[IT] = was;
      }
      return out;
    };
  },
};

/** `random`: n items drawn with the seeded RNG. */
export const random: SelectorHandler = {
  select: 'random',
  compile: (a, cx, path) => {
    const from = cx.selector(a.from, `${path}/from`);
    const count = cx.expr(a.count ?? 1, `${path}/count`);
    return (rt, b) => {
      const pool = from(rt, b).slice();
      const out: string[] = [];
      let n = asNumber(count(rt, b));
      // Each draw takes the item out of the pool and closes the gap, as `splice` would, by moving the
      // rest down in place: `splice` is a call into V8's builtins that also makes an array of what it
      // removed (a deal of six cards out of a box of twenty, twice a round).
      let left = pool.length;
      while (n-- > 0 && left > 0) {
        const i = nextInt(rt.s.rng, left);
        out.push(pool[i] as string);
        left--;
        for (let k = i; k < left; k++) pool[k] = pool[k + 1] as string;
      }
      return out;
    };
  },
};
