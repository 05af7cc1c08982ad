// Finds a won Escape Room game to ship as a replay: the test-fixture scenario
// (public codes), one seat, searched with full information — it reads the whole
// state, so it is a way to produce a scripted victory, not a fair bot. Each turn
// it tries programs for the four characters one at a time (coordinate descent),
// playing the rest of the turn with a one-step lookahead, and keeps the program
// whose end of turn scores best: Secret Code rooms activated, characters close to
// the next one, then to Room 25.
//
//   npx tsx tools/escape-room/find-win.ts [seed] > content/escape-room/test-fixture-victory.replay.json
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRuleset, ENGINE_VERSION, type Match } from '@roomsmith/engine';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { engine, packRefs } from '@roomsmith/sim';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Pack roots relative to the repository, as `roomsmith replay` run from it names them: the
// ruleset's hash (part of every state hash) depends on them.
const dirs = ['content/room25', 'content/escape-room'];
const inputs = await Promise.all(
  dirs.map(async (dir) => ({ ...(await readPackFolder(path.join(root, dir))), root: dir })),
);
const loaded = loadPacks(inputs, { engineVersion: ENGINE_VERSION });
const { ruleset } = compileRuleset(loaded.packs);
if (!ruleset) throw new Error('the packs do not compile: run roomsmith validate content/');
const packs = packRefs(loaded.packs);
const seed = Number(process.argv[2] ?? 1);
const mode = 'escape-room:escape-room';
const options = { scenario: 'test-fixture' };
/** The test-fixture scenario's codes, printed on each of its cards. */
const CODES: Record<string, string> = { digits4: '1111', digits3: '111', letters4: 'AAAA', letters3: 'AAA' };
const SECRET = ['4-digits', '3-digits', '4-letters', '3-letters'].map((s) => `escape-room:secret-code-${s}`);
const EXIT = new Set([0, 1, 3, 4, 5, 9, 15, 19, 20, 21, 23, 24]);

const cellOf = (m: Match, component: string) => {
  const grid = m.state.zones['complex'];
  return grid && 'cells' in grid ? grid.cells.indexOf(component) : -1;
};
const dist = (a: number, b: number) => Math.abs(Math.floor(a / 5) - Math.floor(b / 5)) + Math.abs((a % 5) - (b % 5));

/** How promising a state is: the game's result first, then activations, then distances. */
function score(m: Match): number {
  const s = m.state;
  if (s.result) return s.result.winners.length ? 1e9 : -1e9;
  const at = Object.values(s.pieces)
    .filter((p) => p.status === 'active' && p.location && 'component' in p.location)
    .map((p) => cellOf(m, (p.location as { component: string }).component));
  const key = s.counters['key'] ?? 0;
  let v = key * 10_000 + (s.counters['turns-left'] ?? 0) * 5;
  if (key < 4) {
    const ds = Object.values(s.components)
      .filter((c) => SECRET.includes(c.def) && cellOf(m, c.id) >= 0 && !c.markers['activated'])
      .map((c) => Math.min(...at.map((a) => dist(a, cellOf(m, c.id)))));
    if (ds.length) v -= 300 * Math.min(...ds) + 30 * ds.reduce((x, y) => x + y, 0);
  } else {
    const exit = Object.values(s.components).find((c) => c.def === 'room25:room-25');
    const c = exit ? cellOf(m, exit.id) : -1;
    if (c >= 0) v += (EXIT.has(c) ? 100 : 0) - 200 * at.reduce((x, a) => x + dist(a, c), 0);
  }
  return v;
}

const step = (m: Match, option: string): Match =>
  engine.answer(ruleset, structuredClone(m), [{ seat: 's0', option }]).match;
const isProgram = (m: Match) => /^Program/.test(typeof m.pending?.prompt === 'string' ? m.pending.prompt : '');
const options0 = (m: Match) => engine.legalOptions(m, 's0').map((o) => o.id);

/** An in-turn answer: the code a card gives, or the option whose result scores best. */
function greedy(m: Match): string {
  const input = m.pending?.input?.['s0'];
  if (input) return `text:${CODES[`${input.alphabet}${input.length}`]}`;
  const all = options0(m);
  if (all.includes('free:none')) return 'free:none';
  if (all.includes('option:say-nothing')) return 'option:say-nothing';
  let best = all[0] ?? '';
  let value = -Infinity;
  for (const o of all) {
    const v = score(step(m, o));
    if (v > value) [best, value] = [o, v];
  }
  return best;
}

/** Plays greedily up to the next programming (or the end). */
function finishTurn(m: Match, answers: string[]): Match {
  let next = m;
  while (!next.state.result && next.pending && !isProgram(next)) {
    const o = greedy(next);
    answers.push(o);
    next = step(next, o);
  }
  return next;
}

let match = engine.createMatch(ruleset, { mode, seed, seats: 1, options, profile: 'silent' });
const answers: string[] = [];
match = finishTurn(match, answers);
for (let turn = 0; turn < 12 && !match.state.result; turn++) {
  const start = match;
  const useful = options0(start).filter((o) => /move|control|push/.test(o) && !/ability|adrenaline|look/.test(o));
  let program = Array<string>(4).fill(
    useful.includes('program:move,control') ? 'program:move,control' : (useful[0] ?? ''),
  );
  const play = (p: string[]) => {
    let m = start;
    const taken: string[] = [];
    for (const wanted of p) {
      if (!isProgram(m)) break;
      const legal = options0(m);
      const o = legal.includes(wanted) ? wanted : (legal[0] ?? '');
      taken.push(o);
      m = step(m, o);
    }
    m = finishTurn(m, taken);
    return { value: score(m), m, taken };
  };
  let best = play(program);
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < program.length; i++)
      for (const o of useful) {
        const p = program.map((x, j) => (j === i ? o : x));
        const tried = play(p);
        if (tried.value > best.value) [best, program] = [tried, p];
      }
  answers.push(...best.taken);
  match = best.m;
  process.stderr.write(`turn ${turn + 1}: key ${match.state.counters['key']}, ${program.join(' ')}\n`);
}
process.stderr.write(
  `seed ${seed}: ${match.state.result?.outcome ?? 'not finished'} after ${answers.length} answers\n`,
);
// The recorded hash is the one a replay reaches: played again as `roomsmith replay` plays it.
let replayed = engine.createMatch(ruleset, { mode, seed, seats: 1, options });
for (const option of answers) replayed = engine.answer(ruleset, replayed, [{ seat: 's0', option }]).match;
const record = {
  format: 'roomsmith-replay@1',
  packs,
  mode,
  seed,
  seats: 1,
  options,
  answers: answers.map((option) => [{ seat: 's0', option }]),
  finalHash: engine.stateHash(replayed.state),
};
process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
