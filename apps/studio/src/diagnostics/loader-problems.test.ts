import { describe, expect, it } from 'vitest';
import { loaderProblems, locateDiagnostic, toProblems } from './loader-problems.ts';

const manifest = (id: string, deps: Record<string, string> = {}) =>
  JSON.stringify({ id, name: id, version: '0.1.0', formatVersion: 1, dependencies: deps }, null, 2);

describe('loader problems', () => {
  it('locate a diagnostic by the pack id that prefixes its file', () => {
    const ids = new Set(['mine', 'room25']);
    const d = { file: 'mine/rooms/a.json', pointer: '', line: 2, column: 3, severity: 'error' as const, message: 'm' };
    expect(locateDiagnostic(d, ids)).toEqual({ packId: 'mine', path: 'rooms/a.json' });
    expect(locateDiagnostic({ ...d, file: 'mine' }, ids)).toEqual({ packId: 'mine', path: 'pack.json' });
    expect(locateDiagnostic({ ...d, file: 'other/x.json' }, ids)).toBeNull();
  });

  it('keep the hint and pin unlocated diagnostics to the first manifest', () => {
    const d = { file: '?', pointer: '', line: 1, column: 1, severity: 'warning' as const, message: 'm', hint: 'h' };
    expect(toProblems([d], ['a'])).toEqual([
      { packId: 'a', path: 'pack.json', line: 1, column: 1, severity: 'warning', message: 'm', hint: 'h' },
    ]);
  });

  it('report a JSON typo on the line it is on', () => {
    const problems = loaderProblems([
      { id: 'mine', files: { 'pack.json': manifest('mine'), 'rooms/a.json': '{\n  "kind": "room"\n  "id": "a"\n}' } },
    ]);
    expect(problems).toContainEqual(expect.objectContaining({ packId: 'mine', path: 'rooms/a.json', line: 3 }));
  });

  it('report a dependency on a pack that is not in the workspace', () => {
    const problems = loaderProblems([{ id: 'mine', files: { 'pack.json': manifest('mine', { nowhere: '^1.0.0' }) } }]);
    expect(problems.some((p) => p.path === 'pack.json' && /nowhere/.test(p.message))).toBe(true);
  });

  it('report a pack made for another engine version at its engine range', () => {
    const files = { 'pack.json': JSON.stringify({ id: 'mine', name: 'mine', version: '0.1.0', engine: '^9.0.0' }) };
    const problems = loaderProblems([{ id: 'mine', files }]);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'pack.json', message: expect.stringMatching(/needs engine \^9\.0\.0/) }),
    );
  });
});
