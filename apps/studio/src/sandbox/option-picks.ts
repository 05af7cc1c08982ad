// Which option of the pending decision a click on a tile, card or zone
// answers: the first seat still to answer that has an option targeting it.
import type { SandboxDecision } from '../engine/engine-protocol.ts';

/** A seat's option, as a click answers it. */
export interface OptionPick {
  seat: string;
  option: string;
  label: string;
}

/** The option targeting `what` (a component, or a zone with `{ zone }`), or null when none does. */
export function pickFor(
  decision: SandboxDecision | null,
  what: { component?: string; zone?: string },
): OptionPick | null {
  for (const s of decision?.seats ?? []) {
    if (s.answered) continue;
    const o = s.options.find((x) =>
      what.component !== undefined ? x.component === what.component : what.zone !== undefined && x.zone === what.zone,
    );
    if (o) return { seat: s.seat, option: o.id, label: o.label };
  }
  return null;
}
