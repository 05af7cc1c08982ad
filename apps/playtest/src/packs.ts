// The packs a session plays on: bundled content folders (read once from disk)
// or packs the host uploads from the studio as JSON files. Either way they go
// through the same loader and compiler as everywhere else; their problems come
// back as lines, never as exceptions.
import path from 'node:path';
import { compileRuleset, ENGINE_VERSION, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic, loadPacks, type LoadedPack } from '@roomsmith/schema';
import { readPackFolder } from '@roomsmith/schema/node';
import { packRefs } from '@roomsmith/sim';

/** How a definition is drawn on the seat page: its colour (rooms) and printed rule text. */
export interface Look {
  colour?: string;
  text?: string;
}

/** A pack as the studio sends it: its id and its files by path. */
export interface PackUpload {
  id: string;
  files: Record<string, string>;
}

/** A compiled ruleset with what a session shows of it, or the problems that prevented one. */
export type PreparedPacks =
  | {
      ruleset: Ruleset;
      /** The packs as "id@version", for the replay. */
      refs: string[];
      /** Display names of definitions by qualified id (public content: what the rulebook prints). */
      names: Record<string, string>;
      /** How definitions are drawn (a room's colour, the rule text a tile or card prints): public content too. */
      looks: Record<string, Look>;
    }
  | { problems: string[] };

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const map = value as Record<string, unknown>;
    const first = map['en'] ?? Object.values(map)[0];
    return typeof first === 'string' ? first : '';
  }
  return '';
};

/** Loads and compiles packs given as files. */
export function preparePacks(inputs: readonly PackUpload[]): PreparedPacks {
  const loaded = loadPacks(
    inputs.map((p) => ({ root: p.id, files: p.files })),
    { engineVersion: ENGINE_VERSION },
  );
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length) return { problems: errors };
  const { ruleset, diagnostics } = compileRuleset(loaded.packs);
  if (!ruleset) return { problems: diagnostics.map(formatDiagnostic) };
  return { ruleset, refs: packRefs(loaded.packs), names: namesOf(loaded.packs), looks: looksOf(loaded.packs) };
}

function namesOf(packs: readonly LoadedPack[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const pack of packs)
    for (const entity of pack.entities as unknown as Array<Record<string, unknown>>) {
      const name = textOf(entity['name']);
      if (typeof entity['id'] === 'string' && name) names[`${pack.manifest.id}:${entity['id']}`] = name;
    }
  return names;
}

/** The bundled content folders, read from disk on first use and kept (they do not change while the server runs). */
export class BundledPacks {
  #cache = new Map<string, Promise<PackUpload>>();

  constructor(readonly contentDir: string) {}

  /** Reads one bundled pack folder by id (a plain folder name: nothing else is read). */
  read(id: string): Promise<PackUpload> {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) return Promise.reject(new Error(`"${id}" is not a pack id`));
    let pending = this.#cache.get(id);
    if (!pending) {
      pending = readPackFolder(path.join(this.contentDir, id)).then(({ files }) => {
        const text: Record<string, string> = {};
        for (const [file, body] of Object.entries(files)) if (typeof body === 'string') text[file] = body;
        return { id, files: text };
      });
      pending.catch(() => this.#cache.delete(id));
      this.#cache.set(id, pending);
    }
    return pending;
  }

  /** The packs `ids` name and, before each, the bundled packs it depends on (each once). */
  async closure(ids: readonly string[]): Promise<PackUpload[]> {
    const out: PackUpload[] = [];
    const seen = new Set<string>();
    const visit = async (id: string): Promise<void> => {
      if (seen.has(id)) return;
      seen.add(id);
      const pack = await this.read(id);
      let deps: string[] = [];
      try {
        const manifest = JSON.parse(pack.files['pack.json'] ?? '{}') as { dependencies?: Record<string, unknown> };
        deps = Object.keys(manifest.dependencies ?? {});
      } catch {
        // The loader reports a malformed manifest.
      }
      for (const dep of deps) await visit(dep);
      out.push(pack);
    };
    for (const id of ids) await visit(id);
    return out;
  }
}

function looksOf(packs: readonly LoadedPack[]): Record<string, Look> {
  const looks: Record<string, Look> = {};
  for (const pack of packs)
    for (const entity of pack.entities as unknown as Array<Record<string, unknown>>) {
      if (typeof entity['id'] !== 'string') continue;
      const look: Look = {};
      if (typeof entity['colour'] === 'string') look.colour = entity['colour'];
      const text = textOf(entity['text']);
      if (text) look.text = text;
      if (look.colour || look.text) looks[`${pack.manifest.id}:${entity['id']}`] = look;
    }
  return looks;
}
