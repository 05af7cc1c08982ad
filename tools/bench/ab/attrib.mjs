// node tools/bench/ab/attrib.mjs <tree> [games] [top] [warm]: how many times each site of the pack's content
// runs a game — each effect node (its inline run and its step), expression and selector (and a selector's
// `one`, `count` and `some`), by definition and JSON pointer — and the same summed by kind (`do:move-component`,
// `op:gt`, `select:top.one`, …). Bundles attrib-entry.ts from `tree`, which wraps every compiled site in a
// counting function of its own, plays `warm` games (default 500, seeds 1…) uncounted and `games` (default
// 1000, seeds 1000…, the games count-ab.mjs counts) counted. Exact calls, no instructions: the wrappers cost
// a call each and stop the in-place reads the compiler tags (zone-ids.ts, bound.ts), so time or instructions
// taken with them on are not the engine's (session 25 read ×2.8 the time, and callgrind's inclusive cost per
// wrapper was not to be trusted: compiles and re-used code addresses fell inside it). Put the calls beside
// `count-prof.mjs`'s instructions by function to price a site. Env as entry.ts (ROOMSMITH_BENCH_PACK,
// ROOMSMITH_BENCH_MODE, ROOMSMITH_BENCH_SEATS).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleFile } from './bundle.mjs';

const [tree, gamesArg, topArg, warmArg] = process.argv.slice(2);
if (!tree) {
  console.error('usage: node tools/bench/ab/attrib.mjs <tree> [games] [top] [warm]');
  process.exit(2);
}
const games = Number(gamesArg ?? 1000);
const top = Number(topArg ?? 60);
const warm = Number(warmArg ?? 500);
const root = path.resolve(tree);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'attrib-'));
const countsFile = path.join(scratch, 'counts.json');
process.env['ROOMSMITH_ATTRIB_OUT'] = countsFile;
const bundle = await bundleFile(root, 'attrib-entry.ts', 'attrib');
const { setup, written } = await import(pathToFileURL(bundle).href);
const play = await setup(root);
play(warm, 1);
play(games, 1000);
written();
const { games: counted, sites, calls, incl, own, total } = JSON.parse(readFileSync(countsFile, 'utf8'));
rmSync(scratch, { recursive: true, force: true });

const rows = sites
  .map((s, i) => ({ ...s, calls: calls[i] / counted, incl: incl[i] / total, own: own[i] / total }))
  .filter((r) => r.calls > 0);
if (process.env['ROOMSMITH_ATTRIB_TIME'] === '1') {
  // Shares of the counted games' time: `own` is a node's less the nodes run inside it (its expressions
  // and selectors are its own); what no node ran (the run loop, decisions, the mode's walk) is the rest.
  const pct = (x) => `${(x * 100).toFixed(2).padStart(6)}%`;
  const ownSum = rows.reduce((t, r) => t + r.own, 0);
  console.log(
    `${root}: time shares by effect and phase node (${counted} games after ${warm}); nodes' own ${pct(ownSum)}`,
  );
  console.log('   own      incl    calls/game  kind                     site');
  for (const r of [...rows].sort((x, y) => y.own - x.own).slice(0, top))
    console.log(`${pct(r.own)}  ${pct(r.incl)}  ${r.calls.toFixed(2).padStart(9)}  ${r.kind.padEnd(24)} ${r.key}`);
  const byKind = new Map();
  for (const r of rows) {
    const k = byKind.get(r.kind) ?? { own: 0, calls: 0 };
    k.own += r.own;
    k.calls += r.calls;
    byKind.set(r.kind, k);
  }
  console.log('\nown time by kind:');
  for (const [kind, k] of [...byKind].sort((x, y) => y[1].own - x[1].own))
    console.log(`${pct(k.own)}  ${k.calls.toFixed(2).padStart(9)}  ${kind}`);
  process.exit(0);
}
rows.sort((x, y) => y.calls - x.calls);
console.log(`${root}: calls a game by site (${counted} games after ${warm})`);
for (const r of rows.slice(0, top)) console.log(`${r.calls.toFixed(2).padStart(9)}  ${r.kind.padEnd(24)} ${r.key}`);
const byKind = new Map();
for (const r of rows) {
  const k = byKind.get(r.kind) ?? { calls: 0, sites: 0 };
  k.calls += r.calls;
  k.sites++;
  byKind.set(r.kind, k);
}
console.log('\ncalls a game by kind (sites that ran):');
for (const [kind, k] of [...byKind].sort((x, y) => y[1].calls - x[1].calls))
  console.log(`${k.calls.toFixed(2).padStart(9)}  ${kind.padEnd(24)} ${k.sites}`);
