// The choices the room form offers, read from the room schema (never listed here).
import { schemas } from '@roomsmith/schema';
import { SCHEMA_BASE, SchemaResolver, type Choice } from '../workspace/schema-resolver.ts';

let cached: { colours: Choice[]; sources: Choice[] } | null = null;

/** The documented colours and origins a room may have. */
export function roomChoices(): { colours: Choice[]; sources: Choice[] } {
  if (!cached) {
    const resolver = new SchemaResolver(schemas);
    const room = `${SCHEMA_BASE}room.schema.json`;
    cached = { colours: resolver.choices(room, ['colour']), sources: resolver.choices(room, ['origin', 'source']) };
  }
  return cached;
}
