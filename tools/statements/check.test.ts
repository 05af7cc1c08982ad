// The statement-coverage checker, run as a designer runs it: a checklist, a pack folder with a
// README and tests/, the exit code and what it prints.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check.mjs');

const checklist = `# A checklist

**S2-X-1** — the first statement
Src: S2 — "quote"

**S2-X-2** — AMBIGUOUS: the second statement
Src: S2 — "quote"

**S2-X-3** — the third statement
`;

const header = `| statement | how it is encoded | pack test(s) |
| --------- | ----------------- | ------------ |`;

/** A pack folder with this README table body and these test files; returns the folder. */
function pack(rows: string, tests: string[] = ['first-is-tested', 'second-is-tested'], extra = ''): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'roomsmith-statements-'));
  writeFileSync(path.join(dir, 'checklist.md'), checklist);
  mkdirSync(path.join(dir, 'pack', 'tests'), { recursive: true });
  for (const test of tests) writeFileSync(path.join(dir, 'pack', 'tests', `${test}.json`), '{}');
  writeFileSync(path.join(dir, 'pack', 'README.md'), `# Pack\n\n## Choices\n\n${extra}\n${header}\n${rows}\n`);
  return dir;
}

function run(dir: string, ...flags: string[]): { code: number | null; out: string; err: string } {
  const result = spawnSync(
    process.execPath,
    [script, '--checklist', path.join(dir, 'checklist.md'), ...flags, path.join(dir, 'pack')],
    { encoding: 'utf8' },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const complete = `| S2-X-1 | a trigger | \`first-is-tested\` |
| S2-X-2 | a choice | \`second-is-tested\`, decision: [see](#choices) |
| S2-X-3 | nothing | decision: [see](#choices) |`;

describe('statement coverage', () => {
  it('passes and prints the summary when every statement has a test or a status', () => {
    const { code, out, err } = run(pack(complete));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toMatch(/3 ids, 2 tested, 1 decided without a test, 0 not applicable, 0 not done/);
  });

  it('reads ids whose number has a letter prefix, such as ESC-PUZ-C1, in the checklist and in rows', () => {
    const dir = pack(`${complete}\n| S2-X-C1/2 | two plans | \`first-is-tested\` |`);
    writeFileSync(path.join(dir, 'checklist.md'), `${checklist}\n**S2-X-C1** — a plan\n\n**S2-X-C2** — another plan\n`);
    const { code, out } = run(dir);
    expect(code).toBe(0);
    expect(out).toMatch(/5 ids, 4 tested/);
  });

  it('fails when a checklist id has no row', () => {
    const { code, err } = run(pack(complete.split('\n').slice(0, 2).join('\n')));
    expect(code).toBe(1);
    expect(err).toMatch(/S2-X-3: no row in .*README\.md/);
  });

  it('fails when a row names a backticked test that has no file in tests/', () => {
    const { code, err } = run(pack(complete.replace('`first-is-tested`', '`first-is-untested`')));
    expect(code).toBe(1);
    expect(err).toMatch(/README\.md:\d+ \(S2-X-1\): no pack test tests\/first-is-untested\.json/);
  });

  it('fails when a row names a plain (escape-room style) test that has no file in tests/', () => {
    const plain = `| statement | pack test or status |
| --- | --- |
| S2-X-1 | first-is-tested (the common case), first-is-missing |
| S2-X-2 | second-is-tested |
| S2-X-3 | not applicable: no such thing in this pack |`;
    const dir = pack('');
    writeFileSync(path.join(dir, 'pack', 'README.md'), `# Pack\n\n${plain}\n`);
    const { code, err } = run(dir);
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-1\): no pack test tests\/first-is-missing\.json/);
    expect(err).not.toMatch(/first-is-tested\.json/);
  });

  it('fails when a row has neither a test nor a status', () => {
    const { code, err } = run(pack(complete.replace('| nothing | decision: [see](#choices)', '| nothing | —')));
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-3\): names no pack test and no status/);
  });

  it('fails when a decision links to an anchor the README lacks', () => {
    const { code, err } = run(
      pack(complete.replace('| nothing | decision: [see](#choices)', '| nothing | decision: [see](#nowhere)')),
    );
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-3\): "decision:" links to #nowhere, which the README lacks/);
  });

  it('fails when a decision links nowhere', () => {
    const { code, err } = run(
      pack(complete.replace('| nothing | decision: [see](#choices)', '| nothing | decision: we chose')),
    );
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-3\): "decision:" needs a link/);
  });

  it('fails when "not applicable:" gives no reason', () => {
    const { code, err } = run(
      pack(complete.replace('| nothing | decision: [see](#choices)', '| nothing | not applicable: ')),
    );
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-3\): "not applicable:" needs a reason/);
  });

  it('reports a not-done row without failing, and fails on it with --strict', () => {
    const rows = complete.replace(
      '| nothing | decision: [see](#choices)',
      '| nothing | **not done**: needs a primitive',
    );
    const lenient = run(pack(rows));
    expect(lenient.code).toBe(0);
    expect(lenient.out).toMatch(/1 not done/);
    expect(lenient.out).toMatch(/not done: S2-X-3/);
    const strict = run(pack(rows), '--strict');
    expect(strict.code).toBe(1);
    expect(strict.err).toMatch(/S2-X-3: \*\*not done\*\* \(--strict\)/);
  });

  it('reads no test ids in the words that explain a status', () => {
    const rows = complete.replace(
      '| nothing | decision: [see](#choices)',
      '| nothing | **not done**: same, third-is-missing, `x-y`',
    );
    const { code, out } = run(pack(rows));
    expect(code).toBe(0);
    expect(out).toMatch(/1 not done/);
  });

  it('lists AMBIGUOUS statements whose rows link no decision, without failing', () => {
    const { code, out } = run(
      pack(complete.replace('`second-is-tested`, decision: [see](#choices)', '`second-is-tested`')),
    );
    expect(code).toBe(0);
    expect(out).toMatch(/AMBIGUOUS without a "decision:": S2-X-2/);
  });

  it('reads id lists and ranges in the first cell', () => {
    const { code, out } = run(pack('| S2-X-1–2 | both | `first-is-tested` |\n| S2-X-3/1 | one | `second-is-tested` |'));
    expect(code).toBe(0);
    expect(out).toMatch(/3 ids, 3 tested/);
  });

  it('accepts a glob that matches a test and fails one that matches none', () => {
    const ok = run(pack(complete.replace('`first-is-tested`', '`first-*`')));
    expect(ok.code).toBe(0);
    const bad = run(pack(complete.replace('`first-is-tested`', '`third-*`')));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/no pack test tests\/third-\*\.json/);
  });

  it('fails when a row names an id of the checklist family that the checklist lacks', () => {
    const { code, err } = run(pack(`${complete}\n| S2-X-9 | typo | \`first-is-tested\` |`));
    expect(code).toBe(1);
    expect(err).toMatch(/\(S2-X-9\): S2-X-9 is not in the checklist/);
  });

  it('ignores example tables inside code fences', () => {
    const fenced = '```md\n| statement | pack test(s) |\n| --- | --- |\n| S2-X-1 | `no-such-test` |\n```\n';
    const { code } = run(pack(complete, undefined, fenced));
    expect(code).toBe(0);
  });

  it('ignores rows whose first cell is not a statement id', () => {
    const { code } = run(pack(`${complete}\n| hidden roles | the view | — |`));
    expect(code).toBe(0);
  });
});
