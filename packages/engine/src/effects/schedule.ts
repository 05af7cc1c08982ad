// `schedule`: effects delayed until the n-th matching event, with today's bindings.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { namesRead } from '../ruleset/reads.ts';
import type { CompiledTrigger } from '../ruleset/types.ts';

/** Handler of `do: schedule`. */
export const schedule: EffectHandler = {
  do: 'schedule',
  compile: (a, cx, path) => {
    const on = (a.on ?? {}) as Record<string, unknown>;
    const spec: CompiledTrigger & { occurrence: number; whereReads: readonly string[] | null } = {
      on: String(on.on),
      where: a.where === undefined ? null : cx.expr(a.where, `${path}/where`),
      body: cx.effects(a.run, `${path}/run`),
      cause: { def: cx.def, path },
      occurrence: typeof a.occurrence === 'number' ? a.occurrence : 1,
      whereReads: a.where === undefined ? null : namesRead(a.where),
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
