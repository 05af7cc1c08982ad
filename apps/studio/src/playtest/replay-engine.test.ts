import { describe, expect, it } from 'vitest';
import type { SandboxSnapshot } from '../engine/engine-protocol.ts';
import { problemSnapshot } from '../engine/sandbox-host.ts';
import type { SandboxEngine } from '../sandbox/sandbox-engine.ts';
import { openingReplay } from './replay-engine.ts';

function fakeEngine(calls: string[]): SandboxEngine {
  const snap = (step: number): SandboxSnapshot => ({ ...problemSnapshot([]), step });
  const no = () => Promise.reject(new Error('not used'));
  return {
    start: async () => (calls.push('start'), snap(0)),
    importReplay: async (text) => (
      calls.push(`import ${text}`),
      { snapshot: snap(9), heading: 'h', hashMatches: true }
    ),
    look: no,
    answer: no,
    undo: no,
    redo: no,
    replay: no,
    jump: no,
    inspect: no,
    reload: no,
  };
}

describe('openingReplay', () => {
  it('plays the replay on the first start and starts afresh after that', async () => {
    const calls: string[] = [];
    const engine = openingReplay(fakeEngine(calls), 'REPLAY');
    expect((await engine.start([])).step).toBe(9);
    expect((await engine.start(['s0'])).step).toBe(0);
    expect(calls).toEqual(['start', 'import REPLAY', 'start']);
  });
});
