// Whether a recorded answer still fits the decision a match waits for: the
// engine's own pending decision and its offered options decide, nothing here
// knows a rule.
import { textAnswerProblem, type Answer, type Decision } from '@roomsmith/engine';

/** Why `answers` cannot answer `pending` (no decision, other seats asked, an option not offered), or null. */
export function illegalAnswer(pending: Decision | null, answers: readonly Answer[]): string | null {
  if (!pending) return 'the match no longer waits for a decision here';
  const asked = [...pending.seats].sort().join(',');
  const given = answers
    .map((a) => a.seat)
    .sort()
    .join(',');
  if (asked !== given) return `the decision now asks ${pending.seats.join(', ')}`;
  for (const a of answers) {
    const input = pending.input?.[a.seat];
    if (input) {
      const problem = textAnswerProblem(input, a.option);
      if (problem) return `${a.seat}'s typed answer is malformed: ${problem}`;
    } else if (!pending.options[a.seat]?.some((o) => o.id === a.option))
      return `${a.option} is not an option of ${a.seat} any more`;
  }
  return null;
}
