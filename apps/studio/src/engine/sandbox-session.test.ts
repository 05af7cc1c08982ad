import { describe, expect, it } from 'vitest';
import { prepare } from './prepare.ts';
import { modeId, packs, seats } from './room25.fixture.ts';
import { SandboxSession } from './sandbox-session.ts';

function start(): SandboxSession {
  const prepared = prepare(packs);
  if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
  return new SandboxSession(prepared.ruleset, prepared.entities, { mode: modeId, seed: 3, seats });
}

/** Answers every asked seat with its first option, once. */
function answerFirst(session: SandboxSession): void {
  const decision = session.snapshot().decision;
  if (!decision) throw new Error('nothing to answer');
  for (const s of decision.seats) session.answer(s.seat, s.options[0]?.id ?? '');
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
    expect(JSON.stringify(session.snapshot())).toBe(before.replace('"canRedo":false', '"canRedo":true'));
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
});
