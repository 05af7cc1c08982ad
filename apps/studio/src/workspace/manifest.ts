// Writing and reading pack.json without disturbing its formatting.
import { applyEdits, modify, parse } from 'jsonc-parser';

/** What the New pack dialog asks for. */
export interface NewPackInput {
  id: string;
  name: string;
  /** Pack id → version the new pack depends on (written as a caret range). */
  dependencies: Record<string, string>;
}

/** The text of a new pack's pack.json, valid against pack.schema.json. */
export function newManifestText(input: NewPackInput): string {
  const dependencies: Record<string, string> = {};
  for (const [id, version] of Object.entries(input.dependencies).sort(([a], [b]) => (a < b ? -1 : 1)))
    dependencies[id] = `^${version}`;
  const manifest = {
    id: input.id,
    name: input.name.trim() || input.id,
    version: '0.1.0',
    formatVersion: 1,
    dependencies,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The id, name and version a pack.json declares, or null when it cannot be read. */
export function readManifest(
  text: string | undefined,
): { id: string; name: string; version: string; registryName?: string } | null {
  if (text === undefined) return null;
  const value: unknown = parse(text, [], { allowTrailingComma: true });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id = typeof record['id'] === 'string' ? record['id'] : '';
  return {
    id,
    name: displayText(record['name']) || id,
    version: typeof record['version'] === 'string' ? record['version'] : '',
    ...(typeof record['registryName'] === 'string' ? { registryName: record['registryName'] } : {}),
  };
}

/** The name a pack.json is published under in a registry: its `registryName` (`@scope/name`), else its id. */
export function registryNameOfManifest(text: string | undefined): string {
  const manifest = readManifest(text);
  return manifest?.registryName ?? manifest?.id ?? '';
}

/** Sets (or, with undefined, removes) the `registryName` of a pack.json, keeping everything else byte for byte. */
export function withRegistryName(text: string, registryName: string | undefined): string {
  const edits = modify(text, ['registryName'], registryName, {
    formattingOptions: { insertSpaces: true, tabSize: 2 },
    // A new key goes right after "name", where the schema lists it.
    getInsertionIndex: (keys) => {
      const after = keys.indexOf('name');
      return after < 0 ? keys.length : after + 1;
    },
  });
  return applyEdits(text, edits);
}

/** Rewrites the `id` of a pack.json, keeping everything else byte for byte. */
export function withManifestId(text: string, id: string): string {
  const edits = modify(text, ['id'], id, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
  return applyEdits(text, edits);
}

/** A Text value (a string or a language map) as English-first display text. */
export function displayText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const map = value as Record<string, unknown>;
    const first = map['en'] ?? Object.values(map)[0];
    if (typeof first === 'string') return first;
  }
  return '';
}
