// Hand-written Room 25 (Season 1 Cooperation): the baseline the pack's speed is measured against.
export { Game, Kind, KIND_IDS, PROGRAMMES, dealBeginner, playGame, type GameResult, type Outcome } from './game.ts';
export { dealOf, lockstep, type LockstepResult } from './lockstep.ts';
