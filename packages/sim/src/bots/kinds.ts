// Bot kinds by name, as `roomsmith sim --seats` and the pool's jobs give them:
// `random`, `heuristic`, `ismcts` (`ismcts:200` iterations, `ismcts:50ms` a
// time budget), one per seat, `3xheuristic` for three seats of one kind.
import { seedRng } from '@roomsmith/engine';
import type { EngineApi, SeatId } from '../engine-api.ts';
import { botRng, randomBot, type SeatPolicy } from '../run/policy.ts';
import { heuristicBot } from './heuristic.ts';
import { ismctsBot } from './ismcts.ts';
import { learnKnowledge, type BotHints } from './knowledge.ts';

/** One seat's bot, as data (it crosses to worker threads and queue workers). */
export type BotKind =
  | { kind: 'random' }
  | { kind: 'heuristic'; samples?: number; horizon?: number }
  | { kind: 'ismcts'; iterations?: number; timeMs?: number };

/** The bots of a batch and how they sit. */
export interface SeatBots {
  bots: BotKind[];
  /** Game n seats the bots rotated by n places, so each bot plays first as often as the others. */
  rotate?: boolean;
  /** The mode's `bots` hints (from its content). */
  hints?: BotHints;
}

/** Parses one kind: `random`, `heuristic`, `ismcts`, `ismcts:200`, `ismcts:50ms`. */
export function parseBotKind(text: string): BotKind {
  const [name, arg] = text.trim().split(':');
  if (name === 'random' && arg === undefined) return { kind: 'random' };
  if (name === 'heuristic' && arg === undefined) return { kind: 'heuristic' };
  if (name === 'ismcts') {
    if (arg === undefined) return { kind: 'ismcts' };
    const m = /^(\d+)(ms)?$/.exec(arg);
    if (m && Number(m[1]) > 0)
      return m[2] ? { kind: 'ismcts', timeMs: Number(m[1]) } : { kind: 'ismcts', iterations: Number(m[1]) };
  }
  throw new Error(`unknown bot "${text}" (random, heuristic, ismcts, ismcts:ITERATIONS, ismcts:MSms)`);
}

/** Parses a seat list: a count of random bots (`4`), or kinds by comma with `NxKIND` repeats. */
export function parseSeatBots(text: string): BotKind[] {
  if (/^\d+$/.test(text)) return Array.from({ length: Number(text) }, () => ({ kind: 'random' }) as const);
  return text.split(',').flatMap((part) => {
    const m = /^(\d+)x(.+)$/.exec(part.trim());
    return m ? Array.from({ length: Number(m[1]) }, () => parseBotKind(m[2] as string)) : [parseBotKind(part)];
  });
}

/** A short label of a kind: `ismcts:200`. */
export const botLabel = (b: BotKind): string =>
  b.kind === 'ismcts'
    ? b.timeMs
      ? `ismcts:${b.timeMs}ms`
      : b.iterations
        ? `ismcts:${b.iterations}`
        : 'ismcts'
    : b.kind;

/** Which bot sits at seat index `index` in game `seed` (rotation by seed order). */
export function botAt(bots: readonly BotKind[], index: number, gameIndex: number, rotate?: boolean): BotKind {
  const n = bots.length;
  return bots[rotate ? (((index - gameIndex) % n) + n) % n : index] ?? { kind: 'random' };
}

/** The policies of one game: each seat its bot, each bot its own RNG from the game seed. */
export function seatPolicies<R>(
  engine: EngineApi<R>,
  ruleset: R,
  mode: string,
  spec: SeatBots,
  seed: number,
  gameIndex: number,
): (seat: SeatId, index: number) => SeatPolicy {
  const allRandom = spec.bots.every((b) => b.kind === 'random');
  if (allRandom) {
    const shared = randomBot(botRng(seed));
    return () => shared;
  }
  const knowledge = learnKnowledge(engine, ruleset, mode, spec.bots.length, spec.hints);
  return (seat, index) => {
    const bot = botAt(spec.bots, index, gameIndex, spec.rotate);
    const rng = seedRng(`bots:${seed}:${seat}`);
    if (bot.kind === 'heuristic') return heuristicBot(engine, ruleset, knowledge, rng, bot);
    if (bot.kind === 'ismcts') return ismctsBot(engine, ruleset, knowledge, rng, bot);
    return randomBot(rng);
  };
}
