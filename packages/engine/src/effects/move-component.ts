// `move-component`: components into a zone (stack end or index, set, hand, grid cell).
import type { EffectHandler } from '../ruleset/handlers.ts';
import type { Position } from '../runtime/table.ts';
import { emitComponentMoved, placeComponent } from '../runtime/moves.ts';

/** Handler of `do: move-component`. */
export const moveComponent: EffectHandler = {
  do: 'move-component',
  compile: (a, cx, path) => {
    const component = cx.selector(a.component, `${path}/component`);
    const to = cx.zone(a.to, `${path}/to`);
    const position: Position = a.position === 'bottom' ? 'bottom' : typeof a.position === 'number' ? a.position : 'top';
    const cell = a.cell === undefined ? null : cx.selector(a.cell, `${path}/cell`);
    const faceUp = typeof a.faceUp === 'boolean' ? a.faceUp : null;
    const unseen = a.unseen === true;
    return cx.prim(path, (rt, b) => {
      const zone = to(rt, b);
      const cellId = cell ? cell(rt, b)[0] : undefined;
      const index = cellId === undefined ? undefined : Number(cellId.slice(cellId.lastIndexOf('#') + 1));
      const ids = component(rt, b);
      // Placed one by one on top: go backwards so the first listed ends on top.
      const ordered = position === 'top' ? ids.slice().reverse() : ids;
      for (const id of ordered) {
        const c = rt.s.components[id];
        if (!c) continue;
        const from = c.location?.zone ?? null;
        const wasFaceUp = c.faceUp;
        if (faceUp !== null) c.faceUp = faceUp;
        // Turned face down in sight of everyone: whoever saw its face still knows it, unless it goes unseen.
        if (wasFaceUp && !c.faceUp && !unseen)
          for (const seat of rt.s.seatOrder)
            if (rt.s.seats[seat]?.eyesOpen !== false && !c.seenBy.includes(seat)) c.seenBy.push(seat);
        if (unseen) c.seenBy = [];
        if (placeComponent(rt, id, zone, position, index)) emitComponentMoved(rt, id, from, wasFaceUp);
      }
    });
  },
};
