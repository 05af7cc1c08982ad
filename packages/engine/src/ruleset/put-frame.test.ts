// putFrameAt stands in for `stack.splice(depth, 0, frame)` where a block run in place puts back its frame.
import { describe, expect, it } from 'vitest';
import type { Frame } from '../state/types.ts';
import { noBindings } from '../state/slots.ts';
import { putFrameAt } from './context.ts';

const frame = (n: number): Frame => ({ n, pc: 0, b: noBindings() });
const stackOf = (size: number): Frame[] => Array.from({ length: size }, (_, i) => frame(i));

describe('putFrameAt', () => {
  for (const size of [0, 1, 2, 5])
    for (let depth = 0; depth <= size + 1; depth++)
      it(`puts a frame at depth ${depth} of a stack of ${size} where splice would`, () => {
        const put = stackOf(size);
        const spliced = put.slice();
        const f = frame(99);
        putFrameAt(put, depth, f);
        spliced.splice(depth, 0, f);
        expect(put).toEqual(spliced);
        expect(put[put.indexOf(f)]).toBe(f);
      });
});
