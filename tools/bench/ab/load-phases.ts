// Cold pack loading, phase by phase, in CPU milliseconds of this process: read the folder, load
// (parse, validate, link, before-play checks), compile. Bundle it per tree (as the brief's esbuild
// line does for entry.ts) and run the bundles alternately, a fresh process each time, since only the
// first round is what a command pays:
//   node /tmp/load-a.mjs content/room25 1; node /tmp/load-b.mjs content/room25 1; …
// Later rounds show the same work warm.
import path from 'node:path';
import { compileRuleset, ENGINE_VERSION } from '@roomsmith/engine';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const dir = path.resolve(process.argv[2] ?? 'content/room25');
const rounds = Number(process.argv[3] ?? 1);
for (let r = 0; r < rounds; r++) {
  const t0 = cpu();
  const w0 = performance.now();
  const input = await readPackFolder(dir);
  const t1 = cpu();
  const w1 = performance.now();
  const { packs, diagnostics } = loadPacks([{ ...input, root: path.relative(process.cwd(), dir) }], {
    engineVersion: ENGINE_VERSION,
  });
  const t2 = cpu();
  const { ruleset } = compileRuleset(packs);
  const t3 = cpu();
  console.log(
    `round ${r}: read ${(t1 - t0).toFixed(0)} cpu ms (${(w1 - w0).toFixed(0)} wall), load ${(t2 - t1).toFixed(0)}, compile ${(t3 - t2).toFixed(0)} ms; ${diagnostics.length} diags, ${ruleset ? 'ok' : 'no ruleset'}`,
  );
}
