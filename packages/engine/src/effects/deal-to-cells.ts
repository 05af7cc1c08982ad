// `deal-to-cells`: the top of a stack dealt into the empty cells of a grid region.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { putInto, zoneDecl } from '../runtime/table.ts';

/** Handler of `do: deal-to-cells`. */
export const dealToCells: EffectHandler = {
  do: 'deal-to-cells',
  compile: (a, cx, path) => {
    const from = cx.zone(a.from, `${path}/from`);
    const to = cx.zone(a.to, `${path}/to`);
    const region = typeof a.region === 'string' ? a.region : null;
    const faceUp = a.faceUp === true;
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      const src = s.zones[from(rt, b)];
      const gridId = to(rt, b);
      const grid = s.zones[gridId];
      if (!src || src.kind === 'grid' || !grid || grid.kind !== 'grid') return;
      const cells = region === null ? grid.cells.map((_, i) => i) : (zoneDecl(rt.mode, gridId)?.regions[region] ?? []);
      let dealt = 0;
      for (const cell of cells) {
        if (grid.cells[cell] !== null) continue;
        const id = src.items[0];
        const c = id === undefined ? undefined : s.components[id];
        if (!c) break;
        putInto(s, c, gridId, 'top', cell);
        c.faceUp = faceUp;
        dealt++;
      }
      emit(rt, { type: 'dealt', data: { to: gridId, count: dealt }, text: `${dealt} dealt into ${gridId}` });
    });
  },
};
