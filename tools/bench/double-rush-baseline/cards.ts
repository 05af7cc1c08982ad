// The Double Rush cards the pack `content/double-rush` ships, as plain data:
// the same 20 room cards and 4 character cards, so a baseline match and a pack
// match play the same game.

/** A room card. */
export type Room =
  | 'room-25'
  | 'key'
  | 'deadly'
  | 'explosive'
  | 'detonator'
  | 'glimpse'
  | 'slow'
  | 'corridor'
  | 'vent'
  | 'echo';

/** A Special Talent (one per character face). */
export type Talent = 'destroy' | 'imitate' | 'spy' | 'scramble' | 'sprint' | 'trip' | 'switch' | 'burrow';

/** Room 25, the Key Room and one Deadly and one Explosive Room per player are dealt by name. */
export const SPECIAL: readonly Room[] = ['room-25', 'key', 'deadly', 'deadly', 'explosive', 'explosive'];

/** The 14 other rooms: six go to each deck, two are set aside. */
export const OTHERS: readonly Room[] = [
  'detonator',
  'detonator',
  'glimpse',
  'glimpse',
  'slow',
  'slow',
  'corridor',
  'corridor',
  'corridor',
  'corridor',
  'vent',
  'vent',
  'echo',
  'echo',
];

/** Blue rooms: destroying one with Sarah's talent loses the round. */
export const BLUE: ReadonlySet<Room> = new Set<Room>(['room-25', 'key']);

/** The four character cards, [front talent, back talent]. */
export const CHARACTERS: ReadonlyArray<readonly [Talent, Talent]> = [
  ['destroy', 'imitate'],
  ['spy', 'scramble'],
  ['sprint', 'trip'],
  ['switch', 'burrow'],
];
