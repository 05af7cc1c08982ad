import { describe, expect, it } from 'vitest';
import { bundledPack } from './packs.fixture.ts';
import { prepare, type Entity } from './prepare.ts';

const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

/** The Escape Room packs with `night-shift-1` showing `image`, and `files` added to the pack. */
function entitiesWith(image: string, files: Record<string, string>): ReadonlyMap<string, Entity> {
  const escape = bundledPack('escape-room');
  const path = 'enigmas/night-shift/night-shift-1.json';
  const card = JSON.parse(escape.files[path] ?? '{}') as Record<string, unknown>;
  escape.files = { ...escape.files, ...files, [path]: JSON.stringify({ ...card, image }) };
  const prepared = prepare([bundledPack('room25'), escape]);
  if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
  return prepared.entities;
}

describe('the entities a sandbox draws from', () => {
  it('carry the picture of a card whose image the pack holds', () => {
    const entities = entitiesWith('images/lamps.png', { 'images/lamps.png': PICTURE });
    expect(entities.get('escape-room:night-shift-1')?.['imageSrc']).toBe(PICTURE);
  });

  it('carry no picture when the pack lacks the image file', () => {
    const entities = entitiesWith('images/missing.png', {});
    expect(entities.get('escape-room:night-shift-1')?.['imageSrc']).toBeUndefined();
  });
});
