// Public API of @roomsmith/sim/testing: a small real ruleset (Room 25 in
// miniature) for tests of packages that drive the engine.
export { miniPack, miniEntities, miniRuleset, miniGame } from './mini-pack.ts';
export { typedGuessMode } from './typed-guess.ts';
export { codesOfShape, recoverCode, type CodeShape } from './codes.ts';
