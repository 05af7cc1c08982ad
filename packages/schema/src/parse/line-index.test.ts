import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index.ts';

describe('LineIndex', () => {
  it('counts lines and columns from 1', () => {
    expect(new LineIndex('ab\ncd').position(4)).toEqual({ line: 2, column: 2 });
  });

  it('treats CRLF as one line break', () => {
    expect(new LineIndex('a\r\nb').position(3)).toEqual({ line: 2, column: 1 });
  });

  it('treats a lone CR as a line break', () => {
    expect(new LineIndex('a\rb').position(2)).toEqual({ line: 2, column: 1 });
  });
});
