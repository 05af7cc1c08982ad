// Binds the engine worker client to one sandbox match spec.
import type { EngineClient } from '../engine/engine-client.ts';
import type { MatchSpec } from '../engine/engine-protocol.ts';
import type { SandboxEngine } from './sandbox-engine.ts';

/** A SandboxEngine that plays the spec `spec()` gives (the packs as they are now) in the worker behind `client`. */
export function bindSandbox(client: EngineClient, spec: () => MatchSpec): SandboxEngine {
  const listeners = new Set<() => void>();
  /** Tells the listeners (the Puzzle card form) once a request that moves the match has answered. */
  const moved = async <T>(result: Promise<T>): Promise<T> => {
    const value = await result;
    for (const listener of listeners) listener();
    return value;
  };
  return {
    start: (bots, picks, layout) =>
      moved(
        client.request({
          type: 'sandbox-start',
          bots,
          ...spec(),
          ...(picks && Object.keys(picks).length ? { picks } : {}),
          ...(layout ? { layout } : {}),
        }),
      ),
    situation: () => client.request({ type: 'sandbox-situation' }),
    moment: () => client.request({ type: 'sandbox-moment' }),
    reload: () => moved(client.request({ type: 'sandbox-reload', packs: spec().packs })),
    look: (viewAs) => moved(client.request({ type: 'sandbox-look', viewAs })),
    answer: (seat, option) => moved(client.request({ type: 'sandbox-answer', seat, option })),
    undo: () => moved(client.request({ type: 'sandbox-undo' })),
    redo: () => moved(client.request({ type: 'sandbox-redo' })),
    replay: () => client.request({ type: 'sandbox-replay' }),
    jump: (cursor) => moved(client.request({ type: 'sandbox-jump', cursor })),
    inspect: () => client.request({ type: 'sandbox-inspect' }),
    importReplay: (text) => moved(client.request({ type: 'sandbox-import', text })),
    holds: (condition) => client.request({ type: 'sandbox-holds', condition }),
    onMove: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
