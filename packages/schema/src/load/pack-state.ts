// The loader's working view of one pack between reading and linking.
import type { ParsedJson } from '../parse/json.ts';
import type { EntityKind } from '../registry/schema-set.ts';
import type { PackInput } from './types.ts';

/** One entity read from a file, valid or not. */
export interface EntityRecord {
  kind: EntityKind;
  value: Record<string, unknown>;
  parsed: ParsedJson;
  /** Pointer of the entity inside its file: "" or "/3" for arrays. */
  pointer: string;
  /** Whether it passed its schema (and, for a mode that extends another, whether it resolved). */
  valid: boolean;
  /** A mode that extends another: the complete mode, its base chain merged in (see link/extends.ts). */
  resolved?: Record<string, unknown>;
}

/** One pack as read: manifest (if any), entities, and whether the manifest is valid. */
export interface PackState {
  input: PackInput;
  /** The pack id, or a stand-in when pack.json gives none. */
  id: string;
  manifest: Record<string, unknown> | undefined;
  manifestFile: ParsedJson | undefined;
  manifestValid: boolean;
  entities: EntityRecord[];
  /** Dependencies that resolved to a loaded pack, by id. */
  dependencies: Map<string, PackState>;
  /** How pack.json named each resolved dependency (its id or `@scope/name`), by the dependency's id. */
  dependencyKeys: Map<string, string>;
  /** False for a second pack with an id already taken: it is reported and left out. */
  active: boolean;
  /**
   * False when a file (or pack.json) could not be read: its declarations are
   * unknown, so references into it are not reported as unknown.
   */
  complete: boolean;
}
