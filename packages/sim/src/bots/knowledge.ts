// What bots know of the rules before they play: which content eliminates,
// which content the mode's goal needs, whether the seats win and lose as one.
// Read from the content's own behaviour — a short run of random games whose
// events name their cause — and from the optional `bots` hints a mode carries
// (seek, avoid, weights). Rules are public: a player reads them on the tiles;
// nothing here looks at a game in progress.
import { seedRng } from '@roomsmith/engine';
import type { EngineApi } from '../engine-api.ts';
import { randomBot } from '../run/policy.ts';

/** How much each part of a position counts for the heuristic (a pack may tune them in its mode's `bots.weights`). */
export interface Weights {
  /** Own (or the team's) pieces still in play. */
  survive: number;
  /** Own (or the team's) pieces escaped. */
  escape: number;
  /** Pieces close to a known goal component. */
  goal: number;
  /** Faces of the table the seat knows. */
  explore: number;
  /** Penalty for stepping onto a component known to eliminate. */
  lethal: number;
  /** Following the team plan in the bot's own choice, in hundredths of a position's score (0: the plan only guides lookahead). */
  plan: number;
  /** How much an unknown tile's chance of eliminating lengthens a planned route (a step onto a known safe tile costs 1). */
  risk: number;
}

/** The mode's actions the team plan uses (`mode.bots.plan`): action ids. */
export interface PlanActions {
  /** The action that moves the actor onto an adjacent target. */
  move: string;
  /** The action that looks at an adjacent hidden target. */
  look?: string;
  /** The action that shifts the actor's line (and can take the goal out). */
  shift?: string;
  /** Content someone of the team must enter before the goal counts (a key room), until a counter says it is done. */
  first?: FirstStage;
}

/** A stage before the goal (`mode.bots.plan.first`): a team member enters one of `seek` until `counter` reaches `atLeast`. */
export interface FirstStage {
  /** Room or card ids. */
  seek: string[];
  /** The mode's counter that says the stage is done. */
  counter: string;
  /** The counter's value once done (default 1). */
  atLeast?: number;
}

/** Hints a mode gives bots in data (`mode.bots`). */
export interface BotHints {
  seek?: string[];
  avoid?: string[];
  weights?: Partial<Weights>;
  cooperative?: boolean;
  progress?: Progress[];
  /** The actions a cooperative team's plan programmes (`mode.bots.plan`). */
  plan?: PlanActions;
  /** Table talk: options that say a property of a face seen (`mode.bots.signals`). */
  signals?: { property: string; options: Record<string, string> };
  /** The signals resolved against the content (see hints.ts). */
  tells?: Tell[];
}

/** One thing a seat may say of a face it saw: the option, the announcements it makes, the faces it fits. */
export interface Tell {
  option: string;
  /** The announcements' texts (their English line), as the event log carries them. */
  texts: string[];
  /** Qualified ids of the faces the option truthfully describes. */
  faces: string[];
}

/** A seat variable that counts toward winning (rounds won, a pass held). */
export interface Progress {
  seatVar: string;
  target: number;
  weight?: number;
}

/** The rule knowledge a bot plays with. */
export interface Knowledge {
  /** Definitions whose content eliminated a piece. */
  lethal: Set<string>;
  /** Definitions the goal needs (escapes come from them, or the mode says so). */
  goal: Set<string>;
  /** Every seat wins or loses together. */
  cooperative: boolean;
  weights: Weights;
  progress: Progress[];
  /**
   * Where the goal lies when a game starts, per grid zone and cell: the share of learning deals
   * with goal content there (the rules' setup, as a player reads it: "Room 25 starts in an exit
   * zone"). Steers search for a goal not yet seen toward the cells that may hold it.
   */
  goalPrior: Record<string, number[]>;
  /** What seats may say of faces they saw, and what it tells (empty when the mode gives no signals). */
  tells: Tell[];
  /** The actions a cooperative team's plan programmes; absent, bots make no team plan. */
  plan?: PlanActions;
  /** The plan's stage before the goal, resolved: qualified definitions and where the setup deals them. */
  first?: { defs: Set<string>; counter: string; atLeast: number; prior: Record<string, number[]> };
  /** Definitions whose content moved a piece that entered them elsewhere (a route cannot pass through them). */
  displace?: Set<string>;
  /** Definitions that hinder their occupants (a modifier on what they may programme or do): slower to cross. */
  hinder?: Set<string>;
  /** The mode's actions by the ruleset node that runs them (which action a piece is playing), when known. */
  actionNodes?: ReadonlyMap<number, string>;
}

export const DEFAULT_WEIGHTS: Weights = { survive: 4, escape: 6, goal: 2, explore: 1, lethal: 8, plan: 5, risk: 4 };

const qualify = (mode: string, id: string) => (id.includes(':') ? id : `${mode.split(':')[0]}:${id}`);

/** The mode's actions by the node that runs them, read from the compiled ruleset (empty for engine-shaped fakes). */
function actionNodes(ruleset: unknown, mode: string): Map<number, string> {
  const actions = (ruleset as { modes?: Record<string, { actions?: Record<string, { node?: number }> }> }).modes?.[mode]
    ?.actions;
  const out = new Map<number, string>();
  for (const [id, a] of Object.entries(actions ?? {})) if (typeof a?.node === 'number') out.set(a.node, id);
  return out;
}

/** Definitions with a modifier on their occupants (what they may programme or do), read from the compiled ruleset. */
function hindering(ruleset: unknown): Set<string> {
  const defs = (ruleset as { defs?: Record<string, { modifiers?: Array<{ scope?: string }> }> }).defs ?? {};
  const out = new Set<string>();
  for (const [id, d] of Object.entries(defs)) if (d.modifiers?.some((m) => m.scope === 'occupants')) out.add(id);
  return out;
}

/** Per grid zone and cell, the share of `games` deals that put one of `defs` there (0 where none did). */
function dealtShare(
  dealt: ReadonlyArray<{ zone: string; cell: number; def: string }>,
  defs: ReadonlySet<string>,
  games: number,
): Record<string, number[]> {
  const share: Record<string, number[]> = {};
  for (const d of dealt) {
    if (!defs.has(d.def)) continue;
    const row = (share[d.zone] ??= []);
    row[d.cell] = (row[d.cell] ?? 0) + 1 / games;
  }
  for (const row of Object.values(share)) for (let i = 0; i < row.length; i++) row[i] ??= 0;
  return share;
}

const cache = new WeakMap<object, Map<string, Knowledge>>();

/** Learns the rule knowledge of `mode` from `games` random games (cached per ruleset, mode and hints). */
export function learnKnowledge<R>(
  engine: EngineApi<R>,
  ruleset: R,
  mode: string,
  seats: number,
  hints: BotHints = {},
  games = 120,
): Knowledge {
  const key = `${mode}|${seats}|${JSON.stringify(hints)}`;
  const perRuleset = cache.get(ruleset as object) ?? new Map<string, Knowledge>();
  cache.set(ruleset as object, perRuleset);
  const hit = perRuleset.get(key);
  if (hit) return hit;
  const lethal = new Set<string>();
  const goal = new Set<string>();
  const displace = new Set<string>();
  let shared = 0;
  let ended = 0;
  const rng = seedRng(`knowledge:${mode}`);
  const bot = randomBot(rng);
  let qualified = mode;
  const dealt: Array<{ zone: string; cell: number; def: string }> = [];
  for (let g = 0; g < games; g++) {
    let match = engine.createMatch(ruleset, { mode, seed: `knowledge:${g}`, seats });
    qualified = match.state.mode;
    for (const c of Object.values(match.state.components)) {
      const at = c.location as { zone?: string; cell?: number } | null;
      if (at?.zone && at.cell !== undefined && match.state.zones[at.zone]?.kind === 'grid')
        dealt.push({ zone: at.zone, cell: at.cell, def: c.def });
    }
    for (let step = 0; match.state.result === null && match.pending && step < 2000; step++) {
      const d = match.pending;
      const answers = d.seats.map((seat) => ({
        seat,
        option: bot({
          seat,
          decision: d,
          options: engine.legalOptions(match, seat),
          ...(d.input?.[seat] ? { input: d.input[seat] } : {}),
          view: () => engine.view(ruleset, match.state, seat),
        }),
      }));
      const { match: next, events } = engine.answer(ruleset, match, answers);
      match = next;
      for (const e of events) {
        if (!e.cause || e.cause.def === match.state.mode) continue;
        if (e.type === 'eliminated') lethal.add(e.cause.def);
        if (e.type === 'escaped') goal.add(e.cause.def);
        if (e.type === 'piece-moved') displace.add(e.cause.def);
      }
    }
    const result = match.state.result;
    if (result) {
      ended++;
      if (result.winners.length === 0 || result.winners.length === match.state.seatOrder.length) shared++;
    }
  }
  for (const id of hints.avoid ?? []) lethal.add(qualify(qualified, id));
  for (const id of hints.seek ?? []) goal.add(qualify(qualified, id));
  for (const id of goal) lethal.delete(id);
  const goalPrior = dealtShare(dealt, goal, games);
  const stage = hints.plan?.first;
  const firstDefs = new Set((stage?.seek ?? []).map((id) => qualify(qualified, id)));
  const knowledge: Knowledge = {
    goalPrior,
    lethal,
    goal,
    cooperative: hints.cooperative ?? (seats > 1 && ended > 0 && shared === ended),
    weights: { ...DEFAULT_WEIGHTS, ...hints.weights },
    progress: hints.progress ?? [],
    tells: hints.tells ?? [],
    ...(hints.plan ? { plan: hints.plan } : {}),
    ...(stage
      ? {
          first: {
            defs: firstDefs,
            counter: stage.counter,
            atLeast: stage.atLeast ?? 1,
            prior: dealtShare(dealt, firstDefs, games),
          },
        }
      : {}),
    actionNodes: actionNodes(ruleset, qualified),
    displace,
    hinder: hindering(ruleset),
  };
  perRuleset.set(key, knowledge);
  return knowledge;
}
