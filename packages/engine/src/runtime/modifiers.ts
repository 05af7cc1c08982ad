// Standing rules: which modifiers are in force for a piece or a component right now.
import type { Bindings, Component, Piece } from '../state/types.ts';
import type { CompiledModifier, Sel } from '../ruleset/types.ts';
import { bind, emit, type Runtime } from './runtime.ts';
import { asNumber, truthy } from './values.ts';
import { stamp } from './writes.ts';
import { componentsOfDef } from './table.ts';
import { PIECES, PLACES, UNTRACKED } from '../ruleset/reads.ts';
import { BOUND_NULL, selfPieceSlots, selfPieceTargetSlots, selfSlots, TARGET } from '../state/slots.ts';

type Active = Array<[CompiledModifier, Bindings]>;

/** The modifiers of a definition or mode that have this rule (split once, at compile time). */
function ofRule(holder: { modifiersByRule: Map<string, CompiledModifier[]> }, rule: string): CompiledModifier[] {
  return holder.modifiersByRule.get(rule) ?? NONE;
}
const NONE: CompiledModifier[] = [];

const NONE_IDS: string[] = [];

/** The definitions whose components carry a global (scope "all") modifier of this rule (RuleView.globals). */
function globalDefs(rt: Runtime, rule: string): string[] {
  if (rt.rs.globalModifierDefs.length === 0) return NONE_IDS;
  const { defs } = rt.rs;
  return rt.rs.globalModifierDefs.filter((id) => defs[id]?.modifiers.some((m) => m.rule === rule && m.scope === 'all'));
}

/** One rule as a mode sees it, worked out once per mode: the questions below ask it by field, not by name in three maps. */
interface RuleView {
  readonly rule: string;
  /** The definitions that carry a modifier of the rule (undefined: none does). */
  readonly holders: Set<string> | undefined;
  /**
   * The holders' modifiers of the rule, by definition (the keys are `holders`): one map read answers
   * both whether a definition holds one and which, with no look-up of the definition itself.
   */
  readonly byDef: Map<string, CompiledModifier[]>;
  /** The holders' modifiers of scope "occupants" (a room's, for the pieces on it), by definition: only non-empty lists. */
  readonly ofRooms: Map<string, CompiledModifier[]>;
  /**
   * The holders' modifiers of scope "self" (a piece definition's own), by definition: only non-empty
   * lists; null when no holder has one (then a piece's own definition is not asked).
   */
  readonly ofSelves: Map<string, CompiledModifier[]> | null;
  /** Whether the mode itself has a modifier of the rule. */
  readonly inMode: boolean;
  /** For an action-listing rule, `Mode.actionsNamed`'s entry (undefined: no modifier of it in play). */
  readonly named: Set<string> | null | undefined;
  /** Whether some modifier of the rule (the mode's or a holder's) reads an untracked part: it may draw from the RNG. */
  readonly untracked: boolean;
  /** The definitions whose components carry a global (scope "all") modifier of the rule. */
  readonly globals: readonly string[];
  /**
   * Whether no modifier of the rule (the mode's or a holder's) can read the bound `piece`: no
   * `except`, and no `while` that may read it. Then whether one holds for a component does not
   * depend on the piece asked about.
   */
  readonly pieceFree: boolean;
  /** What the rule's `while` conditions read of the state, together (ruleset/reads.ts). */
  readonly reads: number;
  /** inPlay's answer, and the table it was worked out for (its components and pieces records, their next ids). */
  play: PlayKey;
}

/** What inPlay's kept answer was worked out for. */
interface PlayKey {
  components: object | null;
  nextComponent: number;
  pieces: object | null;
  nextPiece: number;
  yes: boolean;
}

/** The views of the rules the engine asks about during play, for one mode. */
interface ModeRules {
  readonly forbidAction: RuleView;
  readonly restrictTargets: RuleView;
  readonly blockEntry: RuleView;
  readonly maxProgram: RuleView;
  readonly forbidProgram: RuleView;
  readonly randomProgram: RuleView;
  readonly flag: RuleView;
  /** The definitions whose flag modifiers can reach a piece (its own, or its room's); null: any piece. */
  readonly flagCarriers: Set<string> | null;
  /** What the flags in force depend on (ruleset/reads.ts). */
  readonly flagReads: number;
}

function view(rt: Runtime, rule: string): RuleView {
  const holders = rt.rs.modifierHolders.get(rule);
  const byDef = new Map<string, CompiledModifier[]>();
  const ofRooms = new Map<string, CompiledModifier[]>();
  const ofSelves = new Map<string, CompiledModifier[]>();
  for (const id of holders ?? []) {
    const def = rt.rs.defs[id];
    if (!def) continue;
    const mods = ofRule(def, rule);
    byDef.set(id, mods);
    const occupants = mods.filter((m) => m.scope === 'occupants');
    if (occupants.length > 0) ofRooms.set(id, occupants);
    const self = mods.filter((m) => m.scope === 'self');
    if (self.length > 0) ofSelves.set(id, self);
  }
  const all = [...ofRule(rt.mode, rule)];
  for (const mods of byDef.values()) all.push(...mods);
  const reads = all.reduce((mask, m) => mask | m.reads, 0);
  return {
    rule,
    holders,
    byDef,
    ofRooms,
    ofSelves: ofSelves.size > 0 ? ofSelves : null,
    inMode: rt.mode.modifiersByRule.has(rule),
    named: rt.mode.actionsNamed.get(rule),
    untracked: (reads & UNTRACKED) !== 0,
    globals: globalDefs(rt, rule),
    pieceFree: all.every((m) => m.except === undefined && m.whileNames != null && !m.whileNames.includes('piece')),
    reads,
    play: { components: null, nextComponent: -1, pieces: null, nextPiece: -1, yes: true },
  };
}

/**
 * Whether some modifier of the rule can be in force now: the mode has one, or some definition that
 * carries one has a component or a piece on the table. When none has, every question about the rule
 * answers "none" without looking a piece or its room up (a pack's rooms not dealt in this match).
 * Which components and pieces exist changes only with a new id or a new record, so the answer is
 * kept until then.
 */
function inPlay(rt: Runtime, ruleView: RuleView): boolean {
  if (ruleView.inMode) return true;
  const { holders } = ruleView;
  if (holders === undefined) return false;
  const s = rt.s;
  const key = ruleView.play;
  if (
    key.components === s.components &&
    key.nextComponent === s.next.component &&
    key.pieces === s.pieces &&
    key.nextPiece === s.next.piece
  )
    return key.yes;
  let yes = false;
  for (const def of holders)
    if (componentsOfDef(s, def).length > 0) {
      yes = true;
      break;
    }
  if (!yes)
    for (const id in s.pieces)
      if (holders.has((s.pieces[id] as Piece).def)) {
        yes = true;
        break;
      }
  key.components = s.components;
  key.nextComponent = s.next.component;
  key.pieces = s.pieces;
  key.nextPiece = s.next.piece;
  key.yes = yes;
  return yes;
}

const rulesByMode = new WeakMap<Runtime['mode'], ModeRules>();
// The last mode asked about and its views: a batch plays one mode, so this is nearly always the one.
let lastMode: Runtime['mode'] | null = null;
let lastRules: ModeRules | null = null;

/** The rule views of the runtime's mode (a mode is immutable: its views never change). */
function rulesOf(rt: Runtime): ModeRules {
  if (rt.mode === lastMode) return lastRules as ModeRules;
  let rules = rulesByMode.get(rt.mode);
  if (!rules) {
    rules = {
      forbidAction: view(rt, 'forbid-action'),
      restrictTargets: view(rt, 'restrict-targets'),
      blockEntry: view(rt, 'block-entry'),
      maxProgram: view(rt, 'max-program'),
      forbidProgram: view(rt, 'forbid-program'),
      randomProgram: view(rt, 'random-program'),
      flag: view(rt, 'flag'),
      flagCarriers: flagDefs(rt),
      flagReads: flagReads(rt),
    };
    rulesByMode.set(rt.mode, rules);
  }
  lastMode = rt.mode;
  lastRules = rules;
  return rules;
}

/**
 * Adds to `out` the modifiers of one holder and scope in force for the piece. With an `action`, only
 * the modifiers listing it are asked, and the first in force ends the walk (see inForce).
 */
function consider(
  rt: Runtime,
  out: Active | null,
  same: readonly CompiledModifier[],
  scope: string,
  self: string | null,
  piece: string,
  action: string | null,
): Active | null {
  // Bindings and the result list are built only for a modifier that applies: most calls match none.
  if (same.length === 0) return out;
  let b: Bindings | null = null;
  for (const m of same) {
    if (m.scope !== scope || (action !== null && !lists(m.actions, action))) continue;
    if (m.while) {
      b ??= pieceBindings(self, piece);
      if (!truthy(m.while(rt, b))) continue;
    }
    // Asked about an action, the caller only learns whether one is in force: no list, no bindings.
    if (action !== null) return FOUND;
    b ??= pieceBindings(self, piece);
    (out ??= []).push([m, b]);
  }
  return out;
}

/**
 * Whether a modifier's action list (a few content ids) has `action` (a content id): a loop of compares,
 * not a call of the includes builtin. Only for content ids, which are the same strings: ids made at run
 * time (components') compare by StringEqual calls, and includes is cheaper for them.
 */
function lists(list: readonly string[] | undefined, action: string): boolean {
  if (list === undefined) return false;
  for (let i = 0; i < list.length; i++) if (list[i] === action) return true;
  return false;
}

// What consider and inForce give, asked about an action, when a modifier listing it is in force (only compared with null).
const FOUND: Active = [];

// What modifiersFor returns when none applies; its callers only read it.
const NO_MODIFIERS: Active = [];

/**
 * The one walk of the holders of a rule for a piece, in order: its room's modifiers, its own, the
 * mode's, global ones. Without an `action`, every modifier in force (null: none); with one, the first
 * in force that lists it, and the walk stops there (null: none) — only for a rule no `while` of which
 * reads the RNG, since the modifiers after it and those not listing the action are not asked.
 */
function inForce(rt: Runtime, piece: string, ruleView: RuleView, action: string | null, known?: Piece): Active | null {
  // Only definitions that carry a modifier of this rule are looked up (most rules most content has none),
  // and only when one of them is on the table.
  if (!inPlay(rt, ruleView)) return null;
  const s = rt.s;
  const p = known ?? s.pieces[piece];
  if (!p) return null;
  const at = p.location;
  const under = at && 'component' in at ? at.component : null;
  // The room is looked up only when some definition holds a modifier of the rule.
  const room = under === null || ruleView.holders === undefined ? undefined : s.components[under];
  return inForceOn(rt, piece, p, under, room, ruleView, action);
}

/** inForce for a piece already looked up (`p`), standing on `room` (id `under`) or on none. */
function inForceOn(
  rt: Runtime,
  piece: string,
  p: Piece,
  under: string | null,
  room: Component | undefined,
  ruleView: RuleView,
  action: string | null,
): Active | null {
  const { holders, byDef, inMode } = ruleView;
  let out: Active | null = null;
  if (holders !== undefined) {
    const ofRoom = room === undefined ? undefined : ruleView.ofRooms.get(room.def);
    if (ofRoom !== undefined) {
      out = consider(rt, out, ofRoom, 'occupants', under, piece, action);
      if (action !== null && out !== null) return out;
    }
    // A piece's own definition is asked only when some holder has a modifier of scope "self".
    const own = ruleView.ofSelves === null ? undefined : ruleView.ofSelves.get(p.def);
    if (own !== undefined) {
      out = consider(rt, out, own, 'self', piece, piece, action);
      if (action !== null && out !== null) return out;
    }
  }
  if (inMode) {
    out = consider(rt, out, ofRule(rt.mode, ruleView.rule), 'all', null, piece, action);
    if (action !== null && out !== null) return out;
  }
  if (holders === undefined) return out;
  const s = rt.s;
  // A definition with a global modifier of the rule is one of its holders: its list is in byDef.
  for (const defId of ruleView.globals) {
    const mods = byDef.get(defId);
    if (mods === undefined) continue;
    for (const cid of componentsOfDef(s, defId))
      if (s.components[cid] !== undefined) {
        out = consider(rt, out, mods, 'all', cid, piece, action);
        if (action !== null && out !== null) return out;
      }
  }
  return out;
}

/** The modifiers of one rule in force for a piece: its room's, its own, the mode's, global ones. */
function modifiersFor(rt: Runtime, piece: string, ruleView: RuleView): Active {
  return inForce(rt, piece, ruleView, null) ?? NO_MODIFIERS;
}

/** Whether some modifier of an action-listing rule may name this action in this mode (see Mode.actionsNamed). */
function mayName(ruleView: RuleView, action: string): boolean {
  const named = ruleView.named;
  return named === null || (named !== undefined && named.has(action));
}

/**
 * Whether some forbid-action modifier of the mode may name this action (Mode.actionsNamed): when not,
 * isForbidden answers false for it whatever the table. Depends on the mode only, so a caller may keep
 * the answer per mode.
 */
export function mayBeForbidden(rt: Runtime, action: string): boolean {
  return mayName(rulesOf(rt).forbidAction, action);
}

/**
 * Whether some restrict-targets modifier of the mode may name this action (Mode.actionsNamed): when
 * not, none can refuse its targets whatever the table. Depends on the mode only, so a caller may keep
 * the answer per mode and hand it to allowedTargets and selectsAllowedTarget.
 */
export function mayBeRestricted(rt: Runtime, action: string): boolean {
  return mayName(rulesOf(rt).restrictTargets, action);
}

/** Whether an action is forbidden to a piece right now (`p`: its record, when the caller has it in hand). */
export function isForbidden(rt: Runtime, piece: string, action: string, p?: Piece): boolean {
  // Most actions no forbid-action modifier lists (offers ask it for every action of every piece).
  const forbid = rulesOf(rt).forbidAction;
  return mayName(forbid, action) && forbiddenNow(rt, forbid, piece, action, p);
}

/**
 * isForbidden of an action mayBeForbidden said a modifier of the mode may name (the caller kept that
 * answer per mode): the action is not looked up in the set of named ones again.
 */
export function isForbiddenNamed(rt: Runtime, piece: string, action: string, p?: Piece): boolean {
  return forbiddenNow(rt, rulesOf(rt).forbidAction, piece, action, p);
}

/** Whether a forbid-action modifier in force lists the action, for an action the mode's modifiers may name. */
function forbiddenNow(rt: Runtime, forbid: RuleView, piece: string, action: string, p: Piece | undefined): boolean {
  if (forbid.named === null) {
    // Some `while` may draw from the RNG: every modifier in force is asked, in order, as always.
    for (const [m] of modifiersFor(rt, piece, forbid)) if (m.actions?.includes(action)) return true;
    return false;
  }
  // No `while` of the rule reads the RNG: only the modifiers listing the action are asked, the first in force answers.
  return inForce(rt, piece, forbid, action, p) !== null;
}

/** A modifier's bindings: `piece`, and `self` unless null. */
function pieceBindings(self: string | null, piece: string): Bindings {
  return selfPieceSlots(self ?? undefined, piece);
}

/** Bindings with nothing bound, for a mode's flags (a filter binds `it` on them and puts it back). */
const NO_BINDINGS: Bindings = [];

function blocks(rt: Runtime, list: readonly CompiledModifier[], piece: string | null, component: string): boolean {
  for (const m of list) {
    const b = selfPieceTargetSlots(component, piece ?? BOUND_NULL, component);
    if (m.while && !truthy(m.while(rt, b))) continue;
    if (piece !== null && m.except && truthy(m.except(rt, b))) continue;
    return true;
  }
  return false;
}

/**
 * Whether the component `c` blocks `piece` (block-entry), given the definitions that carry a
 * block-entry modifier (`holders`) and whether the mode has one: a component of any other
 * definition is let through with no lookup (target lists ask this for every candidate).
 */
function blocked(
  rt: Runtime,
  byDef: Map<string, CompiledModifier[]>,
  inMode: boolean,
  piece: string | null,
  component: string,
  c: Component,
): boolean {
  const own = byDef.get(c.def);
  if (own !== undefined && blocks(rt, own, piece, component)) return true;
  return inMode && blocks(rt, ofRule(rt.mode, 'block-entry'), piece, component);
}

/** Whether a piece may not choose this component as a target (block-entry). */
export function isBlocked(rt: Runtime, piece: string | null, component: string): boolean {
  const c = rt.s.components[component];
  if (!c) return false;
  const { byDef, inMode } = rulesOf(rt).blockEntry;
  return blocked(rt, byDef, inMode, piece, component, c);
}

/** What decides whether targets are allowed for one piece and action, looked up once per list. */
interface TargetRules {
  limits: Active;
  /**
   * The components that may block entry (those of a block-entry holder's definition), or null when
   * every candidate must be asked (the mode has a block-entry modifier of its own, or one may draw).
   */
  blockers: readonly string[] | null;
  /** The block-entry rule's view (its holders' modifiers by definition, whether the mode has one). */
  entry: RuleView;
  /** Whether `blockers` are only those that block now, for any piece (blockingNow): none is asked again. */
  blocking: boolean;
}

// The block-entry blockers of the last table asked: which components exist of a definition changes
// only when one is made (a new id) or the record is replaced (restart, a copy), so the list is kept
// until then. Target lists ask per list, not per candidate.
let blockersOn: { components: object; next: number; mode: Runtime['mode']; ids: readonly string[] } | null = null;

/** The ids of the components of block-entry holders' definitions, in holder order (few: usually none). */
function blockersOf(rt: Runtime, view: RuleView): readonly string[] | null {
  // Asked per candidate, in order, when a `while` may draw from the RNG (the same draws as always).
  if (view.inMode || view.untracked) return null;
  const { s } = rt;
  const kept = blockersOn;
  if (kept !== null && kept.components === s.components && kept.next === s.next.component && kept.mode === rt.mode)
    return kept.ids;
  let ids: readonly string[] = NONE_IDS;
  if (view.holders !== undefined)
    for (const def of view.holders) {
      const of = componentsOfDef(s, def);
      if (of.length > 0) ids = ids.length === 0 ? of : [...ids, ...of];
    }
  blockersOn = { components: s.components, next: s.next.component, mode: rt.mode, ids };
  return ids;
}

// The blockers of the last list blockersOf gave that block now, for the runtime and write stamp they
// were worked out at (see blockingNow).
let blockingOn: { rt: Runtime; of: readonly string[]; stamp: number; ids: readonly string[] } | null = null;

/**
 * Of the block-entry blockers (blockersOf), those that block now, when the rule's answer for a
 * component does not depend on the piece (RuleView.pieceFree) and its `while` conditions read only
 * tracked parts of the state (blockersOf gives null otherwise): kept until one of those parts is
 * written (runtime/writes.ts's stamp), so most target lists ask no `while` at all. Asking a `while`
 * of a blocker that is not a candidate changes nothing: it reads tracked parts only, never the RNG.
 */
function blockingNow(rt: Runtime, view: RuleView, blockers: readonly string[]): readonly string[] {
  const now = stamp(rt, view.reads);
  const kept = blockingOn;
  if (kept !== null && kept.rt === rt && kept.of === blockers && kept.stamp === now) return kept.ids;
  let ids: readonly string[] = NONE_IDS;
  for (const id of blockers) {
    const c = rt.s.components[id];
    if (c !== undefined && blocked(rt, view.byDef, false, null, id, c)) ids = ids.length === 0 ? [id] : [...ids, id];
  }
  blockingOn = { rt, of: blockers, stamp: now, ids };
  return ids;
}

/**
 * `restricted`: mayBeRestricted's answer for the action, when the caller kept it (undefined: asked
 * here).
 */
function targetRules(rt: Runtime, piece: string, action: string, restricted: boolean | undefined): TargetRules {
  // Only restrict-targets modifiers that list this action can refuse a target (and few actions are listed).
  const rules = rulesOf(rt);
  const restrict = rules.restrictTargets;
  const limits = (restricted ?? mayName(restrict, action)) ? modifiersFor(rt, piece, restrict) : NO_MODIFIERS;
  const entry = rules.blockEntry;
  const blockers = blockersOf(rt, entry);
  if (blockers !== null && blockers.length !== 0 && entry.pieceFree)
    return targetRulesOf(limits, blockingNow(rt, entry, blockers), entry, true);
  return targetRulesOf(limits, blockers, entry, false);
}

// targetRules' last answer: its callers only read it, and most lists ask with no restrict-targets modifier
// in force (the same `limits`) and the same kept blockers, so the same record serves again.
let lastTargetRules: TargetRules | null = null;

/** A TargetRules of these fields: the last one made when it has them all, else a new one. */
function targetRulesOf(
  limits: Active,
  blockers: readonly string[] | null,
  entry: RuleView,
  blocking: boolean,
): TargetRules {
  const kept = lastTargetRules;
  if (
    kept !== null &&
    kept.limits === limits &&
    kept.blockers === blockers &&
    kept.entry === entry &&
    kept.blocking === blocking
  )
    return kept;
  return (lastTargetRules = { limits, blockers, entry, blocking });
}

/** Whether no target can be refused: no restrict-targets modifier in force, no component that blocks entry. */
function allowsAll(rules: TargetRules): boolean {
  return rules.limits.length === 0 && rules.blockers !== null && rules.blockers.length === 0;
}

/** Whether restrict-targets and block-entry let `piece` aim `action` at `t`. */
function allowedTarget(rt: Runtime, piece: string, action: string, t: string, rules: TargetRules): boolean {
  const { blockers } = rules;
  const { holders, byDef, inMode } = rules.entry;
  // A candidate no block-entry holder's component is let through with no lookup.
  if (blockers === null || blockers.includes(t)) {
    if (rules.blocking) return false;
    const c = rt.s.components[t];
    if (c !== undefined && (holders !== undefined || inMode) && blocked(rt, byDef, inMode, piece, t, c)) return false;
  }
  return rules.limits.length === 0 || passesLimits(rt, action, t, rules.limits);
}

/** Whether the restrict-targets modifiers in force let `action` aim at `t`. */
function passesLimits(rt: Runtime, action: string, t: string, limits: Active): boolean {
  for (const [m, b] of limits) {
    if (m.actions?.includes(action) && m.allow && !truthy(m.allow(rt, bind(b, TARGET, t)))) return false;
  }
  return true;
}

/**
 * Keeps the action targets allowed by restrict-targets and block-entry. When nothing in force can
 * refuse one, the candidates are the answer (the caller reads the list before anything changes).
 * `restricted`: mayBeRestricted's answer for the action, if the caller kept it.
 */
export function allowedTargets(
  rt: Runtime,
  piece: string,
  action: string,
  candidates: string[],
  restricted?: boolean,
): string[] {
  const rules = targetRules(rt, piece, action, restricted);
  if (allowsAll(rules)) return candidates;
  if (rules.limits.length === 0 && rules.blockers !== null) return unblocked(rt, piece, candidates, rules);
  const out: string[] = [];
  for (const t of candidates) if (allowedTarget(rt, piece, action, t, rules)) out.push(t);
  return out;
}

/**
 * The candidates less those that block entry, when only block-entry can refuse one: each blocker
 * (few) is looked for among the candidates, instead of each candidate among the blockers.
 */
function unblocked(rt: Runtime, piece: string, candidates: string[], rules: TargetRules): string[] {
  let out = candidates;
  for (const id of rules.blockers as readonly string[]) {
    if (!out.includes(id)) continue;
    if (rules.blocking) {
      out = out.filter((t) => t !== id);
      continue;
    }
    const c = rt.s.components[id];
    if (c !== undefined && blocked(rt, rules.entry.byDef, false, piece, id, c)) out = out.filter((t) => t !== id);
  }
  return out;
}

/** Whether any candidate is an allowed target (stops at the first: legality checks need no list). */
function hasAllowedTarget(
  rt: Runtime,
  piece: string,
  action: string,
  candidates: string[],
  rules: TargetRules,
): boolean {
  if (allowsAll(rules)) return candidates.length > 0;
  for (const t of candidates) if (allowedTarget(rt, piece, action, t, rules)) return true;
  return false;
}

const ANY = (): boolean => true;

/**
 * Whether a target selector gives an allowed target: asked item by item when the selector can
 * (Sel.some: no list of every candidate to find the first), else through its list. `restricted`:
 * mayBeRestricted's answer for the action, if the caller kept it.
 */
export function selectsAllowedTarget(
  rt: Runtime,
  piece: string,
  action: string,
  from: Sel,
  b: Bindings,
  restricted?: boolean,
): boolean {
  if (!from.some) return hasAllowedTarget(rt, piece, action, from(rt, b), targetRules(rt, piece, action, restricted));
  const rules = targetRules(rt, piece, action, restricted);
  if (allowsAll(rules)) return from.some(rt, b, ANY);
  return from.some(rt, b, (t) => allowedTarget(rt, piece, action, t, rules));
}

/** programRules' bits: max-program, forbid-program and random-program can be in force. */
export const MAX_PROGRAM = 1;
export const FORBID_PROGRAM = 2;
export const RANDOM_PROGRAM = 4;

/**
 * Which of the three programme rules (max-program, forbid-program, random-program) can be in force
 * now (inPlay), as bits: a rule left out answers "none" for every piece (programLimitOn gives the
 * slots, unprogrammableOn null, programsAtRandomOn false), so a phase asking about each of its pieces
 * in turn, with nothing on the table changed between them, need not ask that rule per piece.
 */
export function programRules(rt: Runtime): number {
  const s = rt.s;
  const kept = programOn;
  if (
    kept.components === s.components &&
    kept.nextComponent === s.next.component &&
    kept.pieces === s.pieces &&
    kept.nextPiece === s.next.piece &&
    kept.mode === rt.mode
  )
    return kept.bits;
  const rules = rulesOf(rt);
  const bits =
    (inPlay(rt, rules.maxProgram) ? MAX_PROGRAM : 0) |
    (inPlay(rt, rules.forbidProgram) ? FORBID_PROGRAM : 0) |
    (inPlay(rt, rules.randomProgram) ? RANDOM_PROGRAM : 0);
  kept.components = s.components;
  kept.nextComponent = s.next.component;
  kept.pieces = s.pieces;
  kept.nextPiece = s.next.piece;
  kept.mode = rt.mode;
  kept.bits = bits;
  kept.rooms = undefined;
  return bits;
}

/**
 * programRules' last answer and the table it was worked out on (inPlay's key: which components and
 * pieces exist changes only with a new id or a new record), and programRooms' answer for those bits
 * on the same table (undefined: not asked yet). A phase asks both once a round, with nothing made between rounds.
 */
const programOn: {
  components: object | null;
  nextComponent: number;
  pieces: object | null;
  nextPiece: number;
  mode: Runtime['mode'] | null;
  bits: number;
  rooms: readonly string[] | null | undefined;
} = { components: null, nextComponent: -1, pieces: null, nextPiece: -1, mode: null, bits: 0, rooms: undefined };

/**
 * The components on which the programme rules in play (`rules`, programRules' bits) can reach a piece:
 * those of the definitions whose modifiers of the rules apply to their occupants. Null when one of the
 * rules can reach a piece anywhere (a modifier of the mode, of a piece definition, or a global one):
 * then every piece must be asked. A piece that stands on none of them has none of the rules in force
 * (programLimitOn gives the slots, unprogrammableOn null, programsAtRandomOn false, no `while` asked),
 * so a phase need not look its room up. Kept with programRules' answer for the same table and bits.
 */
export function programRooms(rt: Runtime, rules: number): readonly string[] | null {
  const s = rt.s;
  const kept = programOn;
  const same =
    kept.bits === rules &&
    kept.components === s.components &&
    kept.nextComponent === s.next.component &&
    kept.pieces === s.pieces &&
    kept.nextPiece === s.next.piece &&
    kept.mode === rt.mode;
  if (same && kept.rooms !== undefined) return kept.rooms;
  const views = rulesOf(rt);
  let rooms: readonly string[] | null = NONE_IDS;
  if ((rules & MAX_PROGRAM) !== 0) rooms = occupantRooms(rt, views.maxProgram, rooms);
  if (rooms !== null && (rules & FORBID_PROGRAM) !== 0) rooms = occupantRooms(rt, views.forbidProgram, rooms);
  if (rooms !== null && (rules & RANDOM_PROGRAM) !== 0) rooms = occupantRooms(rt, views.randomProgram, rooms);
  if (same) kept.rooms = rooms;
  return rooms;
}

/** `rooms` and the components whose definitions hold an occupants' modifier of the rule (null: it reaches any piece). */
function occupantRooms(rt: Runtime, view: RuleView, rooms: readonly string[]): readonly string[] | null {
  if (view.inMode || view.ofSelves !== null || view.globals.length > 0) return null;
  let out = rooms;
  for (const def of view.ofRooms.keys()) {
    const ids = componentsOfDef(rt.s, def);
    if (ids.length > 0) out = out.length === 0 ? ids : [...out, ...ids];
  }
  return out;
}

/** The component a piece stands on (undefined: none), looked up once for several of the questions below. */
export function roomOf(rt: Runtime, p: Piece): Component | undefined {
  const at = p.location;
  return at && 'component' in at ? rt.s.components[at.component] : undefined;
}

/** modifiersFor for a piece already looked up (`p`) and the room it stands on (`room`, see roomOf). */
function modifiersOn(rt: Runtime, piece: string, p: Piece, room: Component | undefined, ruleView: RuleView): Active {
  if (!inPlay(rt, ruleView)) return NO_MODIFIERS;
  const at = p.location;
  const under = at && 'component' in at ? at.component : null;
  return inForceOn(rt, piece, p, under, under === null ? undefined : room, ruleView, null) ?? NO_MODIFIERS;
}

/** How many actions a piece may program (the least of the limits in force). */
export function programLimit(rt: Runtime, piece: string, slots: number): number {
  let n = slots;
  for (const [m] of modifiersFor(rt, piece, rulesOf(rt).maxProgram)) n = Math.min(n, m.count ?? n);
  return n;
}

/** programLimit of a piece already looked up (`p`), standing on `room` (roomOf). */
export function programLimitOn(
  rt: Runtime,
  piece: string,
  p: Piece,
  room: Component | undefined,
  slots: number,
): number {
  let n = slots;
  for (const [m] of modifiersOn(rt, piece, p, room, rulesOf(rt).maxProgram)) n = Math.min(n, m.count ?? n);
  return n;
}

/** The actions a piece may not program right now (forbid-program), or null when none is forbidden. */
export function unprogrammable(rt: Runtime, piece: string): string[] | null {
  let out: string[] | null = null;
  for (const [m] of modifiersFor(rt, piece, rulesOf(rt).forbidProgram))
    for (const a of m.actions ?? []) (out ??= []).push(a);
  return out;
}

/** unprogrammable of a piece already looked up (`p`), standing on `room` (roomOf). */
export function unprogrammableOn(rt: Runtime, piece: string, p: Piece, room: Component | undefined): string[] | null {
  let out: string[] | null = null;
  for (const [m] of modifiersOn(rt, piece, p, room, rulesOf(rt).forbidProgram))
    for (const a of m.actions ?? []) (out ??= []).push(a);
  return out;
}

/** Whether the RNG programs for this piece. */
export function programsAtRandom(rt: Runtime, piece: string): boolean {
  return modifiersFor(rt, piece, rulesOf(rt).randomProgram).length > 0;
}

/** programsAtRandom of a piece already looked up (`p`), standing on `room` (roomOf). */
export function programsAtRandomOn(rt: Runtime, piece: string, p: Piece, room: Component | undefined): boolean {
  return modifiersOn(rt, piece, p, room, rulesOf(rt).randomProgram).length > 0;
}

/** Whether a tile pushed past the grid edge leaves the grid instead of wrapping. */
export function leavesGrid(rt: Runtime, component: string): boolean {
  const c = rt.s.components[component];
  const def = c && rt.rs.defs[c.def];
  if (!def) return false;
  for (const m of ofRule(def, 'leave-grid-on-shift')) {
    const b = selfSlots(component);
    if (m.while && !truthy(m.while(rt, b))) continue;
    if (!m.when || truthy(m.when(rt, b))) return true;
  }
  return false;
}

/**
 * The definitions whose flag modifiers can reach a piece (its own, or its room's), or null when a
 * flag modifier of the mode or a global one may reach any piece (then every piece is asked).
 */
function flagDefs(rt: Runtime): Set<string> | null {
  const local = ofRule(rt.mode, 'flag').some((m) => m.scope === 'all') || globalDefs(rt, 'flag').length > 0;
  if (local) return null;
  const carriers = new Set<string>();
  for (const id in rt.rs.defs) if ((rt.rs.defs[id]?.modifiersByRule.get('flag') ?? NONE).length) carriers.add(id);
  return carriers;
}

/**
 * What the flags in force depend on (ruleset/reads.ts): where the pieces are, and what the flag
 * modifiers' `while` conditions read. Global flag modifiers scan every component: untracked.
 */
function flagReads(rt: Runtime): number {
  let reads = globalDefs(rt, 'flag').length > 0 ? UNTRACKED : PIECES | PLACES;
  for (const m of ofRule(rt.mode, 'flag')) reads |= m.reads;
  for (const id in rt.rs.defs) for (const m of rt.rs.defs[id]?.modifiersByRule.get('flag') ?? NONE) reads |= m.reads;
  return reads;
}

/**
 * The flags raised by flag modifiers in force (on occupied components and on the mode), sorted.
 * Kept until something they read is written (the list is shared: callers only read it).
 */
export function activeFlags(rt: Runtime): string[] {
  const rules = rulesOf(rt);
  // No flag modifier can be in force (none of the mode's, no carrier on the table): none is raised,
  // with no stamp to work out (a carrier made since is a new component id, and inPlay sees it).
  if (!inPlay(rt, rules.flag)) return NO_FLAGS;
  const now = stamp(rt, rules.flagReads);
  if (now === rt.flagsStamp) return rt.flags;
  rt.flags = computeFlags(rt);
  rt.flagsStamp = now;
  return rt.flags;
}

function computeFlags(rt: Runtime): string[] {
  // Usually no flag is in force: the list is allocated only for the first one.
  let flags: string[] | null = null;
  const { s } = rt;
  // Only pieces that a flag modifier can reach are asked (modifiersFor gives the others none).
  const { flagCarriers: carriers, flag: rule } = rulesOf(rt);
  // None asked when no flag-carrying definition is on the table (inPlay): modifiersFor would give each none.
  if ((carriers === null || carriers.size > 0) && inPlay(rt, rule))
    for (const pid in s.pieces) {
      const p = s.pieces[pid];
      if (p === undefined || p.status !== 'active') continue;
      // Asked only of a piece whose definition or room carries a flag modifier (or of any piece, when
      // one of the mode or a global one may reach it); the piece and its room are looked up once.
      const at = p.location;
      const under = at && 'component' in at ? at.component : null;
      const room = under === null ? undefined : s.components[under];
      if (carriers !== null && !carriers.has(p.def) && (room === undefined || !carriers.has(room.def))) continue;
      const inForce =
        rule.holders === undefined && !rule.inMode ? null : inForceOn(rt, pid, p, under, room, rule, null);
      if (inForce !== null)
        for (const [m] of inForce) if (m.name && !flags?.includes(m.name)) (flags ??= []).push(m.name);
    }
  for (const m of ofRule(rt.mode, 'flag')) {
    if (m.name && (!m.while || truthy(m.while(rt, NO_BINDINGS))) && !flags?.includes(m.name))
      (flags ??= []).push(m.name);
  }
  return flags ? flags.sort() : NO_FLAGS;
}
const NO_FLAGS: string[] = [];

/** Emits flag-raised / flag-lowered when the flags in force changed (kept in vars.flags). */
export function updateFlags(rt: Runtime): void {
  if (!rt.rs.hasFlags) return;
  const now = activeFlags(rt);
  const kept = rt.s.vars.flags;
  // No flags yet (vars.flags unset) is '' without a call of String.
  const stored = typeof kept === 'string' ? kept : kept === undefined || kept === null ? '' : String(kept);
  // Runs after every action: the usual "nothing changed" answer costs no split.
  if (now.length === 0 ? stored === '' : stored === now.join(',')) return;
  const before = stored.split(',').filter((f) => f !== '');
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
