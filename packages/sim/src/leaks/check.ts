// The leak checker: plays random games of a mode and checks that each seat's
// view, options and events are a function of what the seat is entitled to.
// (1) At every step, for every seat, one hidden fact is changed behind its back
// (two unidentified components renamed or their faces swapped, two other seats'
// secret roles swapped, an unordered zone reordered): its view and options must
// stay byte-identical, and so must the events the next answer sends it whenever
// its next view does. (2) Over many deals, the names its view gives unidentified
// components must not tell what they are better than their places do.
import {
  answer,
  createMatch,
  randomTextAnswer,
  seedRng,
  viewOptions,
  type GameState,
  type Match,
  type Ruleset,
  type SeatId,
} from '@roomsmith/engine';
import { pickRandom } from '../bots/random-bot.ts';
import { firstDifference } from './diff.ts';
import { hiddenSwaps, unidentified } from './hidden-facts.ts';
import { engineSight, type SeatSight, type Sight } from './seat-sight.ts';
import { tiedNames, type Sighting } from './statistics.ts';

/** What to check. */
export interface LeakCheckSpec {
  ruleset: Ruleset;
  mode: string;
  seats: number;
  /** Games played with the step-by-step check (and deals for the statistics, at least 40). */
  games: number;
  firstSeed?: number;
  /** Steps per game checked step by step (the rest of a long game is not). */
  maxSteps?: number;
  /** How seats see the match: the engine's own functions unless a test plants a leak. */
  sight?: SeatSight;
}

/** The first leak found. */
export interface Leak {
  check: 'swap' | 'statistics';
  mode: string;
  seed: number;
  step: number;
  seat: SeatId;
  /** Where in what the seat sees: "view.zones.complex.cells[7]", "options[2].id", "events[0].component". */
  path: string;
  detail: string;
}

/** How a check went. */
export interface LeakReport {
  mode: string;
  seats: number;
  games: number;
  steps: number;
  checks: number;
  leak: Leak | null;
}

const sightJson = (s: Sight) => ({ view: s.view, options: s.options });

/** The answers of one decision: each asked seat picks at random among the options its view shows. */
function pickAnswers(ruleset: Ruleset, m: Match, sight: SeatSight, rng: ReturnType<typeof seedRng>) {
  const pending = m.pending;
  if (!pending) return [];
  return pending.seats.map((seat) => {
    // A typed answer (a code) has no options to pick from: type a random well-formed one.
    const input = pending.input?.[seat];
    if (input) return { seat, option: randomTextAnswer(rng, input) };
    const shown = sight.see(ruleset, m.state, seat).options;
    return { seat, option: realFor(ruleset, m.state, seat, pickRandom(rng, shown).id) };
  });
}

/** The engine option a seat's pick from its (maybe planted) view stands for. */
function realFor(ruleset: Ruleset, state: GameState, seat: SeatId, shownId: string): string {
  const legal = state.pending?.options[seat] ?? [];
  const x = viewOptions(ruleset, state, seat).find((o) => o.option.id === shownId);
  const mapped = x ? legal[x.index]?.id : undefined;
  return mapped ?? (legal.some((o) => o.id === shownId) ? shownId : (legal[0]?.id ?? shownId));
}

/** Step check: one hidden fact changed for one seat; null or the leak. */
function swapCheck(
  spec: LeakCheckSpec,
  sight: SeatSight,
  m: Match,
  seat: SeatId,
  answers: Array<{ seat: SeatId; option: string }>,
  rng: ReturnType<typeof seedRng>,
  seed: number,
): Leak | null {
  const { ruleset } = spec;
  const swaps = hiddenSwaps(ruleset, m.state, seat, rng);
  if (!swaps.length) return null;
  const swap = swaps[(m.state.step + seat.length) % swaps.length] ?? pickRandom(rng, swaps);
  const leak = (path: string, what: string): Leak => ({
    check: 'swap',
    mode: spec.mode,
    seed,
    step: m.state.step,
    seat,
    path,
    detail: `${what} changes ${path} for ${seat} (${swap.what})`,
  });
  const other = swap.apply(m.state);
  const before = sightJson(sight.see(ruleset, m.state, seat));
  const after = sightJson(sight.see(ruleset, other, seat));
  const d = firstDifference(JSON.parse(JSON.stringify(before)), JSON.parse(JSON.stringify(after)));
  if (d) return leak(d, 'a hidden fact');
  if (!answers.length) return null;
  // The same answers in both worlds; compare the events the seat reads when its next view is the same.
  const a = structuredClone(m.state);
  const mine = answer(ruleset, { state: a, pending: a.pending, log: [] }, answers);
  let theirs;
  try {
    theirs = answer(
      ruleset,
      { state: other, pending: other.pending, log: [] },
      answers.map((x) => ({ ...x, option: swap.option(x.option) })),
    );
  } catch {
    return null; // the changed world offers other options: its own view already differed
  }
  const v1 = JSON.stringify(sightJson(sight.see(ruleset, mine.match.state, seat)));
  const v2 = JSON.stringify(sightJson(sight.see(ruleset, theirs.match.state, seat)));
  if (v1 !== v2) return null; // the answer showed the seat something that differs: entitled
  // The answer let the seat identify a changed component (a peek): what it learnt differs, by right.
  const known = new Set(unidentified(ruleset, mine.match.state, seat));
  if (swap.components.some((c) => !known.has(c))) return null;
  const e1 = JSON.parse(JSON.stringify(sight.events(mine.events, seat)));
  // An event named a changed component by its id: the seat identified it then (it looked), by right.
  const named: string[] = JSON.stringify(e1).match(/(?<![\w-])c\d+(?![\w-])/g) ?? [];
  if (swap.components.some((c) => named.includes(c))) return null;
  const e2 = JSON.parse(JSON.stringify(sight.events(theirs.events, seat)));
  const de = firstDifference({ events: e1 }, { events: e2 });
  return de ? leak(de, 'a hidden fact, in the events of the next answer,') : null;
}

/** What a seat sees of its unidentified components at the start of a deal, for the statistics. */
function sightings(ruleset: Ruleset, state: GameState, seat: SeatId, s: Sight, deal: number): Sighting[] {
  const out: Sighting[] = [];
  const unknown = new Set(unidentified(ruleset, state, seat));
  for (const [zone, z] of Object.entries(s.view.zones)) {
    const list = z.kind === 'grid' ? z.cells : z.items;
    const ordered = z.kind === 'grid' || z.kind === 'stack';
    list.forEach((name, i) => {
      if (name === null) return;
      const id = s.real.get(name) ?? (name in state.components ? name : undefined);
      if (id === undefined || !unknown.has(id)) return;
      const def = state.components[id]?.def ?? '';
      const path = `view.zones.${zone}.${z.kind === 'grid' ? 'cells' : 'items'}[${i}]`;
      out.push({ place: ordered ? `${zone}[${i}]` : zone, name, def, path, deal, seat });
    });
  }
  return out;
}

/** Plays `games` random games (seeds firstSeed…) and returns the first leak, if any. */
export function checkLeaks(spec: LeakCheckSpec): LeakReport {
  const sight = spec.sight ?? engineSight;
  const first = spec.firstSeed ?? 1;
  const maxSteps = spec.maxSteps ?? 400;
  const report: LeakReport = { mode: spec.mode, seats: spec.seats, games: 0, steps: 0, checks: 0, leak: null };
  const deals = Math.max(spec.games, 40);
  const seen: Sighting[] = [];
  for (let g = 0; g < deals; g++) {
    const seed = first + g;
    const m0 = createMatch(spec.ruleset, { mode: spec.mode, seed, seats: spec.seats });
    for (const seat of m0.state.seatOrder) {
      seen.push(...sightings(spec.ruleset, m0.state, seat, sight.see(spec.ruleset, m0.state, seat), g));
    }
    if (g >= spec.games) continue;
    const rng = seedRng(`leaks:${seed}`);
    let m = m0;
    report.games++;
    while (m.pending && m.state.result === null && m.state.step < maxSteps) {
      const answers = pickAnswers(spec.ruleset, m, sight, rng);
      for (const seat of m.state.seatOrder) {
        report.checks++;
        const leak = swapCheck(spec, sight, m, seat, answers, rng, seed);
        if (leak) return { ...report, leak };
      }
      m = answer(spec.ruleset, m, answers).match;
      report.steps++;
    }
  }
  const tied = tiedNames(seen);
  if (tied) {
    const seed = first + tied.deal;
    report.leak = {
      check: 'statistics',
      mode: spec.mode,
      seed,
      step: 0,
      seat: tied.seat,
      path: tied.path,
      detail: `the name "${tied.name}" tells what an unidentified component is better than its place does (${tied.better} test sightings guessed right by the name only, ${tied.worse} by the place only, p = ${tied.p.toExponential(1)})`,
    };
  }
  return report;
}
