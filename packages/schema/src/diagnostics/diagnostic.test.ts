import { describe, expect, it } from 'vitest';
import { compareDiagnostics, countBySeverity, formatDiagnostic, type Diagnostic } from './diagnostic.ts';

const base: Diagnostic = {
  file: 'rooms/acid.json',
  pointer: '/effects/0/do',
  line: 12,
  column: 7,
  severity: 'error',
  message: 'unknown effect "eliminat"',
};

describe('diagnostics', () => {
  it('format like a compiler line with file, line and column first', () => {
    expect(formatDiagnostic(base)).toBe('rooms/acid.json:12:7 error unknown effect "eliminat" (at /effects/0/do)');
  });

  it('append the hint when there is one', () => {
    expect(formatDiagnostic({ ...base, hint: 'did you mean "eliminate"?' })).toMatch(/— did you mean "eliminate"\?$/);
  });

  it('sort by file, then line, then column', () => {
    const later = { ...base, line: 3 };
    const other = { ...base, file: 'a.json', line: 99 };
    expect([base, later, other].sort(compareDiagnostics)).toEqual([other, later, base]);
  });

  it('count by severity', () => {
    expect(countBySeverity([base, base, { ...base, severity: 'warning' }])).toEqual({ error: 2, warning: 1, info: 0 });
  });
});
