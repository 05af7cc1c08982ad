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
  }, 30_000); // the first test of the file loads and compiles Room 25 (seconds on a busy machine)

  it('writes the match options it was started with into the replay, and plays them back', () => {
    const host = new SandboxHost();
    const played = host.start(packs, { mode: modeId, seed: 5, seats, options: { note: 'kept' } }, bots);
    const replay = host.replay();
    expect(JSON.parse(replay)).toMatchObject({ options: { note: 'kept' } });
    const imported = new SandboxHost();
    imported.start(packs, { mode: modeId, seed: 1, seats }, []);
    expect(imported.importReplay(replay).snapshot.hash).toBe(played.hash);
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

describe('replaying a match over edited content', () => {
  it('replays every answer when they all still apply, to the same state', () => {
    const host = new SandboxHost();
    const played = host.start(packs, { mode: modeId, seed: 5, seats }, bots);
    const answers = host.session.answers();
    const reloaded = host.reload(packs);
    expect(reloaded.diverged).toBeNull();
    expect(reloaded.hash).toBe(played.hash);
    expect(host.session.answers()).toEqual(answers);
  });

  it('stops at the first answer that is no longer legal, at the last legal step', () => {
    const host = new SandboxHost();
    host.start(packs, { mode: modeId, seed: 5, seats }, []);
    const first = host.session.snapshot().decision?.seats[0];
    host.session.answer(first?.seat ?? 's0', first?.options[0]?.id ?? '');
    const session = host.session;
    const answers = [...session.answers(), [{ seat: 's0', option: 'no-such-option' }], ...session.answers()];
    const diverged = session.replayLegal(answers);
    expect(diverged).toMatchObject({ decision: 2, answer: 's0 → no-such-option', dropped: 1 });
    expect(session.snapshot()).toMatchObject({ cursor: 1, recorded: 1, diverged });
    // The next edit replays every answer again (an edit taken back restores the game); a new answer forgets them.
    expect(session.script()).toEqual(answers);
    const next = session.snapshot().decision?.seats[0];
    session.answer(next?.seat ?? 's0', next?.options[0]?.id ?? '');
    expect(session.script()).toEqual(session.answers());
    expect(session.snapshot().diverged).toBeNull();
  });

  it('keeps the match as it was when the edited packs do not compile', () => {
    const host = new SandboxHost();
    const played = host.start(packs, { mode: modeId, seed: 5, seats }, bots);
    const broken = [{ id: 'room25', files: { ...packs[0]?.files, 'pack.json': '{' } }];
    const reloaded = host.reload(broken);
    expect(reloaded.problems.length).toBeGreaterThan(0);
    expect(reloaded.hash).toBe(played.hash);
  });
});
