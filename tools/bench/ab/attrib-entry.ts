// What attrib.mjs bundles: entry.ts's batch, with every compiled site of the pack's content wrapped in a
// counting function of its own (`rs_<n>`, made by `new Function` so that each has its own code). Sites:
// each effect node's inline run and step, each phase node, each expression and each selector (and a
// selector's `one`, `count` and `some`), keyed by the definition and the JSON pointer the compiler was
// given. The wrappers patch the handler registries' `compile` before the pack is loaded: a measuring
// harness only, never in the engine. A wrapped expression or selector loses what the compiler tags it with
// (zone-ids.ts, bound.ts), so its parent calls it where it would read in place: each evaluation is counted,
// even those the engine makes without a call. Counts are written to ROOMSMITH_ATTRIB_OUT (JSON) by
// `written()`: the games counted (those of a first seed other than 1), the sites and their calls.
import { writeFileSync } from 'node:fs';
import { runBatch } from '@roomsmith/sim';
// The handler registries, which the engine does not export: this harness patches them, nothing else may.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a measuring harness reaching into the engine
import { effectHandlers } from '../../../packages/engine/src/effects/registry.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { expressionHandlers } from '../../../packages/engine/src/expressions/registry.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { selectorHandlers } from '../../../packages/engine/src/selectors/registry.ts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above
import { phaseHandlers } from '../../../packages/engine/src/phases/registry.ts';
import { benchGame, perCpuSecond } from './bench-game.ts';

type Fn = (...args: never[]) => unknown;
interface Site {
  key: string;
  kind: string;
}
const sites: Site[] = [];
const calls: number[] = [];
/** Whether the games being played are counted (read by every wrapper). */
const state = { on: false };
/**
 * ROOMSMITH_ATTRIB_TIME=1: effect and phase nodes are timed too (inclusive, and self: less the nodes run
 * inside them), and expressions and selectors are left unwrapped, so that the map's distortion is the
 * nodes' wrappers alone. A measure of shares, not of instructions: each timed run pays two clock reads.
 */
const timed = process.env['ROOMSMITH_ATTRIB_TIME'] === '1';
const incl: number[] = [];
const own: number[] = [];
/** The time of the nodes run inside each timed node on the way (the first: outside every node). */
const inner: number[] = [0];
const now = (): number => performance.now();

/** Registers a site and returns its number (its place in `sites`, `calls`, `incl` and `own`). */
function newSite(key: string, kind: string): number {
  sites.push({ key, kind });
  calls.push(0);
  incl.push(0);
  own.push(0);
  return sites.length - 1;
}

/** A function named `rs_<n>` (its own code, so the perf map names it) counting and calling `f`. */
function wrap(f: Fn, key: string, kind: string): Fn {
  const n = newSite(key, kind);
  const make = new Function(
    'f',
    'calls',
    'state',
    `return function rs_${n}(a, b, c) { if (state.on) calls[${n}]++; return f(a, b, c); };`,
  ) as (f: Fn, calls: number[], st: { on: boolean }) => Fn;
  return make(f, calls, state);
}

/** As `wrap`, and times each run (ROOMSMITH_ATTRIB_TIME). */
function wrapNode(f: Fn, key: string, kind: string): Fn {
  if (!timed) return wrap(f, key, kind);
  const n = newSite(key, kind);
  const make = new Function(
    'f',
    'calls',
    'state',
    'incl',
    'own',
    'inner',
    'now',
    `return function rs_${n}(a, b, c) {
      if (!state.on) return f(a, b, c);
      calls[${n}]++;
      const t0 = now();
      inner.push(0);
      try {
        return f(a, b, c);
      } finally {
        const dt = now() - t0;
        const kids = inner.pop();
        incl[${n}] += dt;
        own[${n}] += dt - kids;
        inner[inner.length - 1] += dt;
      }
    };`,
  ) as (...args: unknown[]) => Fn;
  return make(f, calls, state, incl, own, inner, now);
}

function wrapSel(sel: Fn & Record<string, unknown>, key: string, kind: string): Fn {
  const w = wrap(sel, key, kind) as Fn & Record<string, unknown>;
  for (const facet of ['one', 'count', 'some']) {
    const g = sel[facet];
    if (typeof g === 'function') w[facet] = wrap(g as Fn, `${key}`, `${kind}.${facet}`);
  }
  return w;
}

interface NodeLike {
  inline?: Fn;
  step?: Fn;
}
const wrapped = new Set<number>();
interface CxLike {
  def: string;
  nodes: NodeLike[];
}

function patch(): void {
  const nodeHandlers: Array<[{ compile: Fn }, string]> = [
    ...(effectHandlers as unknown as { do: string; compile: Fn }[]).map((h): [{ compile: Fn }, string] => [
      h,
      `do:${h.do}`,
    ]),
    ...(phaseHandlers as unknown as { type: string; compile: Fn }[]).map((h): [{ compile: Fn }, string] => [
      h,
      `phase:${h.type}`,
    ]),
  ];
  for (const [h, kind] of nodeHandlers) {
    const compile = h.compile;
    h.compile = ((a: unknown, cx: CxLike, p: string) => {
      const id = (compile as (a: unknown, cx: CxLike, p: string) => number)(a, cx, p);
      if (!wrapped.has(id)) {
        wrapped.add(id);
        const node = cx.nodes[id] as NodeLike;
        const key = `${cx.def}#${p}`;
        if (node.inline) node.inline = wrapNode(node.inline, key, kind);
        if (node.step) node.step = wrapNode(node.step, key, `${kind}.step`);
      }
      return id;
    }) as Fn;
  }
  if (timed) return;
  for (const h of expressionHandlers as unknown as { op: string; compile: Fn }[]) {
    const compile = h.compile;
    h.compile = ((a: unknown, cx: CxLike, p: string) =>
      wrap((compile as (a: unknown, cx: CxLike, p: string) => Fn)(a, cx, p), `${cx.def}#${p}`, `op:${h.op}`)) as Fn;
  }
  for (const h of selectorHandlers as unknown as { select: string; compile: Fn }[]) {
    const compile = h.compile;
    h.compile = ((a: unknown, cx: CxLike, p: string) =>
      wrapSel(
        (compile as (a: unknown, cx: CxLike, p: string) => Fn & Record<string, unknown>)(a, cx, p),
        `${cx.def}#${p}`,
        `select:${h.select}`,
      )) as Fn;
  }
}

let write = (): void => undefined;

/** Writes the counts to ROOMSMITH_ATTRIB_OUT (JSON: the games counted, the sites, their calls). */
export function written(): void {
  write();
}

/** Loads the pack from `root` (a checkout) with its sites wrapped and returns the batch timer. */
export async function setup(root: string): Promise<(games: number, firstSeed: number) => number> {
  patch();
  const game = await benchGame(root);
  const out = process.env['ROOMSMITH_ATTRIB_OUT'];
  let counted = 0;
  let total = 0;
  write = () => {
    if (out) writeFileSync(out, JSON.stringify({ games: counted, sites, calls, incl, own, outside: inner[0], total }));
  };
  return (games, firstSeed) => {
    // The warm-up (first seed 1) is not counted; the measured games (seeds 1000…) are.
    state.on = firstSeed !== 1;
    if (state.on) counted += games;
    const rate = perCpuSecond(games, () => {
      const t0 = now();
      runBatch({ ...game, firstSeed, games, analytics: false });
      if (state.on) total += now() - t0;
    });
    state.on = false;
    return rate;
  };
}
