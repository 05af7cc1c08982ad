// Test helpers: compile inline packs, play with a seeded random player, freeze
// rulesets. Used by the engine's tests; holds no game content.
import type { Ruleset } from '../ruleset/types.ts';
import { compileRuleset, type PackInput } from '../ruleset/compile.ts';
import { answer, createMatch, type Match, type MatchSetup } from '../match/match.ts';
import { nextInt, seedRng } from '../rng/rng.ts';
import { randomTextAnswer } from '../runtime/text-input.ts';

/** A pack made of inline entities. */
export function pack(id: string, entities: unknown[]): PackInput {
  return { manifest: { id, version: '0.0.0' }, entities };
}

/**
 * A mode that stops at its first decision (every seat is asked Go or Stay, which do nothing, in
 * turn, forever): for tests of what setup and createMatch did. `fields` adds or replaces the
 * mode's own (seats, zones, setup…).
 */
export function waitingMode(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'mode',
    id,
    seats: { players: { min: 1, max: 3 } },
    zones: [{ id: 'lobby', kind: 'set' }],
    phases: [
      {
        type: 'effects',
        id: 'wait',
        do: [
          {
            do: 'for-each',
            in: { select: 'seats' },
            as: 'seat',
            run: [
              {
                do: 'choose-option',
                options: [
                  { id: 'go', label: 'Go', do: [] },
                  { id: 'stay', label: 'Stay', do: [] },
                ],
              },
            ],
          },
        ],
      },
    ],
    endings: [],
    ...fields,
  };
}

/** Compiles packs and fails loudly on diagnostics. */
export function compileOrThrow(...packs: PackInput[]): Ruleset {
  const { ruleset, diagnostics } = compileRuleset(packs);
  if (!ruleset) throw new Error(diagnostics.map((d) => `${d.file}${d.pointer}: ${d.message}`).join('\n'));
  return ruleset;
}

/** Freezes an object graph deeply (functions included), to prove nothing mutates it. */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value as object)) {
    deepFreeze((value as Record<string | symbol, unknown>)[key], seen);
  }
  return Object.freeze(value);
}

/** Answers every decision at random (seeded) until the match ends or `maxSteps` answers were given. */
export function playRandom(
  ruleset: Ruleset,
  match: Match,
  seed: number,
  maxSteps = 10_000,
): { match: Match; answers: Array<Array<{ seat: string; option: string }>> } {
  const rng = seedRng(seed);
  const answers: Array<Array<{ seat: string; option: string }>> = [];
  let m = match;
  for (let i = 0; i < maxSteps && m.pending; i++) {
    const d = m.pending;
    const round = d.seats.map((seat) => {
      const input = d.input?.[seat];
      if (input) return { seat, option: randomTextAnswer(rng, input) };
      const options = d.options[seat] ?? [];
      return { seat, option: (options[nextInt(rng, options.length)] as { id: string }).id };
    });
    answers.push(round);
    m = answer(ruleset, m, round).match;
  }
  return { match: m, answers };
}

/** Creates a match and replays recorded answers. */
export function replay(
  ruleset: Ruleset,
  setup: MatchSetup,
  answers: Array<Array<{ seat: string; option: string }>>,
): Match {
  let m = createMatch(ruleset, setup);
  for (const round of answers) m = answer(ruleset, m, round).match;
  return m;
}
