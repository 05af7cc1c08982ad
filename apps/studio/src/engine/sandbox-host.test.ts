import { describe, expect, it } from 'vitest';
import { modeId, packs, seats } from './room25.fixture.ts';
import { SandboxHost } from './sandbox-host.ts';

const bots = Array.from({ length: seats }, (_, i) => `s${i}`);

describe('the worker’s sandbox host', () => {
  it('plays an exported replay back to the same final state', () => {
    const host = new SandboxHost();
    const played = host.start(packs, { mode: modeId, seed: 5, seats }, bots);
    const replay = host.replay();
    const other = new SandboxHost();
    other.start(packs, { mode: modeId, seed: 1, seats }, []);
    const imported = other.importReplay(replay);
    expect(imported.hashMatches).toBe(true);
    expect(imported.snapshot.hash).toBe(played.hash);
    expect(imported.heading).toContain('seed 5');
  });

  it('says when a replay ends elsewhere, and refuses one before a match runs on working packs', () => {
    const host = new SandboxHost();
    host.start(packs, { mode: modeId, seed: 5, seats }, bots);
    const changed = JSON.stringify({ ...JSON.parse(host.replay()), finalHash: 'not-it' });
    expect(host.importReplay(changed).hashMatches).toBe(false);
    const broken = new SandboxHost();
    expect(
      broken.start([{ id: 'x', files: { 'pack.json': '{' } }], { mode: 'x:m', seed: 1, seats: 1 }, []).problems,
    ).not.toEqual([]);
    expect(() => broken.importReplay(changed)).toThrow(/working packs/);
  });
});
