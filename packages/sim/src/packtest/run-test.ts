// Runs one pack test: creates the match (mode + seed, or an explicit layout),
// plays the scripted answers, and checks each expectation at its step.
import { textAnswerProblem, type Layout, type MatchSetup } from '@roomsmith/engine';
import type { Answer, EngineApi, GameEvent, Match } from '../engine-api.ts';
import { checkExpectation, type Snapshot } from './expect.ts';
import type { Expectation, PackTest } from './pack-test.ts';
import type { TestState } from './state-reader.ts';
import type { TestView } from './expect-view.ts';

/** The verdict on one test. */
export type TestVerdict = { ok: true } | { ok: false; reason: string };

/** Engine hooks beyond contracts.md §3 that pack tests use when the engine offers them. */
export interface TestHooks<R> {
  /** Evaluates a vocabulary condition on a state: whether it holds, or why it cannot be evaluated. */
  condition?: (ruleset: R, state: Match['state'], condition: unknown) => { holds: boolean } | { error: string };
}

function snapshot<R>(
  engine: EngineApi<R>,
  ruleset: R,
  match: Match,
  events: GameEvent[],
  hooks: TestHooks<R>,
): Snapshot {
  const condition = hooks.condition;
  const holds = condition ? (c: unknown) => condition(ruleset, match.state, c) : undefined;
  return {
    state: match.state as unknown as TestState,
    events,
    pendingSeats: match.state.result ? [] : (match.pending?.seats ?? []),
    legal: (seat) => engine.legalOptions(match, seat).map((o) => o.id),
    input: (seat) => (match.state.result ? null : (match.pending?.input?.[seat] ?? null)),
    ...(holds ? { condition: holds } : {}),
    flags: () => engine.view(ruleset, match.state, 'all').flags,
    view: {
      view: (seat) => engine.view(ruleset, match.state, seat) as unknown as TestView,
      select: (selector) => (holds ? selectComponents(match, selector, holds) : { error: 'no condition evaluator' }),
    },
  };
}

/** The components a selector gives, asked of the condition evaluator one component at a time. */
function selectComponents(
  match: Match,
  selector: unknown,
  holds: (c: unknown) => { holds: boolean } | { error: string },
): string[] | { error: string } {
  const ids: string[] = [];
  for (const id of Object.keys(match.state.components)) {
    const only = { select: 'components', where: { op: 'eq', a: { op: 'get', name: 'it' }, b: id } };
    const r = holds({ op: 'contains', of: selector, item: only });
    if ('error' in r) return r;
    if (r.holds) ids.push(id);
  }
  return ids;
}

function checkAll(expectations: Expectation[], snap: Snapshot, label: string): string | null {
  for (const e of expectations) {
    const failure = checkExpectation(e, snap);
    if (failure) return `${label}${failure}`;
  }
  return null;
}

/** The answers of one step of a test's script (a step is one answer or a simultaneous list). */
export function stepAnswers(step: NonNullable<PackTest['answers']>[number]): Answer[] {
  return Array.isArray(step) ? step : [step];
}

/** The match a test starts from: its mode, seed (0 by default), seats, options and layout. */
export function packTestSetup(test: PackTest): MatchSetup {
  return {
    mode: test.mode,
    seed: test.seed ?? 0,
    seats: test.seats,
    ...(test.options ? { options: test.options } : {}),
    ...(test.layout ? { layout: test.layout as Layout } : {}),
  };
}

/** Runs `test` and says whether every expectation holds. */
export function runPackTest<R>(
  engine: EngineApi<R>,
  ruleset: R,
  test: PackTest,
  hooks: TestHooks<R> = {},
): TestVerdict {
  const script = test.answers ?? [];
  const late = test.expect.find((e) => e.after !== undefined && e.after > script.length);
  if (late)
    return { ok: false, reason: `an expectation checks after step ${late.after}, but the script has ${script.length}` };
  let match = engine.createMatch(ruleset, packTestSetup(test));
  const events: GameEvent[] = [...match.log];
  const at = (step: number) => test.expect.filter((e) => e.after === step);
  for (let i = 0; i <= script.length; i++) {
    const failure = checkAll(at(i), snapshot(engine, ruleset, match, events, hooks), `after step ${i}: `);
    if (failure) return { ok: false, reason: failure };
    const step = script[i];
    if (!step) break;
    const answers = stepAnswers(step);
    const pending = match.state.result ? null : match.pending;
    for (const { seat, option } of answers) {
      if (!pending?.seats.includes(seat)) {
        return {
          ok: false,
          reason: `step ${i + 1}: no decision is pending for ${seat} (pending: ${pending?.seats.join(', ') || 'none'})`,
        };
      }
      const input = pending.input?.[seat];
      if (input) {
        const problem = textAnswerProblem(input, option);
        if (problem) return { ok: false, reason: `step ${i + 1}: ${seat}'s answer is malformed: ${problem}` };
        continue;
      }
      const legal = engine.legalOptions(match, seat).map((o) => o.id);
      if (!legal.includes(option)) {
        return { ok: false, reason: `step ${i + 1}: ${seat} may not answer "${option}" (legal: ${legal.join(', ')})` };
      }
    }
    const result = engine.answer(ruleset, match, answers);
    match = result.match;
    events.push(...result.events);
  }
  const failure = checkAll(
    test.expect.filter((e) => e.after === undefined),
    snapshot(engine, ruleset, match, events, hooks),
    '',
  );
  return failure ? { ok: false, reason: failure } : { ok: true };
}
