// Public API of @roomsmith/engine.
export { ENGINE_VERSION } from './version.ts';
export { seedRng, nextUint32, nextInt, shuffleInPlace } from './rng/rng.ts';
export type { RngState } from './rng/rng.ts';
export { compileRuleset } from './ruleset/compile.ts';
export type { PackInput } from './ruleset/compile.ts';
export type { Ruleset, Cause, ZoneContents } from './ruleset/types.ts';
export { createMatch, answer, legalOptions, findMode } from './match/match.ts';
export type { Match, MatchSetup, Answer, Decision } from './match/match.ts';
export type { Layout, LayoutFigure } from './match/layout.ts';
export { evaluate } from './match/evaluate.ts';
export { view } from './match/view.ts';
export type { View, ComponentView, PieceView } from './match/view.ts';
export type { ZoneView, Shown } from './match/view-zones.ts';
export { eventsFor, eventVisibleTo } from './match/events.ts';
export { stateHash } from './match/hash.ts';
export { EffectLoopError } from './runtime/runtime.ts';
export type { GameEvent } from './runtime/runtime.ts';
export type * from './state/types.ts';
