// A full-information search for won Escape Room games, for tests and tools: it reads the
// whole state, so it is a way to script a victory a person could play, not a fair bot.
// The codes come from the scenario's salted hashes (`recoverCodes` tries every code of each
// Secret Code room's format), so no code is written anywhere in clear.
//
// Each turn it tries programs for the four characters one at a time (coordinate descent),
// playing the rest of the turn with a one-step lookahead, and keeps the program whose end of
// turn scores best: Secret Code rooms activated, characters close to the next one, then to
// Room 25.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileRuleset, ENGINE_VERSION, type Match, type Ruleset } from '@roomsmith/engine';
import { loadPacks } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { engine, packRefs } from '@roomsmith/sim';
import { recoverCode } from '@roomsmith/sim/testing';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MODE = 'escape-room:escape-room';
const SECRET = ['4-digits', '3-digits', '4-letters', '3-letters'].map((s) => `escape-room:secret-code-${s}`);
/** Cells on the complex's edge away from the Central Room's cross: where Room 25 can be pushed out. */
const EXIT = new Set([0, 1, 3, 4, 5, 9, 15, 19, 20, 21, 23, 24]);

/** The Room 25 and Escape Room packs compiled, named by their roots relative to the repository
 *  (as `roomsmith replay` run from it names them: the ruleset's hash depends on them). */
export async function loadEscapeRoom(): Promise<{ ruleset: Ruleset; packs: ReturnType<typeof packRefs> }> {
  const dirs = ['content/room25', 'content/escape-room'];
  const inputs = await Promise.all(
    dirs.map(async (dir) => ({ ...(await readPackFolder(path.join(workspaceRoot, dir))), root: dir })),
  );
  const loaded = loadPacks(inputs, { engineVersion: ENGINE_VERSION });
  const { ruleset } = compileRuleset(loaded.packs);
  if (!ruleset) throw new Error('the packs do not compile: run roomsmith validate content/');
  return { ruleset, packs: packRefs(loaded.packs) };
}

/** A scenario's codes (the Escape Room pack's `scenario`), keyed by the format they are typed in (`digits4`…), found from its salted hashes. */
export function recoverCodes(ruleset: Ruleset, scenario: string): Record<string, string> {
  const found = ruleset.scenarios[`escape-room:${scenario}`];
  if (!found) throw new Error(`no scenario ${scenario}`);
  const codes: Record<string, string> = {};
  for (const [def, secret] of Object.entries(found.secrets)) {
    const format = ruleset.defs[def]?.textFormat;
    if (!format) throw new Error(`${def} keeps a secret but takes no typed code`);
    const code = recoverCode(secret.salt, secret.sha256, format);
    if (code === null) throw new Error(`no ${format.alphabet} code matches ${def}`);
    codes[`${format.alphabet}${format.length}`] = code;
  }
  return codes;
}

export interface SearchInput {
  ruleset: Ruleset;
  /** The Escape Room pack's scenario id, e.g. `night-shift` (as the match option names it). */
  scenario: string;
  seed: number;
  /** Codes by format, from `recoverCodes`. */
  codes: Record<string, string>;
  /** Told after each turn (progress for a terminal). */
  onTurn?: (turn: number, key: number, program: string[]) => void;
}

export interface SearchResult {
  /** One seat's answers (option ids, typed codes as `text:…`), from the deal to the end. */
  answers: string[];
  outcome: string | null;
  finalHash: string;
}

/** Plays one seat's game of the scenario with full information; the answers reach `outcome`. */
export function searchWin({ ruleset, scenario, seed, codes, onTurn }: SearchInput): SearchResult {
  const options = { scenario };
  const cellOf = (m: Match, component: string) => {
    const grid = m.state.zones['complex'];
    return grid && 'cells' in grid ? grid.cells.indexOf(component) : -1;
  };
  const dist = (a: number, b: number) => Math.abs(Math.floor(a / 5) - Math.floor(b / 5)) + Math.abs((a % 5) - (b % 5));

  /** How promising a state is: the game's result first, then activations, then distances. */
  const score = (m: Match): number => {
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
  };

  const step = (m: Match, option: string): Match =>
    engine.answer(ruleset, structuredClone(m), [{ seat: 's0', option }]).match;
  const isProgram = (m: Match) => /^Program/.test(typeof m.pending?.prompt === 'string' ? m.pending.prompt : '');
  const options0 = (m: Match) => engine.legalOptions(m, 's0').map((o) => o.id);

  /** An in-turn answer: the code a card gives, or the option whose result scores best. */
  const greedy = (m: Match): string => {
    const input = m.pending?.input?.['s0'];
    if (input) return `text:${codes[`${input.alphabet}${input.length}`] ?? ''}`;
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
  };

  /** Plays greedily up to the next programming (or the end). */
  const finishTurn = (m: Match, answers: string[]): Match => {
    let next = m;
    while (!next.state.result && next.pending && !isProgram(next)) {
      const o = greedy(next);
      answers.push(o);
      next = step(next, o);
    }
    return next;
  };

  let match = engine.createMatch(ruleset, { mode: MODE, seed, seats: 1, options, profile: 'silent' });
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
    onTurn?.(turn + 1, match.state.counters['key'] ?? 0, program);
  }
  // The hash a replay reaches: played again as `roomsmith replay` plays it (the rich profile).
  let replayed = engine.createMatch(ruleset, { mode: MODE, seed, seats: 1, options });
  for (const option of answers) replayed = engine.answer(ruleset, replayed, [{ seat: 's0', option }]).match;
  return { answers, outcome: replayed.state.result?.outcome ?? null, finalHash: engine.stateHash(replayed.state) };
}

/** A replay record (`roomsmith-replay@1`) of one seat's game. */
export function replayOf(
  packs: ReturnType<typeof packRefs>,
  scenario: string,
  seed: number,
  result: SearchResult,
): Record<string, unknown> {
  return {
    format: 'roomsmith-replay@1',
    packs,
    mode: MODE,
    seed,
    seats: 1,
    options: { scenario },
    answers: result.answers.map((option) => [{ seat: 's0', option }]),
    finalHash: result.finalHash,
  };
}
