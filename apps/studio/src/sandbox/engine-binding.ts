// Binds the engine worker client to one sandbox match spec.
import type { EngineClient } from '../engine/engine-client.ts';
import type { MatchSpec } from '../engine/engine-protocol.ts';
import type { SandboxEngine } from './sandbox-engine.ts';

/** A SandboxEngine that plays the spec `spec()` gives (the packs as they are now) in the worker behind `client`. */
export function bindSandbox(client: EngineClient, spec: () => MatchSpec): SandboxEngine {
  return {
    start: (bots) => client.request({ type: 'sandbox-start', bots, ...spec() }),
    reload: () => client.request({ type: 'sandbox-reload', packs: spec().packs }),
    look: (viewAs) => client.request({ type: 'sandbox-look', viewAs }),
    answer: (seat, option) => client.request({ type: 'sandbox-answer', seat, option }),
    undo: () => client.request({ type: 'sandbox-undo' }),
    redo: () => client.request({ type: 'sandbox-redo' }),
    replay: () => client.request({ type: 'sandbox-replay' }),
    jump: (cursor) => client.request({ type: 'sandbox-jump', cursor }),
    inspect: () => client.request({ type: 'sandbox-inspect' }),
    importReplay: (text) => client.request({ type: 'sandbox-import', text }),
    holds: (condition) => client.request({ type: 'sandbox-holds', condition }),
  };
}
