// A session without sockets: banners while a no-sharing flag holds, bots,
// replays, and the engine's failures ending a session instead of the server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stateHash, type Layout } from '@roomsmith/engine';
import { engine, parseReplay, verifyReplay } from '@roomsmith/sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { BundledPacks, preparePacks } from './packs.ts';
import { CONTENT_DIR } from './server.ts';
import { Session, SessionError, type SessionPacks } from './session.ts';

let room25: SessionPacks;

beforeAll(async () => {
  const prepared = preparePacks(await new BundledPacks(CONTENT_DIR).closure(['room25']));
  if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
  room25 = prepared;
}, 60_000);

/** The option of the seat's own view that targets the tile at cell `index` (by id once seen, by handle before). */
function targetCell(session: Session, index: number): string {
  const update = session.seatUpdate('s0', 0);
  const ids = [`target:c${index}`, `target:?complex#${index}`];
  const option = update.view.pending?.options['s0']?.find((o) => ids.includes(o.id));
  if (!option) throw new Error(`no option targets cell ${index}`);
  return option.id;
}

describe('a playtest session', () => {
  it('shows a no-sharing banner to the seat while the Isolation Room is occupied, and not before or after', () => {
    const test = JSON.parse(
      readFileSync(path.join(CONTENT_DIR, 'room25/tests/isolation-room-raises-the-jamming-flag.json'), 'utf8'),
    ) as { layout: Layout };
    const session = new Session(room25, { mode: 'room25:solo', seed: 1, seats: 1, layout: test.layout });
    session.take('s0');
    const pendingId = () => session.match.pending?.id ?? '';
    expect(session.seatUpdate('s0', 0).banners).toEqual([]);
    session.submit('s0', pendingId(), 'action:move');
    session.submit('s0', pendingId(), targetCell(session, 7));
    expect(session.seatUpdate('s0', 0).banners).toEqual(['no-communication']);
    session.submit('s0', pendingId(), 'action:look');
    session.submit('s0', pendingId(), targetCell(session, 2));
    session.submit('s0', pendingId(), 'action:move');
    session.submit('s0', pendingId(), targetCell(session, 6));
    expect(session.seatUpdate('s0', 0).banners).toEqual([]);
  });

  it('plays a game of bots to its end and records a replay that verifies', () => {
    const session = new Session(room25, { mode: 'room25:coop-s1', seed: 21, seats: 2, bots: ['s0', 's1'] });
    expect(session.status).toBe('ended');
    expect(session.endReason).toMatch(/^game over/);
    const record = parseReplay(session.replay());
    expect(record).toMatchObject({ mode: 'room25:coop-s1', seed: 21, seats: 2 });
    expect(verifyReplay(engine, room25.ruleset, record, room25.refs)).toMatchObject({ ok: true });
  });

  it('refuses to start a mode the packs do not have', () => {
    expect(() => new Session(room25, { mode: 'room25:nope', seed: 1, seats: 2 })).toThrow(/unknown mode/);
  });

  it('refuses every answer once ended, saying so', () => {
    const session = new Session(room25, { mode: 'room25:coop-s1', seed: 2, seats: 2 });
    const id = session.match.pending?.id ?? '';
    session.end();
    expect(() => session.submit('s0', id, 'x')).toThrow(SessionError);
    expect(() => session.submit('s0', id, 'x')).toThrow(/ended/);
    expect(session.seatUpdate('s0', 0)).toMatchObject({ status: 'ended', awaiting: false });
  });

  it('counts a played session’s content like a simulated game’s, people labelled "human"', () => {
    const session = new Session(room25, { mode: 'room25:coop-s1', seed: 21, seats: 2, bots: ['s1'] });
    session.take('s0');
    for (let i = 0; i < 200 && session.status === 'playing'; i++) {
      const option = session.seatUpdate('s0', 0).view.pending?.options['s0']?.[0]?.id ?? '';
      session.submit('s0', session.match.pending?.id ?? '', option);
    }
    const analytics = session.analytics();
    expect(analytics.lines).toEqual([
      expect.objectContaining({ seed: 21, decisions: session.answers.length, bots: ['human', 'random'] }),
    ]);
    expect(analytics.results.win + analytics.results.partial + analytics.results.loss).toBe(1);
    expect(Object.keys(analytics.content).length).toBeGreaterThan(0);
    expect(analytics.byBot['human']).toEqual({ seats: 1, wins: expect.any(Number) });
  });

  it('gives a named seat to a bot when its person left, but never takes a connected person’s seat', () => {
    const session = new Session(room25, { mode: 'room25:coop-s1', seed: 3, seats: 3 });
    session.take('s0');
    session.setConnected('s0', true);
    session.take('s1');
    expect(session.fillWithBots(['s0', 's1'])).toEqual(['s1']);
    expect(session.seatList().map((s) => s.kind)).toEqual(['human', 'bot', 'open']);
    expect(session.fillWithBots()).toEqual(['s2']);
  });

  it('resumes from its record mid-way through a simultaneous decision, keeping the answer already given', () => {
    const setup = { mode: 'room25:coop-s1', seed: 4, seats: 2 };
    const session = new Session(room25, setup);
    session.take('s0');
    session.take('s1');
    const first = (seat: string) => session.seatUpdate(seat, 0).view.pending?.options[seat]?.[0]?.id ?? '';
    for (let i = 0; i < 100 && (session.match.pending?.seats.length ?? 0) < 2; i++) {
      const seat = session.match.pending?.seats[0] ?? 's0';
      session.submit(seat, session.match.pending?.id ?? '', first(seat));
    }
    const pending = session.match.pending;
    expect(pending?.seats).toEqual(['s0', 's1']);
    session.submit('s0', pending?.id ?? '', first('s0'));
    const played = session.answers.length;

    const resumed = new Session(room25, session.record().setup, session.record());
    expect(resumed.id).toBe(session.id);
    expect(resumed.answers.length).toBe(played);
    expect(stateHash(resumed.match.state)).toBe(stateHash(session.match.state));
    expect(() => resumed.submit('s0', pending?.id ?? '', first('s0'))).toThrow(/already answered/);
    resumed.submit('s1', pending?.id ?? '', resumed.seatUpdate('s1', 0).view.pending?.options['s1']?.[0]?.id ?? '');
    session.submit('s1', pending?.id ?? '', first('s1'));
    expect(resumed.answers.length).toBe(played + 1);
    expect(stateHash(resumed.match.state)).toBe(stateHash(session.match.state));
  });
});
