import { describe, expect, it } from 'vitest';
import { compareProblems, countProblems, type Problem } from './problem.ts';

const at = (packId: string, path: string, line: number, severity: Problem['severity'] = 'error'): Problem => ({
  packId,
  path,
  line,
  column: 1,
  severity,
  message: 'm',
});

describe('problems', () => {
  it('sort by pack, file and line', () => {
    const sorted = [at('b', 'x', 1), at('a', 'y', 9), at('a', 'y', 2), at('a', 'x', 5)].sort(compareProblems);
    expect(sorted.map((p) => `${p.packId}/${p.path}:${p.line}`)).toEqual(['a/x:5', 'a/y:2', 'a/y:9', 'b/x:1']);
  });

  it('count by severity', () => {
    expect(countProblems([at('a', 'x', 1), at('a', 'x', 2, 'warning'), at('a', 'x', 3)])).toEqual({
      error: 2,
      warning: 1,
      info: 0,
    });
  });
});
