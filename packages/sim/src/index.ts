// Public API of @roomsmith/sim (runs anywhere; worker threads are in @roomsmith/sim/node).
export { pickRandom } from './bots/random-bot.ts';
export { randomBot, botRng } from './run/policy.ts';
export type { SeatPolicy, PolicyContext } from './run/policy.ts';
export { runGame, DEFAULT_MAX_DECISIONS } from './run/game.ts';
export type { GameSetup, GameOutcome, RunOptions } from './run/game.ts';
export { runBatch, allRandomBots } from './run/batch.ts';
export type { BatchSpec } from './run/batch.ts';
export { emptyStats, addGame, addError, mergeStats, seedOrderMerge, UNFINISHED } from './stats/batch-stats.ts';
export type { BatchStats, SeedOrderMerge } from './stats/batch-stats.ts';
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
export type { InvariantRules, StepEvent, StepMemory } from './invariants/invariants.ts';
export type { StateShape } from './invariants/state-shape.ts';
export { runPackTest, packTestSetup, stepAnswers } from './packtest/run-test.ts';
export type { TestVerdict, TestHooks } from './packtest/run-test.ts';
export { packTestProblem } from './packtest/shape.ts';
export { judgePackTest } from './packtest/judge.ts';
export type { PackTest, Expectation, Cell, AnswerStep } from './packtest/pack-test.ts';
export { conditionOn, engineTestHooks } from './packtest/engine-hooks.ts';
export { determinize, sampler, sampleMatch } from './bots/determinize.ts';
export { heuristicBot } from './bots/heuristic.ts';
export type { HeuristicOptions } from './bots/heuristic.ts';
export { ismctsBot } from './bots/ismcts.ts';
export type { IsmctsOptions } from './bots/ismcts.ts';
export { learnKnowledge, DEFAULT_WEIGHTS } from './bots/knowledge.ts';
export type { Knowledge, BotHints, Weights, Progress } from './bots/knowledge.ts';
export { evaluateState } from './bots/evaluate.ts';
export { modeHints } from './bots/hints.ts';
export { parseBotKind, parseSeatBots, botLabel, botAt, seatPolicies } from './bots/kinds.ts';
export type { BotKind, SeatBots } from './bots/kinds.ts';
export { runJob } from './run/job.ts';
export type { BatchJob } from './run/job.ts';
export { wilson, bootstrap, pairedDifference, mean, excludes } from './stats/ci.ts';
export type { Interval } from './stats/ci.ts';
export { buildReport, formatReport, contentCsv, ratesCsv, ci } from './stats/report.ts';
export type { Report, ContentRow } from './stats/report.ts';
export { compareBatches, formatAb } from './stats/ab.ts';
export type { AbReport, ContentMove } from './stats/ab.ts';
export { addGameAnalytics, emptyAnalytics, mergeAnalytics, resultClass, decidedBy } from './analytics/analytics.ts';
export type { Analytics, ContentTally, GameLine, SideTally, GameSeats } from './analytics/analytics.ts';
export { whyTraces, stepsOf, contentKey } from './analytics/trace.ts';
export type { WhyTrace, TraceLink } from './analytics/trace.ts';
export { analyseSetups, formatSetup } from './analytics/setup.ts';
export type { SetupReport } from './analytics/setup.ts';
export { explainGame } from './analytics/explain.ts';
export { checkLeaks } from './leaks/check.ts';
export type { LeakCheckSpec, Leak, LeakReport } from './leaks/check.ts';
export { engineSight } from './leaks/seat-sight.ts';
export type { SeatSight, Sight } from './leaks/seat-sight.ts';
