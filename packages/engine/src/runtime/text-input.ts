// Typed answers: a decision whose answer is a short text of a declared format
// (so many digits or letters) rather than one of a finite list of options.
// The answer travels as the option id `text:<value>`, so recorded answers replay.
import { nextInt, type RngState } from '../rng/rng.ts';
import type { TextInput } from '../state/types.ts';

const ALPHABETS: Record<TextInput['alphabet'], string> = {
  digits: '0123456789',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/** The option id that carries a typed answer. */
export const TEXT_PREFIX = 'text:';

/** The format in words: "4 digits", "3 letters". */
export function describeInput(input: TextInput): string {
  return `${input.length} ${input.alphabet}`;
}

/** Why `option` is not a well-formed answer to `input` (null when it is). */
/** A typed answer (`text:<value>`) that does not have the format the decision asks for. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}

export function textAnswerProblem(input: TextInput, option: string): string | null {
  if (!option.startsWith(TEXT_PREFIX)) return `expected "${TEXT_PREFIX}" followed by ${describeInput(input)}`;
  const value = option.slice(TEXT_PREFIX.length);
  const symbols = ALPHABETS[input.alphabet];
  if (value.length !== input.length || [...value].some((ch) => !symbols.includes(ch)))
    return `"${value}" is not ${describeInput(input)}${input.alphabet === 'letters' ? ' (A–Z, upper case)' : ''}`;
  return null;
}

/** A well-formed answer drawn with the given RNG (bots, seats nobody plays). */
export function randomTextAnswer(rng: RngState, input: TextInput): string {
  const symbols = ALPHABETS[input.alphabet];
  let value = '';
  for (let k = 0; k < input.length; k++) value += symbols[nextInt(rng, symbols.length)];
  return TEXT_PREFIX + value;
}

/** Reads a format from content values; null when they do not make one. */
export function textInputOf(alphabet: unknown, length: unknown): TextInput | null {
  if ((alphabet !== 'digits' && alphabet !== 'letters') || typeof length !== 'number') return null;
  if (!Number.isInteger(length) || length < 1 || length > 12) return null;
  return { alphabet, length };
}
