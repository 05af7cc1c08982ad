// Trigger dispatch: an event pushes the effects of every trigger that hears it
// (the mode's first, then the component's or piece's own, then delayed
// effects), so they run before whatever raised the event continues.
import type { Bindings, ScheduledEffect } from '../state/types.ts';
import type { CompiledTrigger } from '../ruleset/types.ts';
import { push, type Runtime } from './runtime.ts';
import { truthy } from './values.ts';

/** Values an event carries that trigger filters (phase, action, name, zone) test. */
export interface EventFilter {
  phase?: string;
  action?: string;
  name?: string;
  zone?: string;
}

/** Whose own triggers hear an event besides the mode's. */
export interface EventSubject {
  component?: string;
  piece?: string;
  /** Only the subject's triggers, not the mode's (signals sent to items). */
  only?: boolean;
}

const NO_FILTER: EventFilter = {};

function matches(t: { phase?: string; action?: string; name?: string; zone?: string }, e: EventFilter): boolean {
  if (t.phase !== undefined && t.phase !== e.phase) return false;
  if (t.action !== undefined && t.action !== e.action) return false;
  if (t.name !== undefined && t.name !== e.name) return false;
  if (t.zone !== undefined && e.zone !== t.zone && !e.zone?.startsWith(`${t.zone}@`)) return false;
  return true;
}

function collect(
  rt: Runtime,
  hits: Array<[number, Bindings]>,
  list: CompiledTrigger[] | undefined,
  bindings: Bindings,
  e: EventFilter,
): void {
  if (!list) return;
  for (const t of list) {
    if (!matches(t, e)) continue;
    if (t.where && !truthy(t.where(rt, bindings))) continue;
    hits.push([t.body, bindings]);
  }
}

/** Fires an event: pushes the effects of every trigger that hears it, in hearing order. */
export function dispatch(
  rt: Runtime,
  on: string,
  b: Bindings,
  subject: EventSubject,
  e: EventFilter = NO_FILTER,
): void {
  const { s, rs } = rt;
  const modeList = subject.only ? undefined : rt.mode.triggers[on];
  const { component, piece } = subject;
  const c = component ? s.components[component] : undefined;
  const componentList = c && rs.defs[c.def]?.triggers[on];
  const p = piece ? s.pieces[piece] : undefined;
  const pieceList = p && rs.defs[p.def]?.triggers[on];
  const scheduled = !subject.only && waitsFor(s.scheduled, on);
  // Most events are heard by nobody: leave before allocating anything.
  if (!modeList && !componentList && !pieceList && !scheduled) return;
  const hits: Array<[number, Bindings]> = [];
  if (modeList) collect(rt, hits, modeList, b, e);
  if (component && componentList)
    collect(rt, hits, componentList, b.self === component ? b : { ...b, self: component }, e);
  if (piece && pieceList) collect(rt, hits, pieceList, { ...b, self: piece }, e);
  if (scheduled) fireScheduled(rt, on, b, e, hits);
  for (let i = hits.length - 1; i >= 0; i--) {
    const [body, bindings] = hits[i] as [number, Bindings];
    push(rt, body, bindings);
  }
}

/**
 * Whether anyone would hear an event that has no component or piece for subject: a trigger of the
 * mode, or a delayed effect. Callers that fire such events every phase or turn ask first, so that
 * nobody listening costs no bindings object.
 */
export function heard(rt: Runtime, on: string): boolean {
  return rt.mode.triggers[on] !== undefined || waitsFor(rt.s.scheduled, on);
}

/** Whether a delayed effect waits for this event (most events are waited for by none). */
function waitsFor(list: ScheduledEffect[], on: string): boolean {
  for (let i = 0; i < list.length; i++) if ((list[i] as ScheduledEffect).on === on) return true;
  return false;
}

function fireScheduled(rt: Runtime, on: string, b: Bindings, e: EventFilter, hits: Array<[number, Bindings]>): void {
  const list = rt.s.scheduled;
  // Most events fire none of the delayed effects: the list is rebuilt only once one is used up.
  let keep: ScheduledEffect[] | null = null;
  for (let i = 0; i < list.length; i++) {
    const sch = list[i] as ScheduledEffect;
    const spec = sch.on === on ? rt.rs.nodes[sch.node]?.schedule : undefined;
    let done = false;
    // A delayed effect never fires on the end of the action that scheduled it.
    if (spec && matches(spec, e) && !(on === 'action-done' && b.serial === sch.action)) {
      const merged = { ...sch.bindings, ...b };
      if (!spec.where || truthy(spec.where(rt, merged))) {
        sch.remaining -= 1;
        if (sch.remaining <= 0) {
          hits.push([spec.body, merged]);
          done = true;
        }
      }
    }
    if (done && keep === null) keep = list.slice(0, i);
    else if (!done && keep !== null) keep.push(sch);
  }
  if (keep !== null) rt.s.scheduled = keep;
}
