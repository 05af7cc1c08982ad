// `reveal-role`: seats' secret roles become public knowledge. The seat is
// marked `revealed` (every view then shows its role and team) and a public
// event names the role, in the order the selector gives.
import type { EffectHandler } from '../ruleset/handlers.ts';
import { emit } from '../runtime/runtime.ts';
import { wrote } from '../runtime/writes.ts';
import { MARKERS } from '../ruleset/reads.ts';

/** The seat marker that makes a seat's role and team public in every view. */
export const REVEALED = 'revealed';

/** Handler of `do: reveal-role`. */
export const revealRole: EffectHandler = {
  do: 'reveal-role',
  compile: (a, cx, path) => {
    const of = cx.selector(a.seat, `${path}/seat`);
    return cx.prim(path, (rt, b) => {
      const s = rt.s;
      for (const id of of(rt, b)) {
        // A piece stands for the seat controlling it.
        const seatId = id in s.seats ? id : s.pieces[id]?.seat;
        const seat = seatId ? s.seats[seatId] : undefined;
        if (!seat || (seat.markers[REVEALED] ?? 0) > 0) continue;
        seat.markers[REVEALED] = 1;
        wrote(rt, MARKERS);
        emit(
          rt,
          {
            type: 'role-revealed',
            seat: seat.id,
            ...(id !== seat.id ? { piece: id } : {}),
            data: { role: seat.role, team: seat.team, public: true },
            text: `${seat.id} is ${seat.role ?? 'without a role'}${seat.team ? ` (${seat.team})` : ''}`,
          },
          'public',
        );
      }
    });
  },
};
