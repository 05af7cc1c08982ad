// Which definitions a person may pick to play in a mode: those of the first setup step that deals
// pieces to seats (`create-pieces` with a `seat`), found in the mode or the modes it extends.
// Read from the content, so no list of characters is kept here.
import { displayText } from '../workspace/manifest.ts';
import type { Entity } from './prepare.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A definition a seat may pick: its qualified id and its name. */
export interface Pickable {
  id: string;
  name: string;
}

function dealStep(value: unknown): Json | null {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = dealStep(v);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(value)) return null;
  if (value['do'] === 'create-pieces' && value['seat'] !== undefined) return value;
  for (const v of Object.values(value)) {
    const found = dealStep(v);
    if (found) return found;
  }
  return null;
}

/** The definitions `mode` (qualified) deals to seats, in the order its step lists them. */
export function pickableDefs(entities: ReadonlyMap<string, Entity>, mode: string): Pickable[] {
  const seen = new Set<string>();
  let id: string | null = mode;
  while (id && !seen.has(id)) {
    seen.add(id);
    const entity = entities.get(id);
    if (!entity) return [];
    const pack = id.slice(0, id.indexOf(':'));
    const step = dealStep((entity['setup'] as Json | undefined)?.['steps']);
    if (step) {
      const defs = (Array.isArray(step['defs']) ? step['defs'] : [step['defs']]).filter(
        (d): d is string => typeof d === 'string',
      );
      return [...new Set(defs.map((d) => (d.includes(':') ? d : `${pack}:${d}`)))].map((d) => ({
        id: d,
        name: displayText(entities.get(d)?.['name']) || d,
      }));
    }
    const base = entity['extends'];
    id = typeof base === 'string' ? (base.includes(':') ? base : `${pack}:${base}`) : null;
  }
  return [];
}
