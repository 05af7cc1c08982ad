// Standing rules: which modifiers are in force for a piece or a component right now.
import type { Bindings } from '../state/types.ts';
import type { CompiledModifier } from '../ruleset/types.ts';
import { emit, type Runtime } from './runtime.ts';
import { componentOf } from './table.ts';
import { asNumber, truthy } from './values.ts';

type Active = Array<[CompiledModifier, Bindings]>;

function consider(
  rt: Runtime,
  out: Active,
  list: CompiledModifier[],
  rule: string,
  scope: string,
  self: string | null,
  piece: string,
): void {
  // Bindings are built only for a modifier that applies: most calls match none.
  let b: Bindings | null = null;
  for (const m of list) {
    if (m.rule !== rule || m.scope !== scope) continue;
    b ??= self === null ? { piece } : { self, piece };
    if (m.while && !truthy(m.while(rt, b))) continue;
    out.push([m, b]);
  }
}

/** The modifiers of one rule in force for a piece: its room's, its own, the mode's, global ones. */
export function modifiersFor(rt: Runtime, piece: string, rule: string): Active {
  const { s, rs } = rt;
  const out: Active = [];
  const p = s.pieces[piece];
  if (!p) return out;
  const under = componentOf(s, piece);
  if (under) {
    const def = rs.defs[(s.components[under] as { def: string }).def];
    if (def && def.modifiers.length) consider(rt, out, def.modifiers, rule, 'occupants', under, piece);
  }
  const own = rs.defs[p.def];
  if (own && own.modifiers.length) consider(rt, out, own.modifiers, rule, 'self', piece, piece);
  if (rt.mode.modifiers.length) consider(rt, out, rt.mode.modifiers, rule, 'all', null, piece);
  for (const defId of rs.globalModifierDefs) {
    const def = rs.defs[defId];
    if (!def) continue;
    for (const cid in s.components) {
      if ((s.components[cid] as { def: string }).def === defId)
        consider(rt, out, def.modifiers, rule, 'all', cid, piece);
    }
  }
  return out;
}

/** Whether an action is forbidden to a piece right now. */
export function isForbidden(rt: Runtime, piece: string, action: string): boolean {
  for (const [m] of modifiersFor(rt, piece, 'forbid-action')) if (m.actions?.includes(action)) return true;
  return false;
}

function blocks(rt: Runtime, list: CompiledModifier[] | undefined, piece: string | null, component: string): boolean {
  if (!list) return false;
  for (const m of list) {
    if (m.rule !== 'block-entry') continue;
    const b: Bindings = { self: component, piece, target: component };
    if (m.while && !truthy(m.while(rt, b))) continue;
    if (piece !== null && m.except && truthy(m.except(rt, b))) continue;
    return true;
  }
  return false;
}

/** Whether a piece may not choose this component as a target (block-entry). */
export function isBlocked(rt: Runtime, piece: string | null, component: string): boolean {
  const c = rt.s.components[component];
  if (!c) return false;
  return blocks(rt, rt.rs.defs[c.def]?.modifiers, piece, component) || blocks(rt, rt.mode.modifiers, piece, component);
}

/** Keeps the action targets allowed by restrict-targets and block-entry. */
export function allowedTargets(rt: Runtime, piece: string, action: string, candidates: string[]): string[] {
  const limits = modifiersFor(rt, piece, 'restrict-targets');
  const out: string[] = [];
  for (const t of candidates) {
    if (t in rt.s.components && isBlocked(rt, piece, t)) continue;
    let ok = true;
    for (const [m, b] of limits) {
      if (m.actions?.includes(action) && m.allow && !truthy(m.allow(rt, { ...b, target: t }))) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(t);
  }
  return out;
}

/** How many actions a piece may program (the least of the limits in force). */
export function programLimit(rt: Runtime, piece: string, slots: number): number {
  let n = slots;
  for (const [m] of modifiersFor(rt, piece, 'max-program')) n = Math.min(n, m.count ?? n);
  return n;
}

/** Whether the RNG programs for this piece. */
export function programsAtRandom(rt: Runtime, piece: string): boolean {
  return modifiersFor(rt, piece, 'random-program').length > 0;
}

/** Whether a tile pushed past the grid edge leaves the grid instead of wrapping. */
export function leavesGrid(rt: Runtime, component: string): boolean {
  const c = rt.s.components[component];
  const def = c && rt.rs.defs[c.def];
  if (!def) return false;
  for (const m of def.modifiers) {
    if (m.rule !== 'leave-grid-on-shift') continue;
    const b: Bindings = { self: component };
    if (m.while && !truthy(m.while(rt, b))) continue;
    if (!m.when || truthy(m.when(rt, b))) return true;
  }
  return false;
}

/** The flags raised by flag modifiers in force (on occupied components and on the mode). */
export function activeFlags(rt: Runtime): string[] {
  const flags = new Set<string>();
  const { s } = rt;
  for (const pid in s.pieces) {
    if (s.pieces[pid]?.status !== 'active') continue;
    for (const [m] of modifiersFor(rt, pid, 'flag')) if (m.name) flags.add(m.name);
  }
  for (const m of rt.mode.modifiers) {
    if (m.rule === 'flag' && m.name && (!m.while || truthy(m.while(rt, {})))) flags.add(m.name);
  }
  return [...flags].sort();
}

/** Emits flag-raised / flag-lowered when the flags in force changed (kept in vars.flags). */
export function updateFlags(rt: Runtime): void {
  if (!rt.rs.hasFlags) return;
  const now = activeFlags(rt);
  const before = String(rt.s.vars.flags ?? '')
    .split(',')
    .filter((f) => f !== '');
  if (now.join(',') === before.join(',')) return;
  rt.s.vars.flags = now.join(',');
  for (const flag of now)
    if (!before.includes(flag)) emit(rt, { type: 'flag-raised', data: { flag }, text: `${flag} is in force` });
  for (const flag of before)
    if (!now.includes(flag)) emit(rt, { type: 'flag-lowered', data: { flag }, text: `${flag} is lifted` });
}

/** Reads a numeric piece variable (0 when unset). */
export function pieceVar(rt: Runtime, piece: string, name: string): number {
  return asNumber(rt.s.pieces[piece]?.vars[name]);
}
