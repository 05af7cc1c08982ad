// `schedule`: effects delayed until the n-th matching event, with today's bindings.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { namesRead } from '../ruleset/reads.ts';
import type { CompiledTrigger } from '../ruleset/types.ts';

/** Handler of `do: schedule`. */
export const schedule: EffectHandler = {
  do: 'schedule',
  compile: (a, cx, path) => {
    const on = (a.on ?? {}) as Record<string, unknown>;
    const same = sameNames(a.where);
    const spec: CompiledTrigger & {
      occurrence: number;
      whereReads: readonly number[] | null;
      whereSame: readonly [number, number] | null;
    } = {
      on: String(on.on),
      where: a.where === undefined ? null : cx.expr(a.where, `${path}/where`),
      body: cx.effects(a.run, `${path}/run`),
      cause: { def: cx.def, path },
      occurrence: typeof a.occurrence === 'number' ? a.occurrence : 1,
      whereReads: a.where === undefined ? null : (namesRead(a.where)?.map((n) => cx.slot(n)) ?? null),
      whereSame: same === null ? null : [cx.slot(same[0]), cx.slot(same[1])],
    };
    for (const k of ['phase', 'action', 'name', 'zone'] as const) if (typeof on[k] === 'string') spec[k] = on[k];
    const id = cx.node(path, {
      schedule: spec,
      step: (rt, f) => {
        rt.s.stack.pop();
        const s = rt.s;
        s.scheduled.push({
          id: `x${s.next.scheduled++}`,
          on: spec.on,
          remaining: spec.occurrence,
          node: id,
          source: spec.cause,
          bindings: f.b,
          action: s.action,
        });
      },
    });
    return id;
  },
};

/**
 * The two names of a `where` that is `same` of two bound names (`{ op: same, a: "self", b: "target" }`:
 * a reminder waiting for one room's reveal), else null. Such a test is answered by comparing the two
 * values, with no record of the names and no expression call (see dispatch.ts's fireScheduled).
 */
export function sameNames(where: unknown): readonly [string, string] | null {
  if (typeof where !== 'object' || where === null || Array.isArray(where)) return null;
  const w = where as Record<string, unknown>;
  return w.op === 'same' && typeof w.a === 'string' && typeof w.b === 'string' ? [w.a, w.b] : null;
}
