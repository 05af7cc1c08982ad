// Public API of @roomsmith/sim (runs anywhere; worker threads are in @roomsmith/sim/node).
export { pickRandom } from './bots/random-bot.ts';
export { randomBot, botRng } from './run/policy.ts';
export type { SeatPolicy, PolicyContext } from './run/policy.ts';
export { runGame, DEFAULT_MAX_DECISIONS } from './run/game.ts';
export type { GameSetup, GameOutcome, RunOptions } from './run/game.ts';
export { runBatch, allRandomBots } from './run/batch.ts';
export type { BatchSpec } from './run/batch.ts';
export { emptyStats, addGame, addError, mergeStats, UNFINISHED } from './stats/batch-stats.ts';
export type { BatchStats } from './stats/batch-stats.ts';
export { summarize, formatSummary, median, histogramQuantile } from './stats/summary.ts';
export type { StatsSummary, Distribution } from './stats/summary.ts';
export { REPLAY_FORMAT, ReplayError, parseReplay, serializeReplay, packRefs, comparePacks } from './replay/record.ts';
export type { ReplayRecord } from './replay/record.ts';
export { verifyReplay, replayAnswers, makeReplay } from './replay/verify.ts';
export type { ReplayCheck } from './replay/verify.ts';
export { engine } from './engine-api.ts';
export type { EngineApi, Match, Decision, DecisionOption, GameEvent, Answer, View, Text } from './engine-api.ts';
export {
  checkInvariants,
  checkPlacement,
  checkPieces,
  checkFixed,
  checkCounters,
  checkStep,
  remember,
} from './invariants/invariants.ts';
export type { InvariantRules, StepMemory } from './invariants/invariants.ts';
export type { StateShape } from './invariants/state-shape.ts';
export { runPackTest } from './packtest/run-test.ts';
export type { TestVerdict, TestHooks } from './packtest/run-test.ts';
export { packTestProblem } from './packtest/shape.ts';
export { judgePackTest } from './packtest/judge.ts';
export type { PackTest, Expectation, Cell, AnswerStep } from './packtest/pack-test.ts';
export { conditionOn, engineTestHooks } from './packtest/engine-hooks.ts';
export { checkLeaks } from './leaks/check.ts';
export type { LeakCheckSpec, Leak, LeakReport } from './leaks/check.ts';
export { engineSight } from './leaks/seat-sight.ts';
export type { SeatSight, Sight } from './leaks/seat-sight.ts';
