// The registry's tables, as Kysely sees them. One schema for SQLite and
// PostgreSQL; the search index differs per engine (see migrate.ts).
import type { Generated } from 'kysely';

/** A publisher; tokens act for one user, and a pack belongs to the user who first published it. */
export interface UsersTable {
  name: string;
  created_at: string;
}

/** An API token: only its SHA-256 is stored. */
export interface TokensTable {
  id: string;
  user_name: string;
  label: string;
  hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** A scope (`@name/…`) and the one user who may publish into it. */
export interface ScopesTable {
  name: string;
  owner: string;
  created_at: string;
}

/** A registry name (`@scope/name` or a bare pack id), the pack id its bundles hold, and who owns it. */
export interface PacksTable {
  name: string;
  /** The pack's `id` (what content references use); for a bare name, the name itself. */
  pack_id: Generated<string>;
  owner: string;
  created_at: string;
}

/** One published (immutable) version of a pack. */
export interface VersionsTable {
  name: string;
  version: string;
  /** SHA-256 of the bundle bytes: the blob's address and what clients check. */
  sha256: string;
  size: number;
  /** pack.json as published. */
  manifest: string;
  title: string;
  description: string;
  tags: string;
  /** JSON list of the pack's rooms, cards and characters with their generated effect text. */
  contents: string;
  yanked: Generated<number>;
  downloads: Generated<number>;
  published_at: string;
}

/** The search index row of a pack (its newest version's text). */
export interface SearchTable {
  name: string;
  title: string;
  description: string;
  tags: string;
}

/** Every table. */
export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  scopes: ScopesTable;
  packs: PacksTable;
  versions: VersionsTable;
  search_index: SearchTable;
}
