// Table-driven tests of primitives: lay out a small table, run one effect (or
// selector/expression) on it, answer its decisions, compare a summary.
import { describe, expect, it } from 'vitest';
import type { BindingRecord, PendingDecision } from '../state/types.ts';
import type { Ruleset } from '../ruleset/types.ts';
import { compileOrThrow, pack } from './harness.ts';
import { defsOf, lay, modeOf, type Table } from './table.ts';
import { runtimeFor } from '../match/match.ts';
import { run, type GameEvent, type Runtime } from '../runtime/runtime.ts';
import { zoneItems } from '../selectors/table.ts';
import { createCx, type CxShared } from '../ruleset/context.ts';
import { copySlots, slotsOf } from '../state/slots.ts';

/** One row of a primitive's table. */
export interface Case {
  name: string;
  table: Table;
  args: Record<string, unknown>;
  bindings?: BindingRecord;
  /** Options to pick, in order, as decisions come (seat s0 unless "s1:option"). */
  answers?: string[];
  expected: Partial<Summary>;
}

/** What a case compares. */
export interface Summary {
  grid: string[];
  zones: Record<string, string[]>;
  pieces: Record<string, string>;
  counters: Record<string, number>;
  markers: Record<string, Record<string, number>>;
  seen: Record<string, string[]>;
  vars: Record<string, Record<string, number>>;
  pending: string[] | null;
  events: string[];
  outcome: string | null;
  order: string[];
  roles: Record<string, string | null>;
  teams: Record<string, string | null>;
  /** Zones opened to seats (open-zone), by zone id. */
  openTo: Record<string, string[]>;
  /** Component ids, sorted. */
  ids: string[];
  /** Piece id → "seat:def" (plain def id; "-" for no seat). */
  dealt: Record<string, string>;
  /** Picks still waiting for a step that deals to seats. */
  picks: Record<string, string[]> | null;
  error: string | null;
}

const plainDef = (d: string) => d.slice(d.indexOf(':') + 1);

/** Summarises a state for comparisons. */
export function summary(rt: Runtime, events: GameEvent[], error: string | null): Summary {
  const s = rt.s;
  const grid = s.zones.grid;
  const show = (id: string | null) => {
    const c = id === null ? undefined : s.components[id];
    return c ? `${plainDef(c.def)}${c.faceUp ? '^' : ''}` : '.';
  };
  const rows: string[] = [];
  if (grid?.kind === 'grid')
    for (let r = 0; r < grid.rows; r++)
      rows.push(
        grid.cells
          .slice(r * grid.cols, (r + 1) * grid.cols)
          .map(show)
          .join(' '),
      );
  const zones: Record<string, string[]> = {};
  for (const z of Object.keys(s.zones)) if (z !== 'grid') zones[z] = zoneItems(rt, z).map(show);
  const pieces: Record<string, string> = {};
  const vars: Record<string, Record<string, number>> = {};
  for (const [id, p] of Object.entries(s.pieces)) {
    pieces[id] =
      p.status !== 'active'
        ? p.status
        : p.location && 'component' in p.location
          ? p.location.component
          : (p.location?.zone ?? 'nowhere');
    if (Object.keys(p.vars).length) vars[id] = p.vars;
  }
  for (const [id, seat] of Object.entries(s.seats)) if (Object.keys(seat.vars).length) vars[id] = seat.vars;
  const markers: Record<string, Record<string, number>> = {};
  const seen: Record<string, string[]> = {};
  for (const [id, c] of Object.entries(s.components)) {
    if (Object.keys(c.markers).length) markers[id] = c.markers;
    if (c.seenBy.length) seen[id] = c.seenBy;
  }
  for (const [id, p] of Object.entries({ ...s.pieces, ...s.seats }))
    if (Object.keys(p.markers).length) markers[id] = p.markers;
  const pending = s.pending
    ? Object.values(s.pending.options)
        .flat()
        .map((o) => o.id)
    : null;
  return {
    grid: rows,
    zones,
    pieces,
    counters: s.counters,
    markers,
    seen,
    vars,
    pending,
    events: events.map((e) => e.type),
    outcome: s.result?.outcome ?? null,
    order: s.order,
    roles: Object.fromEntries(Object.entries(s.seats).map(([id, seat]) => [id, seat.role])),
    teams: Object.fromEntries(Object.entries(s.seats).map(([id, seat]) => [id, seat.team])),
    openTo: Object.fromEntries(Object.entries(s.zones).flatMap(([id, z]) => (z.openTo ? [[id, z.openTo]] : []))),
    ids: Object.keys(s.components).sort(),
    dealt: Object.fromEntries(Object.entries(s.pieces).map(([id, p]) => [id, `${p.seat ?? '-'}:${plainDef(p.def)}`])),
    picks: s.picks ?? null,
    error,
  };
}

/** Told each answer as a case gives it: the decision it answers, the seat and the option. */
type OnAnswer = (pending: PendingDecision, seat: string, option: string) => void;

/** Runs one effect on a table, answering its decisions, and summarises the result. */
export function runCase(c: Pick<Case, 'table' | 'args' | 'bindings' | 'answers'>, onAnswer?: OnAnswer): Summary {
  const rs = compileOrThrow(pack('t', [...defsOf(c.table), modeOf(c.table, c.args)]));
  const s = lay(rs, c.table);
  const rt = runtimeFor(rs, s);
  const body = findProbe(rs);
  s.stack.push({ n: body, pc: 0, b: slotsOf(rs.slots, { seat: 's0', ...(c.bindings ?? {}) }) });
  let error: string | null = null;
  const answers = [...(c.answers ?? [])];
  try {
    run(rt);
    while (s.pending && answers.length) {
      const raw = answers.shift() as string;
      const [seat, option] =
        raw.includes(':') && /^s\d+:/.test(raw)
          ? [raw.slice(0, raw.indexOf(':')), raw.slice(raw.indexOf(':') + 1)]
          : [s.pending.seats[0] as string, raw];
      onAnswer?.(s.pending, seat, option);
      const top = s.stack[s.stack.length - 1];
      const node = top && rs.nodes[top.n];
      const asked = s.pending.seats;
      s.pending = null;
      node?.resume?.(rt, top as NonNullable<typeof top>, { [seat]: option }, asked);
      run(rt);
    }
  } catch (e) {
    error = (e as Error).message;
  }
  return summary(rt, rt.events, error);
}

/**
 * Runs a case as the lean contract's policy on the spot would (`rt.sync`, `playIndexed`): each decision
 * answered, where the effect asks it, by the index of the case's answer among the options the rich run
 * left pending there (or its typed text). Null for cases that cannot be played so: a decision of several
 * seats, an answer that is not one of the options, or a run that threw.
 */
export function runCaseOnTheSpot(
  c: Pick<Case, 'table' | 'args' | 'bindings' | 'answers'>,
): { rich: Summary; onTheSpot: Summary } | null {
  const picks: Array<number | string> = [];
  let playable = true;
  const rich = runCase(c, (pending, seat, option) => {
    const index = pending.options[seat]?.findIndex((o) => o.id === option) ?? -1;
    if (pending.seats.length !== 1 || pending.seats[0] !== seat) playable = false;
    else if (pending.input?.[seat]) picks.push(option);
    else if (index < 0) playable = false;
    else picks.push(index);
  });
  if (!playable || rich.error !== null || picks.length === 0) return null;
  const rs = compileOrThrow(pack('t', [...defsOf(c.table), modeOf(c.table, c.args)]));
  const s = lay(rs, c.table);
  const rt = runtimeFor(rs, s);
  s.stack.push({ n: findProbe(rs), pc: 0, b: slotsOf(rs.slots, { seat: 's0', ...(c.bindings ?? {}) }) });
  rt.sync = { pick: () => picks.shift() ?? -1, left: picks.length, decisions: 0, answers: 0, logBase: 0 };
  let error: string | null = null;
  try {
    run(rt);
  } catch (e) {
    error = (e as Error).message;
  }
  return { rich, onTheSpot: summary(rt, rt.events, error) };
}

/** Evaluates a selector or an expression on a table (with the bindings given). */
export function evaluate(
  table: Table,
  raw: unknown,
  kind: 'selector' | 'expression',
  bindings: BindingRecord = {},
): unknown {
  const rs = compileOrThrow(pack('t', [...defsOf(table), modeOf(table, { do: 'nothing' })]));
  const s = lay(rs, table);
  const rt = runtimeFor(rs, s);
  const mode = rs.modes['t:m'];
  const shared: CxShared = {
    nodes: [...rs.nodes],
    diagnostics: [],
    known: new Set(Object.keys(rs.defs)),
    slots: copySlots(rs.slots),
  };
  const cx = createCx(shared, { pack: 't', def: 't:probe', file: 'probe', pointer: '' }, mode?.zoneById ?? {});
  const compiled = kind === 'selector' ? cx.selector(raw, '') : cx.expr(raw, '');
  if (shared.diagnostics.length) throw new Error(shared.diagnostics.map((d) => d.message).join('; '));
  return compiled(rt, slotsOf(cx.slots, { seat: 's0', ...bindings }));
}

/** One row of a selector's or expression's table. */
export interface ValueCase {
  name: string;
  table: Table;
  value: unknown;
  bindings?: BindingRecord;
  expected: unknown;
}

/** Declares the table-driven tests of selectors or expressions. */
export function valueTable(name: string, kind: 'selector' | 'expression', cases: ValueCase[]): void {
  describe(name, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
      expect(evaluate(c.table, c.value, kind, c.bindings)).toEqual(c.expected);
    });
  });
}

function findProbe(rs: Ruleset): number {
  // The probe effect list compiles as the mode's "/phases/0/do" block, or as its one effect.
  const at = (path: string) => rs.nodes.find((n) => n.cause.def === 't:m' && n.cause.path === path);
  const node = at('/phases/0/do') ?? at('/phases/0/do/0');
  if (!node) throw new Error('probe block not found');
  return node.id;
}

/** Declares the table-driven tests of one primitive. */
export function effectTable(name: string, cases: Case[]): void {
  describe(name, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_n, c) => {
      const got = pick(runCase(c), Object.keys(c.expected) as Array<keyof Summary>);
      expect(got).toEqual(c.expected);
    });
    // Decision sites read a lean seat's pick back by index: the same answers given that way give the same table.
    const answered = cases.filter((c) => (c.answers?.length ?? 0) > 0);
    if (answered.length > 0)
      it.each(answered.map((c) => [c.name, c] as const))('%s, answered on the spot by index', (_n, c) => {
        const played = runCaseOnTheSpot(c);
        if (played) expect(played.onTheSpot).toEqual(played.rich);
      });
  });
}

function pick(s: Summary, keys: Array<keyof Summary>): Partial<Summary> {
  const out: Partial<Summary> = {};
  for (const k of keys) (out as Record<string, unknown>)[k] = s[k];
  return out;
}
