// The engine runs here, off the UI thread: previews are dealt and the
// sandbox match lives here (a compiled ruleset holds closures and cannot be
// posted, so the match stays with it).
import { serveRequests } from '../workers/request-client.ts';
import { dealMode } from './deal.ts';
import type { EngineRequest, EngineResults, SandboxSnapshot } from './engine-protocol.ts';
import { prepare } from './prepare.ts';
import { SandboxSession } from './sandbox-session.ts';

let session: SandboxSession | null = null;
let sessionPacks: string[] = [];

function current(): SandboxSession {
  if (!session) throw new Error('No sandbox match is running.');
  return session;
}

function handle(r: EngineRequest): EngineResults[EngineRequest['type']] {
  switch (r.type) {
    case 'deal':
      return dealMode(r.packs, r.mode, r.seed, r.seats);
    case 'sandbox-start': {
      const prepared = prepare(r.packs);
      if ('problems' in prepared) {
        session = null;
        const none: SandboxSnapshot = {
          grids: [],
          problems: prepared.problems,
          step: 0,
          viewAs: 'all',
          seats: [],
          decision: null,
          log: [],
          canUndo: false,
          canRedo: false,
          result: null,
        };
        return none;
      }
      const setup = { mode: r.mode, seed: r.seed, seats: r.seats };
      session = new SandboxSession(prepared.ruleset, prepared.entities, setup, r.bots);
      sessionPacks = prepared.packRefs;
      return session.snapshot();
    }
    case 'sandbox-look':
      current().look(r.viewAs);
      return current().snapshot();
    case 'sandbox-answer':
      current().answer(r.seat, r.option);
      return current().snapshot();
    case 'sandbox-undo':
      current().undo();
      return current().snapshot();
    case 'sandbox-redo':
      current().redo();
      return current().snapshot();
    case 'sandbox-replay':
      return current().replay(sessionPacks);
  }
}

serveRequests<EngineRequest, EngineResults[EngineRequest['type']]>(handle);
