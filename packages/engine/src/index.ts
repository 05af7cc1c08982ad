// Public API of @roomsmith/engine.
export { ENGINE_VERSION } from './version.ts';
export { seedRng, nextUint32, nextInt, fillInts, shuffleInPlace } from './rng/rng.ts';
export type { RngState } from './rng/rng.ts';
export { compileRuleset, rulesetHash, type CompileOptions } from './ruleset/compile.ts';
export type { PackInput } from './ruleset/compile.ts';
export type { Ruleset, Cause, ZoneContents } from './ruleset/types.ts';
export {
  createMatch,
  answer,
  answerIndex,
  playIndexed,
  legalOptions,
  optionCount,
  findMode,
  seatCountPlays,
  describeSeatCounts,
  optionLabel,
  MalformedAnswerError,
} from './match/match.ts';
export { describeInput, randomTextAnswer, textAnswerProblem, TEXT_PREFIX } from './runtime/text-input.ts';
export { saltedHash } from './runtime/scenarios.ts';
export type { Match, MatchSetup, Answer, Decision } from './match/match.ts';
export type { Layout, LayoutFigure } from './match/layout.ts';
export { evaluate } from './match/evaluate.ts';
export { view } from './match/view.ts';
export type { View, ComponentView, PieceView } from './match/view.ts';
export type { ZoneView, Shown } from './match/view-zones.ts';
export { eventsFor, eventVisibleTo, eventAs } from './match/events.ts';
export { seatOptions, realOption, mapOptions as viewOptions } from './match/view-options.ts';
export { componentNames, identifies } from './runtime/visibility.ts';
export type { EventHandles } from './runtime/visibility.ts';
export { stateHash } from './match/hash.ts';
export { EffectLoopError } from './runtime/runtime.ts';
export type { GameEvent, Profile } from './runtime/runtime.ts';
export type * from './state/types.ts';
export { copyState } from './state/copy.ts';
export { loadState, BOUND_NULL } from './state/slots.ts';
export type { SavedState, Slot, SlotTable, BoundNull } from './state/slots.ts';
