// The pack test form's answer picker: the test's answers so far replayed against the engine (the
// same createMatch/answer the runner uses), each answer given the label of the option it picks,
// the first one the engine no longer offers flagged, and the next decision's options offered.
import {
  answer,
  compileRuleset,
  createMatch,
  describeInput,
  textAnswerProblem,
  type Answer,
  type Match,
} from '@roomsmith/engine';
import { packTestSetup, stepAnswers, type PackTest } from '@roomsmith/sim';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import { displayText } from '../workspace/manifest.ts';
import { formatDiagnostic } from '@roomsmith/schema';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';
import { rowsOf } from './pack-tests.ts';

/** One answer step of the test as the engine reads it: the labels of what it picks, or why it does not apply. */
export type AnswerStepCheck = { ok: true; words: string } | { ok: false; problem: string } | { ok: null };

/** The decision after the test's answers: who is asked, and what each may answer. */
export interface NextDecision {
  prompt: string;
  seats: Array<{ seat: string; options: Array<{ id: string; label: string }>; input?: string }>;
}

/** The answer to `pack-test-answers`. */
export interface AnswerCheck {
  /** Per answer step of the test: checked (with words), refused (with the reason) or not reached. */
  steps: AnswerStepCheck[];
  /** The decision waiting after every answer applied; null when one did not or the game ended. */
  next: NextDecision | null;
  /** How the game ended after the answers, if it did. */
  ended: string | null;
  /** Why the test could not be replayed at all (the packs do not load, the mode does not start). */
  problems: string[];
}

const labelOf = (match: Match, a: Answer): string => {
  const o = match.pending?.options[a.seat]?.find((x) => x.id === a.option);
  return `${a.seat}: ${o ? displayText(o.label) || o.id : `“${a.option}”`}`;
};

/** Why `answers` do not answer the match's pending decision, in words for the author, or null. */
function refusal(match: Match, answers: readonly Answer[]): string | null {
  const pending = match.state.result ? null : match.pending;
  if (!pending) return 'the game has already ended here';
  for (const { seat, option } of answers) {
    if (!pending.seats.includes(seat)) return `${seat} is not asked here (asked: ${pending.seats.join(', ')})`;
    const input = pending.input?.[seat];
    if (input) {
      const problem = textAnswerProblem(input, option);
      if (problem) return `${seat}'s typed answer is malformed: ${problem}`;
      continue;
    }
    const offered = pending.options[seat] ?? [];
    if (!offered.some((o) => o.id === option))
      return `“${option}” is not an option of ${seat} here (offered: ${offered
        .slice(0, 6)
        .map((o) => displayText(o.label) || o.id)
        .join('; ')}${offered.length > 6 ? '; …' : ''})`;
  }
  const missing = pending.seats.filter((s) => !answers.some((a) => a.seat === s));
  return missing.length ? `the decision also asks ${missing.join(', ')} (answer them in the same step)` : null;
}

/** The decision `match` waits for, with each asked seat's options as the author reads them. */
function nextOf(match: Match): NextDecision | null {
  const pending = match.state.result ? null : match.pending;
  if (!pending) return null;
  return {
    prompt: displayText(pending.prompt),
    seats: pending.seats.map((seat) => {
      const input = pending.input?.[seat];
      return {
        seat,
        options: (pending.options[seat] ?? []).map((o) => ({ id: o.id, label: displayText(o.label) || o.id })),
        ...(input ? { input: describeInput(input) } : {}),
      };
    }),
  };
}

/** Replays the answers of test `id` in `file` of pack `packId` (loaded with `packs`) and offers the next decision. */
export function packTestAnswers(packs: readonly PackSnapshot[], packId: string, file: string, id: string): AnswerCheck {
  const none = (problems: string[]): AnswerCheck => ({ steps: [], next: null, ended: null, problems });
  const loaded = loadWorkspacePacks(packs);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length) return none(errors);
  const pack = loaded.packs.find((p) => p.manifest.id === packId);
  const test: PackTest | undefined = pack
    ? rowsOf(pack, packId).find((t) => t.file === file && t.id === id)?.test
    : undefined;
  if (!test) return none([`No pack test ${id} in ${file}.`]);
  const { ruleset, diagnostics } = compileRuleset(loaded.packs);
  if (!ruleset) return none(diagnostics.map(formatDiagnostic));
  const script = test.answers ?? [];
  let match: Match;
  try {
    match = createMatch(ruleset, packTestSetup(test));
  } catch (err) {
    return none([`The test's match does not start: ${err instanceof Error ? err.message : String(err)}`]);
  }
  const steps: AnswerStepCheck[] = [];
  let stopped = false;
  for (const step of script) {
    if (stopped) {
      steps.push({ ok: null });
      continue;
    }
    const answers = stepAnswers(step);
    const problem = refusal(match, answers);
    if (problem) {
      steps.push({ ok: false, problem });
      stopped = true;
      continue;
    }
    const words = answers.map((a) => labelOf(match, a)).join('; ');
    try {
      match = answer(ruleset, match, answers).match;
      steps.push({ ok: true, words });
    } catch (err) {
      steps.push({ ok: false, problem: `the engine refused it: ${err instanceof Error ? err.message : String(err)}` });
      stopped = true;
    }
  }
  const result = match.state.result;
  return {
    steps,
    next: stopped ? null : nextOf(match),
    ended: !stopped && result ? (result.reason ? `${result.outcome}: ${result.reason}` : result.outcome) : null,
    problems: [],
  };
}
