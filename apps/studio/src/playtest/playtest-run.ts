// The batch behind the Playtest dashboard, as plain functions (the worker only
// adds the timing and the messages): prepare each side's packs once, play the
// seeds a slice at a time with @roomsmith/sim's runner and bots, fold the
// slices into the sim's report and A/B comparison, and play one game again
// with its answers recorded for the sandbox.
import { compileRuleset, createMatch, view, type Ruleset } from '@roomsmith/engine';
import { formatDiagnostic } from '@roomsmith/schema';
import {
  buildReport,
  compareBatches,
  engine,
  makeReplay,
  mergeStats,
  modeHints,
  packRefs,
  runGame,
  runJob,
  seatPolicies,
  serializeReplay,
  stepsOf,
  whyTraces,
  type BatchJob,
  type BatchStats,
  type BotHints,
  type SeatBots,
} from '@roomsmith/sim';
import { loadWorkspacePacks } from '../diagnostics/load-workspace.ts';
import { gridsOf } from '../engine/grids.ts';
import type { Entity } from '../engine/prepare.ts';
import type {
  MatchOptions,
  PlaytestGame,
  PlaytestPart,
  PlaytestResult,
  PlaytestSide,
  PlaytestSlice,
  PlaytestSpec,
  SideResult,
} from './playtest-protocol.ts';

/** A side ready to play: its ruleset, what the report needs, and its bots' hints. */
export interface PreparedSide {
  mode: string;
  ruleset: Ruleset;
  entities: Map<string, Entity>;
  refs: string[];
  hints: BotHints | undefined;
  /** Rooms, cards and characters that could fire (for "never fired"). */
  content: string[];
  names: Record<string, string>;
}

/** Thrown when a side's packs do not load or compile: the message lists the problems. */
export class PlaytestProblem extends Error {
  override name = 'PlaytestProblem';
}

const textOf = (text: unknown): string =>
  typeof text === 'string'
    ? text
    : text && typeof text === 'object'
      ? String((text as Record<string, unknown>)['en'] ?? Object.values(text)[0] ?? '')
      : '';

/** Loads and compiles a side's packs (the same loader the sandbox uses); throws PlaytestProblem on errors. */
export function prepareSide(side: PlaytestSide): PreparedSide {
  const loaded = loadWorkspacePacks(side.packs);
  const errors = loaded.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
  if (errors.length) throw new PlaytestProblem(errors.slice(0, 5).join('\n'));
  const { ruleset, diagnostics } = compileRuleset(loaded.packs);
  if (!ruleset) throw new PlaytestProblem(diagnostics.slice(0, 5).map(formatDiagnostic).join('\n'));
  const entities = new Map<string, Entity>();
  for (const pack of loaded.packs)
    for (const entity of pack.entities as unknown as Entity[])
      entities.set(`${pack.manifest.id}:${String(entity['id'])}`, entity);
  const names: Record<string, string> = {};
  const content: string[] = [];
  for (const [id, def] of Object.entries(ruleset.defs)) {
    const name = textOf((def as { name?: unknown }).name);
    if (name) names[id] = name;
    if (def.kind === 'room' || def.kind === 'card' || def.kind === 'character') content.push(id);
  }
  return {
    mode: side.mode,
    ruleset,
    entities,
    refs: packRefs(loaded.packs),
    hints: modeHints(loaded.packs)[side.mode],
    content: content.sort(),
    names,
  };
}

/** The seat bots of a side. */
function seatBots(side: PreparedSide, spec: Pick<PlaytestSpec, 'bots' | 'rotate'>): SeatBots {
  return { bots: spec.bots, ...(spec.rotate ? { rotate: true } : {}), ...(side.hints ? { hints: side.hints } : {}) };
}

/** The job of one seed on one side. */
function jobOf(side: PreparedSide, spec: PlaytestSpec, seed: number): BatchJob {
  return {
    mode: side.mode,
    seats: spec.seats,
    firstSeed: seed,
    games: 1,
    bots: seatBots(side, spec),
    analytics: true,
    ...(spec.options && Object.keys(spec.options).length ? { options: spec.options } : {}),
  };
}

/** A batch played a few games at a time: A and B (if any) on each seed in turn; with a slice, every `stride`-th seed from `offset`. */
export class PlaytestBatch {
  readonly total: number;
  readonly #sides: PreparedSide[];
  readonly #parts: BatchStats[][];
  readonly #seeds: number;
  #next = 0;

  constructor(
    readonly spec: PlaytestSpec,
    readonly slice: PlaytestSlice = { offset: 0, stride: 1 },
  ) {
    this.#sides = [prepareSide(spec.a), ...(spec.b ? [prepareSide(spec.b)] : [])];
    this.#parts = this.#sides.map(() => []);
    this.#seeds = Math.max(0, Math.ceil((spec.games - slice.offset) / slice.stride));
    this.total = this.#seeds * this.#sides.length;
  }

  /** The sides, prepared. */
  get sides(): readonly PreparedSide[] {
    return this.#sides;
  }

  /** Games played so far (over both sides). */
  get done(): number {
    return this.#next * this.#sides.length;
  }

  get finished(): boolean {
    return this.#next >= this.#seeds;
  }

  /** Plays seeds until `more()` says stop or the batch is done. */
  play(more: () => boolean): void {
    do {
      if (this.finished) return;
      const seed = this.spec.firstSeed + this.slice.offset + this.#next * this.slice.stride;
      this.#sides.forEach((side, i) =>
        this.#parts[i]?.push(runJob({ engine, ruleset: side.ruleset }, jobOf(side, this.spec, seed))),
      );
      this.#next++;
    } while (more());
  }

  /** What was played, as mergeable statistics per side. */
  part(): PlaytestPart {
    return { stats: this.#parts.map((parts) => mergeStats(parts)), games: this.#next };
  }

  /** The report of what was played (all of it, or up to the cancel), when this batch is the only slice. */
  result(seconds: number): PlaytestResult {
    return combine(this.spec, [this.part()], seconds, this.#sides);
  }
}

/**
 * The report of a batch from its slices' parts (played by several workers): statistics merged
 * per side, sim's report of each side, and B − A paired by seed. `sides` saves preparing the
 * packs again when the caller has them.
 */
export function combine(
  spec: PlaytestSpec,
  parts: readonly PlaytestPart[],
  seconds: number,
  sides: readonly PreparedSide[] = [prepareSide(spec.a), ...(spec.b ? [prepareSide(spec.b)] : [])],
): PlaytestResult {
  const stats = sides.map((_, i) => mergeStats(parts.flatMap((p) => (p.stats[i] ? [p.stats[i]] : []))));
  const games = parts.reduce((n, p) => n + p.games, 0);
  const [a, b] = sides.map((side, i) => sideResult(side, stats[i] as BatchStats, spec));
  const ab = stats[1] && games > 0 ? compareBatches(stats[0] as BatchStats, stats[1]) : undefined;
  return {
    a: a as SideResult,
    ...(b ? { b } : {}),
    ...(ab ? { ab } : {}),
    games,
    cancelled: games < spec.games,
    seconds,
  };
}

/** The complex of the first seed as an all-seeing observer sees it (none when the mode does not start). */
function dealtGrids(side: PreparedSide, spec: PlaytestSpec): SideResult['grids'] {
  try {
    const match = createMatch(side.ruleset, {
      mode: side.mode,
      seed: spec.firstSeed,
      seats: spec.seats,
      ...(spec.options ? { options: spec.options } : {}),
    });
    return gridsOf(view(side.ruleset, match.state, 'all'), side.entities);
  } catch {
    return [];
  }
}

function sideResult(side: PreparedSide, stats: BatchStats, spec: PlaytestSpec): SideResult {
  return {
    report: buildReport(stats, side.content),
    lines: stats.analytics?.lines ?? [],
    lengths: stats.lengths,
    errors: stats.firstErrors,
    grids: dealtGrids(side, spec),
    names: side.names,
  };
}

/** Plays the game of `seed` again as the batch did, recording its answers: a replay file and its why traces. */
export function playGame(
  side: PlaytestSide,
  setup: { seats: number; bots: PlaytestSpec['bots']; rotate: boolean; seed: number; options?: MatchOptions },
): PlaytestGame {
  const prepared = prepareSide(side);
  const marks: number[] = [];
  const options = setup.options && Object.keys(setup.options).length ? { options: setup.options } : {};
  const game = runGame(
    { engine, ruleset: prepared.ruleset, mode: prepared.mode, seed: setup.seed, seats: setup.seats, ...options },
    seatPolicies(engine, prepared.ruleset, prepared.mode, seatBots(prepared, setup), setup.seed, setup.seed),
    {
      recordAnswers: true,
      onAsk: (logged) => void marks.push(logged),
    },
  );
  const record = makeReplay(
    { packs: prepared.refs, mode: prepared.mode, seed: setup.seed, seats: setup.seats, ...options },
    game.recorded ?? [],
    engine.stateHash(game.match.state),
  );
  return {
    replay: serializeReplay(record),
    traces: whyTraces(stepsOf(game.match.log, marks)),
  };
}
