// `open-zone`: opens a zone's items to seats (the player who opens a closed
// room sees what is inside), or closes it again. Whatever a zone's `contents`
// hides from others, the seats it is opened to see its items by id.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';

/** Handler of `do: open-zone`. */
export const openZone: EffectHandler = {
  do: 'open-zone',
  compile: (a, cx, path) => {
    const zoneOf = cx.zone(a.zone, `${path}/zone`);
    const open = a.open !== false;
    // Opening defaults to the bound seat; closing without seats closes the zone to everyone.
    const seatOf = a.seat === undefined && !open ? null : cx.selector(a.seat ?? 'seat', `${path}/seat`);
    return cx.prim(path, (rt, b) => {
      const zone = zoneOf(rt, b);
      const z = rt.s.zones[zone];
      if (!z) return;
      const seats = seatOf ? seatOf(rt, b).filter((id) => id in rt.s.seats) : [...rt.s.seatOrder];
      const was = z.openTo ?? [];
      const now = open ? [...was, ...seats.filter((id) => !was.includes(id))] : was.filter((id) => !seats.includes(id));
      if (now.length) z.openTo = now;
      else delete z.openTo;
      emit(rt, {
        type: open ? 'zone-opened' : 'zone-closed',
        data: { zone, seats },
        text: open
          ? `${zone} is opened to ${seats.join(', ') || 'nobody'}`
          : `${zone} is closed${seatOf ? ` to ${seats.join(', ')}` : ''}`,
      });
    });
  },
};
