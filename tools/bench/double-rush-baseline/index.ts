// Hand-written Double Rush: the baseline the pack's speed is measured against.
export { Match, playMatch, type MatchResult } from './game.ts';
export { BLUE, CHARACTERS, OTHERS, SPECIAL, type Room, type Talent } from './cards.ts';
