import { engine, parseReplay, verifyReplay } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import { prepare } from './prepare.ts';
import { modeId, packs, seats } from './room25.fixture.ts';
import { SandboxSession } from './sandbox-session.ts';

function start(bots: string[] = []): SandboxSession {
  const prepared = prepare(packs);
  if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
  return new SandboxSession(prepared.ruleset, prepared.entities, { mode: modeId, seed: 3, seats }, bots);
}

/** Answers the pending decision for every human seat still asked, with its first option. */
function answerFirst(session: SandboxSession): void {
  const step = session.snapshot().step;
  for (;;) {
    const snapshot = session.snapshot();
    const bots = new Set(snapshot.seats.filter((s) => s.bot).map((s) => s.seat));
    const open = snapshot.decision?.seats.find((s) => !s.answered && !bots.has(s.seat));
    if (!open || snapshot.step !== step) return;
    session.answer(open.seat, open.options[0]?.id ?? '');
  }
}

describe('the sandbox session', () => {
  it('starts at the first decision with options for the asked seats', () => {
    const snapshot = start().snapshot();
    expect(snapshot.decision?.seats.length).toBeGreaterThan(0);
    expect(snapshot.decision?.seats[0]?.options.length).toBeGreaterThan(0);
    expect(snapshot.canUndo).toBe(false);
    expect(snapshot.grids[0]?.cells.length).toBeGreaterThan(0);
  });

  it('undoes an answer back to the same state and redoes it to the same state', () => {
    const session = start();
    const before = JSON.stringify(session.snapshot());
    answerFirst(session);
    const after = JSON.stringify(session.snapshot());
    expect(after).not.toBe(before);
    expect(session.snapshot().canUndo).toBe(true);
    session.undo();
    expect(JSON.stringify(session.snapshot())).toBe(
      before.replace('"recorded":0', '"recorded":1').replace('"canRedo":false', '"canRedo":true'),
    );
    session.redo();
    expect(JSON.stringify(session.snapshot())).toBe(after);
    expect(session.answers()).toHaveLength(1);
  });

  it('refuses an option the seat does not have, and forgets redo after a new answer', () => {
    const session = start();
    const seat = session.snapshot().decision?.seats[0]?.seat ?? 's0';
    expect(() => session.answer(seat, 'no-such-option')).toThrow(/not an option/);
    answerFirst(session);
    session.undo();
    answerFirst(session);
    expect(session.snapshot().canRedo).toBe(false);
  });

  it('exports the answers so far as a replay that names its packs, mode, seed and final hash', () => {
    const session = start();
    answerFirst(session);
    const replay = JSON.parse(session.replay(['room25@0.1.0']));
    expect(replay).toMatchObject({
      format: 'roomsmith-replay@1',
      packs: ['room25@0.1.0'],
      mode: modeId,
      seed: 3,
      seats,
    });
    expect(replay.answers).toEqual(session.answers());
    const prepared = prepare(packs);
    if ('problems' in prepared) throw new Error('room25 does not load');
    expect(
      verifyReplay(engine, prepared.ruleset, parseReplay(session.replay(prepared.packRefs)), prepared.packRefs),
    ).toMatchObject({
      ok: true,
    });
  });

  it('lets bot seats answer by themselves, and undo steps back to the last human decision', () => {
    const humans = start();
    const seat = humans.snapshot().decision?.seats[0]?.seat ?? 's0';
    const others = humans
      .snapshot()
      .seats.map((s) => s.seat)
      .filter((s) => s !== seat);
    const session = start(others);
    expect(session.snapshot().seats.find((s) => s.seat === seat)?.bot).toBe(false);
    for (let i = 0; i < 5 && session.snapshot().decision; i += 1) answerFirst(session);
    const asked = session.snapshot().decision?.seats.map((s) => s.seat) ?? [];
    expect(asked.every((s) => s === seat)).toBe(true);
    const beforeUndo = session.answers().length;
    session.undo();
    expect(session.answers().length).toBeLessThan(beforeUndo);
    expect(session.snapshot().decision?.seats.some((s) => s.seat === seat)).toBe(true);
  });

  it('plays an all-bot match on its own', () => {
    const session = start(Array.from({ length: seats }, (_, i) => `s${i}`));
    expect(session.answers().length).toBeGreaterThan(0);
  });

  it('hides what a seat may not know when seen through its eyes', () => {
    const session = start();
    const all = session.snapshot().grids[0]?.cells.filter((c) => c?.room).length ?? 0;
    session.look('s0');
    const mine = session.snapshot().grids[0]?.cells.filter((c) => c?.room).length ?? 0;
    expect(session.snapshot().viewAs).toBe('s0');
    expect(mine).toBeLessThan(all);
    session.look('nobody');
    expect(session.snapshot().viewAs).toBe('all');
  });

  it('jumps to any recorded decision and back, and replays loaded answers to the same hash', () => {
    const bots = Array.from({ length: seats }, (_, i) => `s${i}`);
    const session = start(bots);
    const end = session.snapshot();
    expect(end.recorded).toBeGreaterThan(2);
    session.jump(1);
    expect(session.snapshot()).toMatchObject({ cursor: 1, recorded: end.recorded, canRedo: true });
    session.jump(end.recorded);
    expect(session.snapshot().hash).toBe(end.hash);
    const fresh = start();
    fresh.load(session.answers());
    expect(fresh.snapshot().hash).toBe(end.hash);
    expect(JSON.parse(fresh.inspect())).toHaveProperty('zones');
  });

  it('lists the pieces with their status', () => {
    const pieces = start().snapshot().pieces;
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.every((p) => p.status === 'active' && p.on)).toBe(true);
  });
});

describe('the sandbox session with secret roles', () => {
  function suspicion(): SandboxSession {
    const prepared = prepare(packs);
    if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
    return new SandboxSession(
      prepared.ruleset,
      prepared.entities,
      { mode: 'room25:suspicion-2-guards', seed: 2, seats: 5 },
      [],
    );
  }

  it('opens through the first seat, which sees its own role by name and no other seat role', () => {
    const snapshot = suspicion().snapshot();
    expect(snapshot.viewAs).toBe('s0');
    expect(snapshot.roles).toBe(true);
    expect(['Prisoner', 'Guard']).toContain(snapshot.seats[0]?.role);
    expect(snapshot.seats.slice(1).map((s) => [s.role, s.team])).toEqual(Array(4).fill([null, null]));
  });

  it('names the rooms a seat has not identified by handles in its options, and takes such an answer', () => {
    const session = suspicion();
    const options = session.snapshot().decision?.seats.find((s) => s.seat === 's0')?.options ?? [];
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.id).not.toMatch(/^target:c\d+$/);
    expect(options.every((o) => o.component !== undefined)).toBe(true);
    session.answer('s0', options[0]?.id ?? '');
    expect(session.snapshot().step).toBe(1);
  });

  it('shows no option of another seat through a seat', () => {
    const session = suspicion();
    session.answer('s0', session.snapshot().decision?.seats[0]?.options[0]?.id ?? '');
    const s1 = session.snapshot().decision?.seats.find((s) => s.seat === 's1');
    expect(s1?.options).toEqual([]);
    session.look('s1');
    expect(session.snapshot().decision?.seats.find((s) => s.seat === 's1')?.options.length).toBeGreaterThan(0);
  });

  it('shows every seat role in the omniscient view', () => {
    const session = suspicion();
    session.look('all');
    const roles = session.snapshot().seats.map((s) => s.role);
    expect(roles.filter((r) => r === 'Guard').length + roles.filter((r) => r === 'Prisoner').length).toBe(5);
  });
});

describe('a situation read inside an action', () => {
  /** Answers first options until the situation is read inside an action (its turn carries answers). */
  function insideAnAction(): SandboxSession {
    const session = start();
    for (let i = 0; i < 60; i++) {
      if (session.situation().layout.turn?.answers?.length) return session;
      answerFirst(session);
    }
    throw new Error('no action with a decision inside it was reached');
  }
  const prompt = (s: SandboxSession) => {
    const d = s.snapshot().decision;
    // Labels may differ: which rooms a seat has peeked at is not part of a layout.
    return { prompt: d?.prompt, options: d?.seats.map((x) => [x.seat, x.options.length]) };
  };

  it('records the answers given since the last decision outside an action in the layout’s turn', () => {
    const layout = insideAnAction().situation().layout;
    expect(layout.turn?.answers?.length).toBeGreaterThan(0);
    expect(layout.turn?.phase).toBeTruthy();
  });

  it('plays from there inside the same action, at the same decision', () => {
    const session = insideAnAction();
    const prepared = prepare(packs);
    if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
    const layout = session.situation().layout;
    const resumed = new SandboxSession(prepared.ruleset, prepared.entities, { mode: modeId, seed: 3, seats, layout });
    expect(prompt(resumed)).toEqual(prompt(session));
    // The same figures on the same rooms: the replay came back to the table the match stood at.
    expect(resumed.snapshot().pieces).toEqual(session.snapshot().pieces);
  });
});
