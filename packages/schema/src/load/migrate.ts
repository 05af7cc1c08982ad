// Format migrations: a pack written for an older content format is brought up
// to the current one before it is read, with a notice naming each file that
// changed, and nothing in it dropped. `roomsmith migrate <dir>` writes the
// same result back to disk. Migrations work on the text (through
// jsonc-parser's edits), so everything the migration does not touch — key
// order, spacing, other values — stays as the author wrote it, and the line
// of every untouched value stays where it was.
//
// Formats:
// - 0: a pack.json without `formatVersion` (the oldest packs). Migrated to 1
//   by adding `"formatVersion": 1`.
// - 1: the current format. A file's `$schema` is the schema's stable `$id`
//   URL (https://roomsmith.dev/schemas/…); packs written before that point
//   `$schema` at a relative path into a copy of the schemas
//   (`../../../packages/schema/src/schemas/room.schema.json`,
//   `../.roomsmith/schemas/content.schema.json`), which is rewritten to the URL
//   at every format: the file names the same schema either way.
import { applyEdits, modify, parseTree, type Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SCHEMA_BASE } from '../registry/schema-set.ts';
import { schemas } from '../generated/schemas.ts';
import { displayPath } from './files.ts';
import { FORMAT_VERSION } from './pack-set.ts';
import type { PackFiles, PackInput } from './types.ts';

/** What migrating one pack did. */
export interface PackMigration {
  /** The pack's files, migrated (unchanged files are the same values). */
  files: PackFiles;
  /** Paths (relative to the pack) of the files that changed. */
  changed: string[];
  /** One info diagnostic per change, naming the file. */
  notices: Diagnostic[];
  /** The format the pack was written in (0 when pack.json has no `formatVersion`). */
  fromFormat: number;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;
/** A `$schema` whose value is not a URL: the only files worth parsing again. Sticky: tried at each "$". */
const RELATIVE_SCHEMA = /"\$schema"\s*:\s*"(?![a-z][a-z0-9+.-]*:)/iy;

/**
 * Whether a text holds a relative `$schema` anywhere. Every match starts `"$`, so the pattern is
 * tried only where a "$" is (rare in content) instead of being searched for along every file.
 */
function hasRelativeSchema(text: string): boolean {
  for (let at = text.indexOf('$', 1); at >= 0; at = text.indexOf('$', at + 1)) {
    RELATIVE_SCHEMA.lastIndex = at - 1;
    if (RELATIVE_SCHEMA.test(text)) return true;
  }
  return false;
}

/** The names a relative `$schema` must end with to name one of the schemas (what schemaUrlFor looks up). */
const SCHEMA_NAMES = Object.keys(schemas)
  .filter((id) => id.startsWith(SCHEMA_BASE))
  .map((id) => id.slice(SCHEMA_BASE.length));

/**
 * Whether a text could hold a `$schema` that names one of the schemas: it would end with a schema's
 * name, written out or with escapes. Files with a relative `$schema` of someone else's (each pack's
 * nx project.json) are then not parsed again on every load.
 */
function mayNameOurSchema(text: string): boolean {
  return text.includes('\\') || SCHEMA_NAMES.some((name) => text.includes(name));
}

/**
 * The stable URL of the schema a relative `$schema` path names (the part after
 * its last `schemas/` folder, or its file name), or undefined when it names no
 * schema of the format or is already a URL.
 */
export function schemaUrlFor(ref: string): string | undefined {
  if (ABSOLUTE_URL.test(ref)) return undefined;
  const normal = ref.replace(/\\/g, '/');
  const cut = normal.lastIndexOf('schemas/');
  const name = cut >= 0 ? normal.slice(cut + 'schemas/'.length) : normal.slice(normal.lastIndexOf('/') + 1);
  const url = SCHEMA_BASE + name;
  return Object.hasOwn(schemas, url) ? url : undefined;
}

/** Where each top-level `$schema` string of a document is (the root object's, or each array item's). */
function schemaNodes(root: Node | undefined): Array<{ path: (string | number)[]; value: string; offset: number }> {
  if (!root) return [];
  const objects: Array<{ node: Node; path: (string | number)[] }> =
    root.type === 'object'
      ? [{ node: root, path: [] }]
      : root.type === 'array'
        ? (root.children ?? []).map((node, i) => ({ node, path: [i] }))
        : [];
  const out: Array<{ path: (string | number)[]; value: string; offset: number }> = [];
  for (const { node, path } of objects) {
    if (node.type !== 'object') continue;
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key?.value === '$schema' && value?.type === 'string')
        out.push({ path: [...path, '$schema'], value: value.value as string, offset: key.offset });
    }
  }
  return out;
}

const FORMAT = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/** Rewrites every relative `$schema` of a JSON text to its URL; returns the new text and the rewrites. */
export function migrateSchemaRefs(text: string): {
  text: string;
  rewrites: Array<{ from: string; to: string; pointer: string; line: number; column: number }>;
} {
  const rewrites: Array<{ from: string; to: string; pointer: string; line: number; column: number }> = [];
  let out = text;
  for (const { path, value, offset } of schemaNodes(parseTree(text))) {
    const url = schemaUrlFor(value);
    if (!url) continue;
    out = applyEdits(out, modify(out, path, url, { formattingOptions: FORMAT }));
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    rewrites.push({
      from: value,
      to: url,
      pointer: `/${path.join('/')}`,
      line,
      column: offset - before.lastIndexOf('\n'),
    });
  }
  return { text: out, rewrites };
}

function notice(root: string, file: string, message: string, pointer = '', line = 1, column = 1): Diagnostic {
  return { file: displayPath(root, file), pointer, line, column, severity: 'info', message };
}

/** The format a pack.json text declares (0 when it has none; undefined when it is not an object). */
function formatOf(text: string): number | undefined {
  const quick = formatOfJson(text);
  if (quick !== 'unsure') return quick;
  const tree = parseTree(text);
  if (tree?.type !== 'object') return undefined;
  for (const property of tree.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.value === 'formatVersion') return typeof value?.value === 'number' ? value.value : undefined;
  }
  return 0;
}

/**
 * formatOf for plain JSON, read with JSON.parse: the tolerant parser, run on every load, stays cold
 * and slow. 'unsure' where the two could differ: not JSON (the tolerant parser reads on), or a
 * second "formatVersion" or \u escape (the tolerant parser keeps a key's first value, JSON.parse
 * its last).
 */
function formatOfJson(text: string): number | undefined | 'unsure' {
  const first = text.indexOf('"formatVersion"');
  if (text.includes('\\u') || (first >= 0 && text.indexOf('"formatVersion"', first + 1) >= 0)) return 'unsure';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'unsure';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (!Object.prototype.hasOwnProperty.call(value, 'formatVersion')) return 0;
  const format = (value as Record<string, unknown>)['formatVersion'];
  return typeof format === 'number' ? format : undefined;
}

/**
 * `text` (a pack.json object) with `"formatVersion": N` added just inside its
 * opening brace, on the same line, so no other value moves to another line.
 */
function withFormatOnSameLine(text: string, version: number): string {
  const tree = parseTree(text);
  if (tree?.type !== 'object') return text;
  const at = tree.offset + 1;
  const comma = tree.children?.length ? ', ' : '';
  return `${text.slice(0, at)}"formatVersion": ${version}${comma}${text.slice(at)}`;
}

/** How a migration lays out what it adds. */
export interface MigrateOptions {
  /**
   * `formatted` (what `roomsmith migrate` writes): added properties on lines of
   * their own. `in-place` (what the loader reads): added on an existing line,
   * so every diagnostic's line stays a line of the file as written.
   */
  layout?: 'formatted' | 'in-place';
}

/** Brings one pack's files to the current format. Pure: the input is not changed. */
export function migratePack(input: PackInput, options: MigrateOptions = {}): PackMigration {
  const migration = migrateFiles(input, options);
  return { ...migration, files: migration.files ?? { ...input.files } };
}

/**
 * migratePack, with `files` left undefined when nothing changed: the loader then reads the input's
 * own map, and copying hundreds of files' entries on every load bought nothing.
 */
export function migrateFiles(
  input: PackInput,
  options: MigrateOptions = {},
): Omit<PackMigration, 'files'> & { files: PackFiles | undefined } {
  const source = input.files;
  /** A copy of the input's map, made at the first change. */
  let files: PackFiles | undefined;
  const changed = new Set<string>();
  const notices: Diagnostic[] = [];
  const manifest = source['pack.json'];
  const fromFormat = typeof manifest === 'string' ? (formatOf(manifest) ?? FORMAT_VERSION) : FORMAT_VERSION;

  if (typeof manifest === 'string' && fromFormat === 0) {
    files ??= { ...source };
    files['pack.json'] =
      options.layout === 'in-place'
        ? withFormatOnSameLine(manifest, FORMAT_VERSION)
        : applyEdits(manifest, modify(manifest, ['formatVersion'], FORMAT_VERSION, { formattingOptions: FORMAT }));
    changed.add('pack.json');
    notices.push(
      notice(
        input.root,
        'pack.json',
        `pack.json has no "formatVersion" (the oldest format): read as format ${FORMAT_VERSION} — run "roomsmith migrate" to write it`,
      ),
    );
  }

  // for…in rather than Object.entries: no pair array per file of every pack on every load.
  for (const rel in source) {
    if (!Object.prototype.hasOwnProperty.call(source, rel)) continue;
    const content = (files ?? source)[rel];
    if (typeof content !== 'string' || !rel.endsWith('.json') || !hasRelativeSchema(content)) continue;
    if (!mayNameOurSchema(content)) continue;
    const { text, rewrites } = migrateSchemaRefs(content);
    const first = rewrites[0];
    if (!first) continue;
    files ??= { ...source };
    files[rel] = text;
    changed.add(rel);
    notices.push(
      notice(
        input.root,
        rel,
        `"$schema" is a relative path (${first.from}), written before schemas had stable URLs: read as ${first.to} — run "roomsmith migrate" to write it`,
        first.pointer,
        first.line,
        first.column,
      ),
    );
  }
  return { files, changed: [...changed].sort(), notices, fromFormat };
}
