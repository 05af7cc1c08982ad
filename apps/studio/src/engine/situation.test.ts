import { describe, expect, it } from 'vitest';
import { packTests } from './pack-tests.ts';
import { prepare } from './prepare.ts';
import { files, modeId, packs, seats } from './room25.fixture.ts';
import { SandboxSession } from './sandbox-session.ts';
import { layoutRenames, packTestText, renameOption, testId, type Situation } from './situation.ts';

function session(layout?: Situation['layout'], bots: string[] = []): SandboxSession {
  const prepared = prepare(packs);
  if ('problems' in prepared) throw new Error(prepared.problems.join('\n'));
  return new SandboxSession(
    prepared.ruleset,
    prepared.entities,
    { mode: modeId, seed: 5, seats, ...(layout ? { layout } : {}) },
    bots,
  );
}

/** Answers the pending decision with each asked seat's first option, `times` times. */
function play(s: SandboxSession, times: number): void {
  for (let i = 0; i < times; i++) {
    const decision = s.snapshot().decision;
    if (!decision) return;
    for (const seat of decision.seats) if (!seat.answered) s.answer(seat.seat, seat.options[0]?.id ?? '');
  }
}

/** A situation with the first figure moved to the cell at [0, 0], which now holds `room`, face up. */
function edited(room: string): Situation['layout'] {
  const layout = structuredClone(session().situation().layout);
  const grid = layout.grid ?? [];
  if (grid[0]) grid[0][0] = room;
  layout.revealed = [...(layout.revealed ?? []).filter(([r, c]) => r !== 0 || c !== 0), [0, 0]];
  const first = layout.figures?.[0];
  if (first) first.cell = [0, 0];
  return layout;
}

describe('a situation set up by hand', () => {
  it('reads every cell, figure and counter of the match as a layout of the whole table', () => {
    const situation = session().situation();
    expect(situation.layout.afterSetup).toBeUndefined();
    expect(situation.layout.grid?.length).toBe(situation.rows);
    expect(situation.layout.grid?.[0]?.length).toBe(situation.cols);
    expect(situation.layout.figures?.length).toBe(situation.figureNames.length);
    expect(situation.rooms.map((r) => r.id)).toContain('room25:central');
  });

  it('plays from the edited situation: the room on the cell, face up, the figure on it', () => {
    const layout = edited('room25:central');
    const snapshot = session(layout).snapshot();
    const cell = snapshot.grids[0]?.cells[0];
    expect(cell?.room?.id).toBe('room25:central');
    expect(cell?.faceUp).toBe(true);
    expect(cell?.figures.length).toBeGreaterThan(0);
    expect(snapshot.edited).toBe(true);
  });

  it('replays to the same hash from the same situation, seed and answers', () => {
    const layout = edited('room25:central');
    const first = session(layout);
    play(first, 3);
    const again = session(layout);
    again.load(first.answers());
    expect(again.snapshot().hash).toBe(first.snapshot().hash);
  });

  it('plays from a situation with an empty cell and reads the gap back as null', () => {
    const layout = edited('room25:central');
    const grid = layout.grid ?? [];
    if (grid[4]) grid[4][4] = null;
    for (const f of layout.figures ?? []) if (f.cell?.[0] === 4 && f.cell[1] === 4) f.cell = [0, 0];
    const played = session(layout);
    expect(played.snapshot().grids[0]?.cells[24]).toBeNull();
    expect(played.situation().layout.grid?.[4]?.[4]).toBeNull();
    expect(played.situation().layout.grid?.[0]?.[0]).toBe('room25:central');
  });

  it('plays from a situation with an eliminated figure, off the table, and reads it back eliminated', () => {
    const layout = edited('room25:central');
    const second = layout.figures?.[1];
    if (!second) throw new Error('the mode deals one figure only');
    second.status = 'eliminated';
    delete second.cell;
    const played = session(layout);
    expect(played.snapshot().pieces.filter((p) => p.status === 'eliminated')).toHaveLength(1);
    expect(played.situation().layout.figures?.[1]).toMatchObject({ status: 'eliminated' });
    expect(played.situation().layout.figures?.[1]?.cell).toBeUndefined();
  });

  it('reads a turn in progress (phase, whose turn, what is left to play) and plays on from it', () => {
    const live = session();
    // The starting clues, then the programmes: the match moves into the turn's first action phase.
    const past = () => {
      const turn = live.situation().layout.turn;
      return turn !== undefined && turn.phase !== live.situation().phases[0] && !turn.answers;
    };
    for (let i = 0; i < 10 && !past(); i++) play(live, 1);
    const situation = live.situation();
    const turn = situation.layout.turn;
    expect(turn?.phase).toBeDefined();
    expect(turn?.phase).not.toBe(situation.phases[0]);
    expect(situation.layout.figures?.some((f) => (f.plan ?? []).length > 0)).toBe(true);
    const resumed = session(situation.layout).snapshot();
    expect(resumed.problems).toEqual([]);
    expect(resumed.decision?.seats.map((x) => x.seat)).toEqual(live.snapshot().decision?.seats.map((x) => x.seat));
  });

  it('reads the first phase of the first turn as a turn in progress: the game’s start has run', () => {
    const live = session();
    for (let i = 0; i < 10 && !live.situation().layout.turn; i++) play(live, 1);
    const turn = live.situation().layout.turn;
    expect(turn).toMatchObject({ number: 1 });
    const resumed = session(live.situation().layout).snapshot();
    expect(resumed.decision?.prompt).toBe(live.snapshot().decision?.prompt);
  });

  it('reads a fresh game as no turn in progress', () => {
    expect(session().situation().layout.turn).toBeUndefined();
  });

  it('refuses to export a replay of an edited situation, with a reason', () => {
    expect(() => session(edited('room25:central')).replay([])).toThrow(/Save this moment as a test/);
  });
});

describe('saving the moment as a test', () => {
  it('offers each figure’s place, whether it is eliminated, and each counter', () => {
    const labels = session()
      .moment()
      .checks.map((c) => c.label);
    expect(labels.some((l) => / is at \[\d, \d\]$/.test(l))).toBe(true);
    expect(labels.some((l) => / is not eliminated$/.test(l))).toBe(true);
  });

  it('writes a pack test that runs green in the Tests panel’s runner', () => {
    const s = session(edited('room25:central'));
    play(s, 2);
    const moment = s.moment();
    expect(moment.test.answers.length).toBeGreaterThan(0);
    const text = packTestText(
      moment.test,
      'The first figure stays where it was put',
      moment.checks.map((c) => c.expectation),
    );
    const test = JSON.parse(text) as { id: string; layout: unknown };
    expect(test.layout).toEqual(moment.test.layout);
    const withTest = [{ id: 'room25', files: { ...files, [`tests/${test.id}.json`]: text } }];
    const result = packTests(withTest, 'room25', true);
    expect(result.problems).toEqual([]);
    const row = result.tests.find((t) => t.id === test.id);
    expect(row?.verdict).toEqual({ ok: true });
  });

  it('makes a test id from the name the schema accepts', () => {
    expect(testId('Keyed room: no key, no entry!')).toBe('keyed-room-no-key-no-entry');
    expect(testId('42')).toBe('test-42');
    expect(testId('  ')).toBe('test-moment');
  });
});

describe('answers carried into a situation', () => {
  it('renames the component and piece ids an option names, and nothing else', () => {
    const renames = new Map([
      ['c17', 'c4'],
      ['p3', 'p0'],
    ]);
    expect(renameOption('move:c17', renames)).toBe('move:c4');
    expect(renameOption('push:p3:c17', renames)).toBe('push:p0:c4');
    expect(renameOption('option:c17x', renames)).toBe('option:c17x');
    expect(renameOption('look:c99', renames)).toBe('look:c99');
  });

  it('numbers the grid’s tiles row by row, then zone items, then figures in turn order', () => {
    const state = {
      zones: {
        g: { kind: 'grid', rows: 1, cols: 3, cells: ['c9', null, 'c2'] },
        deck: { kind: 'stack', items: ['c5'] },
      },
      components: {
        c9: { def: 'a', faceUp: false, markers: {} },
        c2: { def: 'b', faceUp: false, markers: {} },
        c5: { def: 'a', faceUp: false, markers: {} },
      },
      pieces: {
        p1: { def: 'h', seat: 's0', location: null, status: 'active', vars: {} },
        p0: { def: 'h', seat: 's0', location: null, status: 'active', vars: {} },
      },
      seats: {},
      seatOrder: ['s0'],
      order: ['p1', 'p0'],
      counters: {},
      result: null,
    };
    expect(Object.fromEntries(layoutRenames(state))).toEqual({ c9: 'c0', c2: 'c1', c5: 'c2', p1: 'p0', p0: 'p1' });
  });
});
