import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { compileRuleset } from '@roomsmith/engine';
const dirs = ['content/room25', 'content/double-rush', 'content/escape-room', 'content/two-rooms'];
const sets = [];
for (const d of dirs) { const { packs } = loadPacks([await readPackFolder(d)]); sets.push(packs); }
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) for (const p of sets) compileRuleset(p as never);
  console.log(((performance.now() - t0) / 10).toFixed(1), 'ms per compile of the 4 packs');
}
