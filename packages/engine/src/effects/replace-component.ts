// `replace-component`: a new component of another definition takes the old one's place.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { piecesOn, putInto } from '../runtime/table.ts';
import { newComponent } from './create-components.ts';
import { EVERYTHING, wrote } from '../runtime/writes.ts';

/** Handler of `do: replace-component`. */
export const replaceComponent: EffectHandler = {
  do: 'replace-component',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    const def = cx.defId(a.def, `${path}/def`);
    const discard = a.discard === undefined ? null : cx.zone(a.discard, `${path}/discard`);
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      const oldId = component(rt, b)[0];
      const old = oldId === undefined ? undefined : s.components[oldId];
      const loc = old?.location;
      const zone = loc ? s.zones[loc.zone] : undefined;
      if (!old || !loc || !zone) return;
      const fresh = s.components[newComponent(rt, def, true)];
      if (!fresh) return;
      if (zone.kind === 'grid') zone.cells[loc.cell as number] = fresh.id;
      else zone.items[zone.items.indexOf(old.id)] = fresh.id;
      fresh.location = { ...loc };
      wrote(rt, EVERYTHING);
      old.location = null;
      for (const p of piecesOn(s, old.id)) (s.pieces[p] as { location: unknown }).location = { component: fresh.id };
      if (discard) putInto(s, old, discard(rt, b), 'top');
      emit(rt, {
        type: 'component-replaced',
        component: old.id,
        data: { by: fresh.id, def },
        text: `${old.id} is replaced`,
      });
    });
  },
};
