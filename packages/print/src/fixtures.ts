// Small packs for the tests, loaded through the real loader.
import { loadPacks, type LoadedPack } from '@roomsmith/schema';

const manifest = {
  id: 'sample',
  name: { en: 'Sample pack', fr: 'Paquet exemple' },
  version: '1.0.0',
  formatVersion: 1,
};

const rooms = [
  {
    kind: 'room',
    id: 'pit',
    name: { en: 'Pit', fr: 'Fosse', ja: '落とし穴' },
    origin: { source: 'house' },
    colour: 'red',
    copies: 3,
    text: { en: 'Whoever enters falls.', fr: 'Qui entre tombe.' },
    triggers: [{ on: 'enter', do: [{ do: 'eliminate', piece: 'piece' }] }],
  },
  { kind: 'room', id: 'hall', name: 'Hall', origin: { source: 'season1' }, colour: 'green' },
];

const modes = [
  {
    kind: 'mode',
    id: 'only-hall',
    name: 'Only the hall',
    origin: { source: 'house' },
    seats: { players: { min: 1, max: 1 } },
    zones: [{ id: 'box', kind: 'set' }],
    setup: { steps: [{ do: 'create-components', zone: 'box', items: [{ def: 'hall', count: 1 }] }] },
    phases: [{ id: 'end', type: 'effects', do: [{ do: 'end-game', outcome: 'defeat' }] }],
    endings: [],
  },
];

/** The sample pack, loaded; throws with the loader's messages if a fixture is wrong. */
export function samplePack(extra: Record<string, unknown> = {}): LoadedPack[] {
  const files: Record<string, string | Uint8Array> = {
    'pack.json': JSON.stringify(manifest),
    'rooms/all.json': JSON.stringify(rooms),
    'modes/all.json': JSON.stringify(modes),
  };
  for (const [file, value] of Object.entries(extra))
    files[file] = value instanceof Uint8Array ? value : JSON.stringify(value);
  const { packs, diagnostics } = loadPacks([{ root: 'sample', files }]);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new Error(errors.map((d) => `${d.file}${d.pointer}: ${d.message}`).join('\n'));
  return packs;
}
