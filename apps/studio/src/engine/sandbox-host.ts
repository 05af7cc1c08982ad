// The worker's sandbox: the match being played, the packs it was prepared
// from (a replay file names its mode and seed, and plays on those packs),
// and the snapshot of a sandbox that could not start.
import type { Layout } from '@roomsmith/engine';
import { parseReplay } from '@roomsmith/sim';
import type { PackSnapshot } from '../diagnostics/loader-protocol.ts';
import type { EngineResults, SandboxSnapshot } from './engine-protocol.ts';
import { prepare, type Prepared } from './prepare.ts';
import { SandboxSession } from './sandbox-session.ts';

/** What a sandbox shows when its packs do not compile. */
export function problemSnapshot(problems: string[]): SandboxSnapshot {
  return {
    grids: [],
    zones: [],
    pieces: [],
    problems,
    step: 0,
    viewAs: 'all',
    seats: [],
    roles: false,
    decision: null,
    log: [],
    cursor: 0,
    recorded: 0,
    hash: '',
    canUndo: false,
    canRedo: false,
    result: null,
    diverged: null,
    tokens: { seats: [], neutral: [], marked: [] },
    pickable: [],
    picks: {},
  };
}

/** How a sandbox match starts: mode, seed, seats, match options (such as `scenario`) and the seats' picks. */
type Setup = {
  mode: string;
  seed: number | string;
  seats: number;
  options?: Record<string, unknown>;
  picks?: Record<string, string[]>;
  /** A situation set up by hand: the layout arranged after the mode's setup. */
  layout?: Layout;
};

/** Holds one sandbox match at a time. */
export class SandboxHost {
  #session: SandboxSession | null = null;
  #prepared: Prepared | null = null;
  #setup: Setup | null = null;

  /** The running match; throws when none is. */
  get session(): SandboxSession {
    if (!this.#session) throw new Error('No sandbox match is running.');
    return this.#session;
  }

  /** Prepares the packs and starts a match (bots answer at once). */
  start(packs: PackSnapshot[], setup: Setup, bots: string[]) {
    const prepared = (this.#prepared = prepare(packs));
    this.#session = null;
    this.#setup = setup;
    if ('problems' in prepared) return problemSnapshot(prepared.problems);
    this.#session = new SandboxSession(prepared.ruleset, prepared.entities, setup, bots);
    return this.#session.snapshot();
  }

  /**
   * Replays the running match's recorded answers over changed packs, as far as they
   * remain legal. When the packs no longer compile or the mode no longer starts, the
   * match stays as it was and the snapshot lists the problems.
   */
  reload(packs: PackSnapshot[]): SandboxSnapshot {
    const old = this.session;
    const setup = this.#setup;
    if (!setup) throw new Error('No sandbox match is running.');
    const prepared = prepare(packs);
    if ('problems' in prepared) return { ...old.snapshot(), problems: prepared.problems };
    let session: SandboxSession;
    try {
      session = new SandboxSession(prepared.ruleset, prepared.entities, setup, old.bots);
    } catch (error) {
      return { ...old.snapshot(), problems: [error instanceof Error ? error.message : String(error)] };
    }
    session.look(old.viewAs);
    session.replayLegal(old.script());
    this.#prepared = prepared;
    this.#session = session;
    return session.snapshot();
  }

  /** The match so far as a replay file's text. */
  replay(): string {
    const prepared = this.#prepared;
    return this.session.replay(prepared && !('problems' in prepared) ? prepared.packRefs : []);
  }

  /** Plays a replay file's answers on the prepared packs; the match stands at its end. */
  importReplay(text: string): EngineResults['sandbox-import'] {
    const prepared = this.#prepared;
    if (!prepared || 'problems' in prepared)
      throw new Error('Start a match on working packs before importing a replay.');
    const record = parseReplay(text);
    const setup: Setup = {
      mode: record.mode,
      seed: record.seed,
      seats: record.seats,
      ...(record.options ? { options: record.options } : {}),
      ...(record.picks ? { picks: record.picks } : {}),
    };
    const session = new SandboxSession(prepared.ruleset, prepared.entities, setup, []);
    session.load(record.answers);
    this.#session = session;
    this.#setup = setup;
    const snapshot = session.snapshot();
    const heading = `${record.mode} · seed ${record.seed} · ${record.seats} player${record.seats === 1 ? '' : 's'} · replay`;
    return { snapshot, heading, hashMatches: snapshot.hash === record.finalHash };
  }
}
