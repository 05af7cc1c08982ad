// Re-runs a replay record on a compiled ruleset and checks it lands on the
// recorded final hash. Every answer is checked for legality first, so a
// record made on other content fails at the first step that diverges, with
// that step named, instead of at the end with a bare hash mismatch.
import { textAnswerProblem } from '@roomsmith/engine';
import type { EngineApi, Match } from '../engine-api.ts';
import { comparePacks, REPLAY_FORMAT, ReplayError, type ReplayRecord } from './record.ts';

/** The outcome of verifying a record. */
export type ReplayCheck =
  | { ok: true; hash: string; match: Match }
  | { ok: false; message: string; hash?: string; match?: Match };

/** Applies every recorded answer from a fresh match; throws a ReplayError at the first one that does not fit. */
export function replayAnswers<R>(engine: EngineApi<R>, ruleset: R, record: ReplayRecord): Match {
  let match = engine.createMatch(ruleset, {
    mode: record.mode,
    seed: record.seed,
    seats: record.seats,
    ...(record.options ? { options: record.options } : {}),
    ...(record.picks ? { picks: record.picks } : {}),
  });
  record.answers.forEach((answers, i) => {
    const pending = match.pending;
    if (!pending || match.state.result) {
      throw new ReplayError(`decision ${i + 1}: the match has already ended, but the record has more answers`);
    }
    for (const { seat, option } of answers) {
      if (!pending.seats.includes(seat)) {
        throw new ReplayError(`decision ${i + 1}: seat ${seat} is not asked (asked: ${pending.seats.join(', ')})`);
      }
      const input = pending.input?.[seat];
      if (input) {
        const problem = textAnswerProblem(input, option);
        if (problem) throw new ReplayError(`decision ${i + 1}: seat ${seat}'s typed answer is malformed: ${problem}`);
        continue;
      }
      if (!engine.legalOptions(match, seat).some((o) => o.id === option)) {
        throw new ReplayError(`decision ${i + 1}: "${option}" is not a legal option for seat ${seat}`);
      }
    }
    match = engine.answer(ruleset, match, answers).match;
  });
  return match;
}

/** Checks a record against the loaded packs and re-runs it; ok when the final hash matches. */
export function verifyReplay<R>(
  engine: EngineApi<R>,
  ruleset: R,
  record: ReplayRecord,
  loadedPacks: readonly string[],
): ReplayCheck {
  const packProblem = comparePacks(record.packs, loadedPacks);
  if (packProblem) return { ok: false, message: packProblem };
  let match: Match;
  try {
    match = replayAnswers(engine, ruleset, record);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const hash = engine.stateHash(match.state);
  if (hash !== record.finalHash) {
    return { ok: false, hash, match, message: `final hash differs: recorded ${record.finalHash}, replayed ${hash}` };
  }
  return { ok: true, hash, match };
}

/** What a match was created from, as a replay records it. */
export type ReplaySetup = Omit<ReplayRecord, 'format' | 'answers' | 'finalHash'>;

/** Builds the record of a match played from `setup` with `answers`. */
export function makeReplay(setup: ReplaySetup, answers: ReplayRecord['answers'], finalHash: string): ReplayRecord {
  return {
    format: REPLAY_FORMAT,
    packs: setup.packs,
    mode: setup.mode,
    seed: setup.seed,
    seats: setup.seats,
    ...(setup.options && Object.keys(setup.options).length ? { options: setup.options } : {}),
    ...(setup.picks && Object.keys(setup.picks).length ? { picks: setup.picks } : {}),
    answers,
    finalHash,
  };
}
