// `create-components`: new components of given definitions in a zone (a stack in
// listed order from the top, or the cells of a grid region).
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Expr } from '../ruleset/types.ts';
import { emit, type Runtime } from '../runtime/runtime.ts';
import { putInto, putNewLast, zoneDecl } from '../runtime/table.ts';
import { makeComponent } from '../runtime/writes.ts';
import { truthy } from '../runtime/values.ts';
import { takeCount } from './count.ts';

/** Creates one component (off the table) and returns its id. */
export function newComponent(rt: Runtime, def: string, faceUp: boolean): string {
  return makeComponent(rt, def, faceUp).id;
}

/** Handler of `do: create-components`. */
export const createComponents: EffectHandler = {
  do: 'create-components',
  compile: (a, cx, path) => {
    const zone = cx.zone(a.zone, `${path}/zone`);
    const raw = Array.isArray(a.items) ? (a.items as Array<Record<string, unknown>>) : [];
    const items = raw.map((it, i) => ({
      def: cx.defId(it.def, `${path}/items/${i}/def`),
      count: cx.expr(it.count ?? 1, `${path}/items/${i}/count`),
      // A literal count (most items) is read here, not through its expression's call per round.
      literal: typeof (it.count ?? 1) === 'number' ? ((it.count ?? 1) as number) : null,
      when: (it.when === undefined ? null : cx.expr(it.when, `${path}/items/${i}/when`)) as Expr | null,
    }));
    const faceUp = a.faceUp === true;
    const region = typeof a.region === 'string' ? a.region : null;
    return cx.prim(path, (rt, b) => {
      const zoneId = zone(rt, b);
      const z = rt.s.zones[zoneId];
      if (!z) return;
      const cells = region === null ? null : (zoneDecl(rt.mode, zoneId)?.regions[region] ?? []);
      let cellIndex = 0;
      let made = 0;
      for (const it of items) {
        if (it.when && !truthy(it.when(rt, b))) continue;
        const n = takeCount(rt, it.literal ?? it.count(rt, b), 'create-components count');
        for (let k = 0; k < n; k++) {
          const c = makeComponent(rt, it.def, faceUp);
          if (z.kind === 'grid') {
            let cell = cells ? cells[cellIndex++] : z.cells.indexOf(null);
            while (cells && cell !== undefined && z.cells[cell] !== null) cell = cells[cellIndex++];
            if (cell === undefined || cell < 0) continue;
            putInto(rt.s, c, zoneId, 'bottom', cell);
          } else putNewLast(z, zoneId, c);
          made++;
        }
      }
      // Nobody reads events in the silent profile: no event object or text made there.
      if (rt.silent) return;
      emit(rt, {
        type: 'components-created',
        data: { zone: zoneId, count: made },
        text: `${made} components into ${zoneId}`,
      });
    });
  },
};
