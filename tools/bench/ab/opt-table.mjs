// What each isolate compiles and compiles again: reads the output of a run under `--trace-opt
// --trace-deopt` (`node --trace-opt --trace-deopt packages/cli/bin/roomsmith.mjs sim … > trace.txt`) and
// prints a table per function: isolates it was optimised in, TurboFan compiles (the most in one
// isolate), compile ms (prepare + background + finalize, from `completed compiling … took a, b, c ms`;
// the first and last on the isolate's own thread), and deopts with their reasons.
// `node tools/bench/ab/opt-table.mjs trace.txt [top] [--json]`.
// V8 prints both isolates' lines to one stream with no isolate id; a function's SharedFunctionInfo has an
// address in its own isolate's heap, so (name, sfi) tells one isolate's copy from the other's.
import { readFileSync } from 'node:fs';

const [file, topArg = '40', ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node tools/bench/ab/opt-table.mjs <trace.txt> [top] [--json]');
  process.exit(2);
}
const top = Number(topArg);
const fn = /<JSFunction (\S*) \(sfi = (0x[0-9a-f]+)\)>/;
/** name → { sfis: Map<sfi, compiles>, compiles, osr, ms, ownMs, deopts: Map<reason, n> } */
const rows = new Map();
const row = (name) => {
  let r = rows.get(name);
  if (!r)
    rows.set(name, (r = { name, sfis: new Map(), compiles: 0, osr: 0, ms: 0, ownMs: 0, deopts: new Map(), d: 0 }));
  return r;
};
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const m = fn.exec(line);
  if (!m) continue;
  const name = m[1] || '(anonymous)';
  if (line.startsWith('[compiling method')) {
    const r = row(name);
    r.compiles++;
    if (line.includes(' OSR')) r.osr++;
    r.sfis.set(m[2], (r.sfis.get(m[2]) ?? 0) + 1);
  } else if (line.startsWith('[completed compiling')) {
    const t = /took ([\d.]+), ([\d.]+), ([\d.]+) ms/.exec(line);
    if (t) {
      const r = row(name);
      r.ms += Number(t[1]) + Number(t[2]) + Number(t[3]);
      r.ownMs += Number(t[1]) + Number(t[3]);
    }
  } else if (line.startsWith('[bailout')) {
    const k = /kind: ([\w-]+), reason: (.*?)\): begin/.exec(line);
    const r = row(name);
    const key = k ? `${k[1]}: ${k[2]}` : '?';
    r.deopts.set(key, (r.deopts.get(key) ?? 0) + 1);
    r.d++;
  }
}
const all = [...rows.values()];
const sum = (f) => all.reduce((s, r) => s + f(r), 0);
const isolates = new Set();
const summary = {
  functions: all.filter((r) => r.compiles).length,
  compiles: sum((r) => r.compiles),
  recompiles: sum((r) => [...r.sfis.values()].reduce((s, c) => s + c - 1, 0)),
  ms: sum((r) => r.ms),
  deopts: sum((r) => r.d),
};
for (const r of all) for (const s of r.sfis.keys()) isolates.add(s);
const ranked = all.sort((a, b) => b.ms - a.ms);
if (rest.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        summary,
        rows: ranked.map((r) => ({ ...r, sfis: [...r.sfis.values()], deopts: Object.fromEntries(r.deopts) })),
      },
      null,
      1,
    ),
  );
} else {
  console.log(
    `${summary.functions} functions optimised, ${summary.compiles} TurboFan compiles (${summary.recompiles} of a function again in the same isolate), ${summary.ms.toFixed(1)} ms of compile jobs, ${summary.deopts} deopts`,
  );
  console.log('compile ms  compiles (per isolate)  deopts  function  [deopt kinds: reasons]');
  for (const r of ranked.slice(0, top)) {
    const per = [...r.sfis.values()].join('+');
    const why = [...r.deopts].map(([k, n]) => `${n}× ${k}`).join('; ');
    console.log(
      `${r.ms.toFixed(1).padStart(10)}  ${`${r.compiles} (${per})${r.osr ? ` ${r.osr} OSR` : ''}`.padEnd(22)}  ${String(r.d).padStart(6)}  ${r.name}${why ? `  [${why}]` : ''}`,
    );
  }
  const churn = ranked.filter((r) => r.d > 0 || [...r.sfis.values()].some((c) => c > 1));
  console.log(`\nrecompiled or deoptimised (${churn.length}):`);
  for (const r of churn.sort((a, b) => b.ms - a.ms)) {
    const why = [...r.deopts].map(([k, n]) => `${n}× ${k}`).join('; ');
    console.log(
      `${r.ms.toFixed(1).padStart(10)}  ${`${r.compiles} (${[...r.sfis.values()].join('+')})`.padEnd(22)}  ${String(r.d).padStart(6)}  ${r.name}${why ? `  [${why}]` : ''}`,
    );
  }
}
