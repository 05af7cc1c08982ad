import { parseReplay, engine, verifyReplay } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import { prepare } from './prepare.ts';
import { packs } from './room25.fixture.ts';
import { SandboxSession } from './sandbox-session.ts';

const prepared = prepare(packs);
if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
const { ruleset, entities } = prepared;
const mode = 'room25:coop-insane';

describe('picking the character a seat plays in the sandbox', () => {
  it('offers the characters the mode deals', () => {
    const snapshot = new SandboxSession(ruleset, entities, { mode, seed: 2, seats: 2 }, ['s1']).snapshot();
    expect(snapshot.pickable.map((p) => p.id)).toContain('room25:sarah');
  });

  it('gives the seat the character it picked, and its kit shows in the tokens panel', () => {
    const setup = { mode, seed: 2, seats: 2, picks: { s0: ['room25:sarah'] } };
    const snapshot = new SandboxSession(ruleset, entities, setup, ['s1']).snapshot();
    const s0 = snapshot.tokens.seats.find((s) => s.seat === 's0');
    const sarah = s0?.pieces.find((p) => p.name === 'Sarah');
    expect(sarah?.tokens).toContainEqual({ name: 'empty-rooms', count: 2 });
    expect(snapshot.picks).toEqual({ s0: ['room25:sarah'] });
  });

  it('records the picks in the replay, which replays to the same hash', () => {
    const session = new SandboxSession(ruleset, entities, { mode, seed: 2, seats: 2, picks: { s1: ['room25:max'] } }, [
      's0',
      's1',
    ]);
    const record = parseReplay(session.replay(prepared.packRefs));
    expect(record.picks).toEqual({ s1: ['room25:max'] });
    expect(verifyReplay(engine, ruleset, record, prepared.packRefs).ok).toBe(true);
  });
});
