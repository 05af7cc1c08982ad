// The replay record (contracts.md §4): the packs, mode, seed, seat count and
// every answer of a match, plus the hash of its final state. Re-running the
// answers on the same packs must reach the same hash.
import type { Answer } from '../engine-api.ts';

/** The format tag of version 1 records. */
export const REPLAY_FORMAT = 'roomsmith-replay@1';

/** A recorded match. */
export interface ReplayRecord {
  format: typeof REPLAY_FORMAT;
  /** The packs the match ran on, as "id@version", in load order. */
  packs: string[];
  mode: string;
  seed: number | string;
  seats: number;
  /** Mode options, when the match was created with any. */
  options?: Record<string, unknown>;
  /** The definitions seats picked (createMatch's `picks`), when any did. */
  picks?: Record<string, string[]>;
  /** The answers of every decision, in order; a simultaneous decision has one per seat. */
  answers: Answer[][];
  /** stateHash of the state after the last answer. */
  finalHash: string;
}

/** A record that cannot be read, or that does not replay. */
export class ReplayError extends Error {
  override name = 'ReplayError';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new ReplayError(message);
}

function checkAnswers(value: unknown): asserts value is Answer[][] {
  check(Array.isArray(value), '"answers" must be an array of decisions');
  value.forEach((decision, i) => {
    check(Array.isArray(decision) && decision.length > 0, `answers[${i}] must be a non-empty array`);
    (decision as unknown[]).forEach((a, j) => {
      check(
        isObject(a) && typeof a.seat === 'string' && typeof a.option === 'string',
        `answers[${i}][${j}] must be { "seat": string, "option": string }`,
      );
    });
  });
}

/**
 * A seed is an integer or a text seed. A number written as text ("7") or a
 * fraction (7.5) would deal another game than the one recorded (text seeds are
 * hashed, fractions truncated), and fail later as "not a legal option": refuse
 * it when the record is read.
 */
function checkSeed(seed: unknown): void {
  if (typeof seed === 'number') check(Number.isSafeInteger(seed), `"seed" must be a whole number, not ${String(seed)}`);
  else if (typeof seed === 'string')
    check(
      seed !== '' && !/^\s*-?\d+(\.\d+)?\s*$/.test(seed),
      seed === ''
        ? '"seed" must not be empty'
        : `"seed" is the text ${JSON.stringify(seed)}: write the number ${seed.trim()} without quotes (a text seed deals another game)`,
    );
  else
    check(
      false,
      `"seed" must be a number, not ${seed === null ? 'null' : Array.isArray(seed) ? 'an array' : typeof seed}`,
    );
}

/** Every answer names one of the record's seats (s0…s{seats-1}). */
function checkSeats(answers: Answer[][], seats: number): void {
  answers.forEach((decision, i) =>
    decision.forEach((a, j) =>
      check(
        /^s\d+$/.test(a.seat) && Number(a.seat.slice(1)) < seats,
        `answers[${i}][${j}] names seat ${JSON.stringify(a.seat)}, but the record has ${seats} seat${seats === 1 ? '' : 's'} (s0…s${seats - 1})`,
      ),
    ),
  );
}

/** Reads a record from JSON text, throwing a ReplayError that says what is wrong. */
export function parseReplay(text: string): ReplayRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ReplayError(`not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  check(isObject(data), 'a replay record is a JSON object');
  check(
    data.format === REPLAY_FORMAT,
    `unknown replay format ${JSON.stringify(data.format)}, expected "${REPLAY_FORMAT}"`,
  );
  check(
    Array.isArray(data.packs) && data.packs.every((p) => typeof p === 'string' && p.includes('@')),
    '"packs" must be an array of "id@version" strings',
  );
  check(typeof data.mode === 'string' && data.mode !== '', '"mode" must be a non-empty string');
  checkSeed(data.seed);
  check(Number.isInteger(data.seats) && (data.seats as number) > 0, '"seats" must be a positive integer');
  check(data.options === undefined || isObject(data.options), '"options" must be an object when present');
  check(
    data.picks === undefined ||
      (isObject(data.picks) &&
        Object.values(data.picks).every((v) => Array.isArray(v) && v.every((d) => typeof d === 'string'))),
    '"picks" must map seats to lists of definition ids when present',
  );
  checkAnswers(data.answers);
  checkSeats(data.answers, data.seats as number);
  check(typeof data.finalHash === 'string' && data.finalHash !== '', '"finalHash" must be a non-empty string');
  return data as unknown as ReplayRecord;
}

/** Writes a record as JSON, one decision's answers per line so diffs stay readable. */
export function serializeReplay(record: ReplayRecord): string {
  const { answers, ...head } = record;
  const headJson = JSON.stringify({ ...head, answers: [] }, null, 2);
  const body = answers.map((decision) => `    ${JSON.stringify(decision)}`).join(',\n');
  const answersJson = answers.length ? `[\n${body}\n  ]` : '[]';
  return headJson.replace('"answers": []', `"answers": ${answersJson}`) + '\n';
}

/** The "id@version" names of loaded packs, in order. */
export function packRefs(packs: ReadonlyArray<{ manifest: { id: string; version: string } }>): string[] {
  return packs.map((p) => `${p.manifest.id}@${p.manifest.version}`);
}

/** Compares the record's packs with the loaded ones; returns what differs, or null when they match. */
export function comparePacks(recorded: readonly string[], loaded: readonly string[]): string | null {
  const id = (ref: string) => ref.slice(0, ref.lastIndexOf('@'));
  const problems: string[] = [];
  for (const ref of recorded) {
    if (loaded.includes(ref)) continue;
    const other = loaded.find((l) => id(l) === id(ref));
    problems.push(other ? `recorded with ${ref}, loaded ${other}` : `pack ${ref} is not loaded`);
  }
  for (const ref of loaded) {
    if (!recorded.some((r) => id(r) === id(ref))) problems.push(`pack ${ref} is loaded but not in the record`);
  }
  return problems.length ? `the packs differ from the record: ${problems.join('; ')}` : null;
}
