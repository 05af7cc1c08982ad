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
    const regionCells = typeof a.region === 'string' ? a.region : null;
    const faceUp = a.faceUp === true;
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      const srcId = from(rt, b);
      const src = s.zones[srcId];
      const gridId = to(rt, b);
      const grid = s.zones[gridId];
      if (!src || src.kind === 'grid' || !grid || grid.kind !== 'grid') return;
      const region = regionCells === null ? null : (zoneDecl(rt.mode, gridId)?.regions[regionCells] ?? []);
      const n = region === null ? grid.cells.length : region.length;
      const items = src.items;
      // The top `taken` items go into the cells in one pass and leave the stack in one splice
      // (putInto would take each out of the stack's front on its own).
      let taken = 0;
      let dealt = 0;
      for (let k = 0; k < n; k++) {
        const cell = region === null ? k : (region[k] as number);
        if (grid.cells[cell] !== null) continue;
        const id = items[taken];
        const c = id === undefined ? undefined : s.components[id];
        if (!c) break;
        // A component whose location is not this stack (a hand-made state) goes the general way.
        if (c.location?.zone !== srcId || c.location.cell !== undefined) {
          items.splice(0, taken);
          taken = 0;
          putInto(s, c, gridId, 'top', cell);
        } else {
          grid.cells[cell] = id as string;
          c.location = { zone: gridId, cell };
          taken++;
        }
        c.faceUp = faceUp;
        dealt++;
      }
      items.splice(0, taken);
      if (!rt.silent)
        emit(rt, { type: 'dealt', data: { to: gridId, count: dealt }, text: `${dealt} dealt into ${gridId}` });
    });
  },
};
