// Statement coverage: every rule statement of a checklist (docs/rules/*-statements.md) must have
// a row in its pack's README tables naming the pack tests that prove it, or an explicit status.
//
//   node tools/statements/check.mjs --checklist docs/rules/season2-statements.md content/room25 [--strict]
//
// Plain Node, no dependencies: it runs inside a pack's `test` target. See tools/README.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A statement id as the checklists write it: S2-ADR-1, ESC-ROOM-SC-8. */
const ID = String.raw`[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-[A-Z]*\d+`;
/** A pack test id (a file name in tests/ without .json); `*` is a glob. */
const TEST_ID = /^[a-z0-9*][a-z0-9*]*(?:-[a-z0-9*]+)+$/;

/**
 * The statements of a checklist, in order: `**S2-ADR-1** — title`, with AMBIGUOUS ones marked.
 * @param {string} text
 * @returns {{id: string, title: string, ambiguous: boolean}[]}
 */
export function readChecklist(text) {
  const statements = [];
  const seen = new Set();
  for (const line of text.split('\n')) {
    const match = new RegExp(`^\\*\\*(${ID})\\*\\*\\s*(?:[—–-]\\s*)?(.*)$`).exec(line.trim());
    if (!match || seen.has(match[1])) continue;
    seen.add(match[1]);
    statements.push({ id: match[1], title: match[2].trim(), ambiguous: /\bAMBIGUOUS\b/.test(match[2]) });
  }
  return statements;
}

/** Splits a table line into its cells (a `\|` stays inside its cell). */
function cells(line) {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/**
 * The ids a row's first cell names: `S2-ADR-1`, `**S2-ADR-1**`, `S2-SUS-13/14`, `S2-SETUP-1–3`,
 * `S2-MAX-2, S2-MAX-3`. Empty when the cell is not a statement id (other rows of the table).
 * @param {string} cell
 * @returns {string[]}
 */
export function rowIds(cell) {
  const bare = cell.replace(/[*`]/g, '').trim();
  const ids = [];
  for (const part of bare.split(/\s*,\s*/)) {
    const match = new RegExp(`^(${ID})((?:\\s*/\\s*\\d+)*)(?:\\s*(?:–|-|\\.\\.)\\s*(\\d+))?$`).exec(part);
    if (!match) return [];
    const [, first, more, last] = match;
    // The stem keeps a letter prefix of the number (ESC-PUZ-C1 → ESC-PUZ-C), so C1/2 is C1 and C2.
    const stem = first.replace(/\d+$/, '');
    const start = Number(first.slice(stem.length));
    ids.push(first);
    for (const n of more.split('/').slice(1)) ids.push(`${stem}${Number(n)}`);
    if (last !== undefined) for (let n = start + 1; n <= Number(last); n++) ids.push(`${stem}${n}`);
  }
  return ids;
}

/** GitHub's anchor for a heading. */
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a markdown file: its headings (with GitHub's -1, -2 for repeats) and `<a id>`s. */
export function anchors(text) {
  const found = new Set();
  const counts = new Map();
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = counts.get(base) ?? 0;
      counts.set(base, n + 1);
      found.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(a[1]);
  }
  return found;
}

/**
 * The statement rows of a README: every table row whose first cell names statement ids.
 * @param {string} text
 * @returns {{line: number, ids: string[], tests: string[], rest: string}[]}
 */
export function readRows(text) {
  const lines = text.split('\n');
  const rows = [];
  let testColumn = -1;
  let inTable = false;
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    // Tables shown as examples inside code fences tick nothing off.
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence || !line.trim().startsWith('|')) {
      inTable = false;
      continue;
    }
    const row = cells(line);
    if (!inTable) {
      // A header line, then its separator.
      inTable = true;
      testColumn = row.findIndex((cell) => /\btests?\b|test\(s\)/i.test(cell));
      if (testColumn <= 0) testColumn = row.length - 1;
      continue;
    }
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    const ids = rowIds(row[0] ?? '');
    if (ids.length === 0) continue;
    const testCell = row[Math.min(testColumn, row.length - 1)] ?? '';
    rows.push({ line: i + 1, ids, tests: testIds(testCell), rest: row.slice(1).join(' | ') });
  }
  return rows;
}

/**
 * The pack test ids a cell names before any status: its backticked ids, or (with no backticks, the
 * escape-room style) every comma- or semicolon-separated part that is a whole id, parentheses left out.
 * @param {string} cell
 * @returns {string[]}
 */
export function testIds(cell) {
  // Words after a status ("**not done**: same, suspicion-2-guards") explain it; they name no test.
  const status = /\*\*not done\*\*|\bdecision:|\bnot applicable:|\bn\/a:/i.exec(cell);
  if (status) cell = cell.slice(0, status.index);
  const ticked = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
  if (ticked.length > 0) return ticked.filter((t) => TEST_ID.test(t));
  return cell
    .replace(/\([^)]*\)/g, '')
    .split(/[,;]|\s+·\s+/)
    .map((part) => part.trim())
    .filter((part) => TEST_ID.test(part));
}

/** The status a row declares besides tests, or an error when it is malformed. */
function status(rest, readmeAnchors) {
  if (/\*\*not done\*\*/i.test(rest)) return { kind: 'not-done' };
  const decision = /\bdecision:\s*(.*)$/i.exec(rest);
  if (decision) {
    const anchor = /\]\(#([^)\s]+)\)/.exec(decision[1]);
    if (!anchor) return { error: '"decision:" needs a link to where the README writes it, e.g. [why](#choices)' };
    if (!readmeAnchors.has(anchor[1])) return { error: `"decision:" links to #${anchor[1]}, which the README lacks` };
    return { kind: 'decided' };
  }
  const na = /\b(?:not applicable|n\/a):\s*(\S.*)?$/i.exec(rest);
  if (na) return na[1] ? { kind: 'not-applicable' } : { error: '"not applicable:" needs a reason after it' };
  return { kind: 'none' };
}

/** Test ids in tests/, without .json. */
function packTests(pack) {
  const dir = path.join(pack, 'tests');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
}

function globMatches(pattern, names) {
  if (!pattern.includes('*')) return names.includes(pattern) ? [pattern] : [];
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return names.filter((n) => re.test(n));
}

/**
 * Checks one pack against one checklist.
 * @param {{checklist: string, readme: string, tests: string[], readmeName?: string}} input texts and test ids
 */
export function check({ checklist, readme, tests, readmeName = 'README.md' }) {
  const statements = readChecklist(checklist);
  const known = new Set(statements.map((s) => s.id));
  const families = new Set(statements.map((s) => s.id.split('-')[0]));
  const readmeAnchors = anchors(readme);
  const rows = readRows(readme);
  const errors = [];
  /** @type {Map<string, Set<string>>} id → kinds of coverage */
  const cover = new Map();
  for (const row of rows) {
    const where = `${readmeName}:${row.line} (${row.ids.join(', ')})`;
    for (const id of row.ids) {
      if (!known.has(id) && families.has(id.split('-')[0])) errors.push(`${where}: ${id} is not in the checklist`);
    }
    const kinds = new Set();
    for (const test of row.tests) {
      if (globMatches(test, tests).length === 0) errors.push(`${where}: no pack test tests/${test}.json`);
      else kinds.add('tested');
    }
    const declared = status(row.rest, readmeAnchors);
    if (declared.error) errors.push(`${where}: ${declared.error}`);
    else if (declared.kind !== 'none') kinds.add(declared.kind);
    if (row.tests.length === 0 && kinds.size === 0 && !declared.error) {
      errors.push(
        `${where}: names no pack test and no status ("decision: [..](#anchor)", "not applicable: why" or "**not done**")`,
      );
    }
    for (const id of row.ids) {
      const set = cover.get(id) ?? new Set();
      for (const k of kinds) set.add(k);
      cover.set(id, set);
    }
  }
  const summary = {
    ids: statements.length,
    tested: 0,
    decided: 0,
    notApplicable: 0,
    notDone: 0,
    uncovered: 0,
    missing: 0,
  };
  const notDone = [];
  for (const { id } of statements) {
    const kinds = cover.get(id);
    if (!kinds) {
      summary.missing++;
      errors.push(`${id}: no row in ${readmeName}`);
    } else if (kinds.has('tested')) summary.tested++;
    else if (kinds.has('decided')) summary.decided++;
    else if (kinds.has('not-applicable')) summary.notApplicable++;
    else if (kinds.has('not-done')) {
      summary.notDone++;
      notDone.push(id);
    } else summary.uncovered++;
  }
  const undecided = statements.filter((s) => s.ambiguous && cover.has(s.id) && !cover.get(s.id).has('decided'));
  return { summary, errors, notDone, undecided: undecided.map((s) => s.id) };
}

/** Reads the files and checks; returns the exit code after printing. */
export function main(argv, out = console) {
  let checklistPath;
  let strict = false;
  const packs = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--checklist') checklistPath = argv[++i];
    else if (arg === '--strict') strict = true;
    else if (arg === '--help' || arg === '-h') {
      out.log('usage: check.mjs --checklist <statements.md> [--strict] <pack folder>');
      return 0;
    } else packs.push(arg);
  }
  if (!checklistPath || packs.length !== 1) {
    out.error('usage: check.mjs --checklist <statements.md> [--strict] <pack folder>');
    return 2;
  }
  const pack = packs[0];
  const readmePath = path.join(pack, 'README.md');
  for (const file of [checklistPath, readmePath]) {
    if (!existsSync(file)) {
      out.error(`statements: ${file} does not exist`);
      return 2;
    }
  }
  const result = check({
    checklist: readFileSync(checklistPath, 'utf8'),
    readme: readFileSync(readmePath, 'utf8'),
    tests: packTests(pack),
    readmeName: readmePath,
  });
  const { summary: s, errors, notDone } = result;
  if (s.ids === 0) errors.push(`${checklistPath}: no statement ids (**ID**) found`);
  if (strict) for (const id of notDone) errors.push(`${id}: **not done** (--strict)`);
  const name = path.basename(checklistPath);
  out.log(
    `statements (${name} → ${readmePath}): ${s.ids} ids, ${s.tested} tested, ${s.decided} decided without a test, ` +
      `${s.notApplicable} not applicable, ${s.notDone} not done, ${s.uncovered} with only broken rows, ` +
      `${s.missing} without a row`,
  );
  if (notDone.length > 0 && !strict) out.log(`not done: ${notDone.join(', ')}`);
  if (result.undecided.length > 0) out.log(`AMBIGUOUS without a "decision:": ${result.undecided.join(', ')}`);
  for (const error of errors) out.error(`✗ ${error}`);
  return errors.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
