// A Secret Code room's code found again from its salted hash, by trying every text of the
// room's shape (10^n digit codes or 26^n letter codes): how tests and tools script a game a
// person plays with the printed cards in hand, without any code written down in clear.
import { saltedHash } from '@roomsmith/engine';

/** The shape of the codes a room takes: its alphabet and length. */
export interface CodeShape {
  alphabet: 'digits' | 'letters';
  length: number;
}

const SYMBOLS = { digits: '0123456789', letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' } as const;

/** Every text of a shape, in order. */
export function* codesOfShape({ alphabet, length }: CodeShape): Generator<string> {
  const symbols = SYMBOLS[alphabet];
  const index = new Array<number>(length).fill(0);
  for (;;) {
    yield index.map((i) => symbols[i]).join('');
    let k = length - 1;
    while (k >= 0 && index[k] === symbols.length - 1) index[k--] = 0;
    if (k < 0) return;
    index[k] = (index[k] ?? 0) + 1;
  }
}

/** The code of this shape whose salted hash is `sha256`, or null when none is. */
export function recoverCode(salt: string, sha256: string, shape: CodeShape): string | null {
  for (const text of codesOfShape(shape)) if (saltedHash(salt, text) === sha256) return text;
  return null;
}
