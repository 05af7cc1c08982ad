// What the Room 25 rules promise of every state, whatever the mode: the Central Room never
// moves, nobody walks into a Do-Not-Cross room, pieces stand on the complex, robots come only
// from Robot Rooms, locks are conserved and Adrenaline is used once (unless given back).
import type { InvariantRules } from '../invariants/invariants.ts';

/** Room 25's invariants; with `turns`, the countdown also stays within 0..turns. */
export function room25Rules(turns?: number): InvariantRules {
  return {
    fixed: [{ def: 'room25:central', zone: 'complex', cell: 12 }],
    ...(turns === undefined
      ? {}
      : {
          counterRanges: {
            'turns-left': { min: 0, max: turns },
            key: { min: 0, max: 1 },
            'key-required': { min: 0, max: 1 },
          },
        }),
    blockingMarkers: ['do-not-cross'],
    pieceZones: ['complex'],
    spawns: [{ def: 'room25:robot', per: 'room25:robot-room' }],
    // Season 2: Emmett's two Lock tokens are only ever moved (reserve ⇄ board); each Adrenaline
    // token is used at most once unless Franck's Recover (or Bruce imitating it) gives it back.
    conserved: [{ marker: 'lock', pieceVar: 'locks' }],
    usage: [{ used: 'adrenaline-used', allowance: 1, bonus: 'adrenaline-recovered' }],
  };
}
