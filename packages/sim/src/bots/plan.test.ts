import { describe, expect, it } from 'vitest';
import type { DecisionOption, GameState } from '../engine-api.ts';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { DEFAULT_WEIGHTS, learnKnowledge, type Knowledge } from './knowledge.ts';
import { currentAction, distancesTo, leastAssignment, planChoices, plannedProgramme, teamPlan } from './plan.ts';

// A 3×3 grid, cells 0–8 row by row, tile cN on cell N. Faces: `known` ones face up, the rest hidden.
const MOVE = 1;
const LOOK = 2;
const k: Knowledge = {
  lethal: new Set(['p:deadly']),
  goal: new Set(['p:exit']),
  cooperative: true,
  weights: DEFAULT_WEIGHTS,
  progress: [],
  // The setup deals the exit to a corner.
  goalPrior: { g: [0.25, 0, 0.25, 0, 0, 0, 0.25, 0, 0.25] },
  tells: [],
  plan: { move: 'move', look: 'look', shift: 'control' },
  actionNodes: new Map([
    [MOVE, 'move'],
    [LOOK, 'look'],
  ]),
};

/** A position: the face of each cell, which faces are up, the team's pieces by cell, and the action p0 is playing. */
function position(faces: string[], up: number[], pieces: number[], acting?: number): GameState {
  const components: Record<string, unknown> = {};
  faces.forEach((def, cell) => {
    components[`c${cell}`] = {
      id: `c${cell}`,
      def,
      faceUp: up.includes(cell),
      seenBy: [],
      location: { zone: 'g', cell },
    };
  });
  const seats = pieces.map((_, i) => `s${i}`);
  return {
    mode: 'p:m',
    zones: { g: { kind: 'grid', rows: 3, cols: 3, cells: faces.map((_, i) => `c${i}`), locks: {} } },
    components,
    pieces: Object.fromEntries(
      pieces.map((cell, i) => [
        `p${i}`,
        { id: `p${i}`, seat: `s${i}`, status: 'active', location: { component: `c${cell}` }, plan: [], done: [] },
      ]),
    ),
    seats: Object.fromEntries(seats.map((s) => [s, { vars: {} }])),
    seatOrder: seats,
    stack: acting === undefined ? [] : [{ n: acting, pc: 1, b: { actor: 'p0', seat: 's0' } }],
  } as unknown as GameState;
}

const onto = (...cells: number[]): DecisionOption[] =>
  cells.map((c) => ({ id: `target:c${c}`, label: `c${c}`, target: { component: `c${c}` } }));
const programmes: DecisionOption[] = ['look,move', 'move,look', 'move,move', 'move', 'look', 'look,control'].map(
  (p) => ({ id: `program:${p}`, label: p }),
);
const ids = (options: DecisionOption[] | null) => (options ?? []).map((o) => o.id);

describe('team plan', () => {
  // Exit in the middle (known), p0 in the bottom-left corner: c3 above is a known empty room, c7 is hidden.
  const twoAway = ['p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:exit', 'p:empty', 'p:empty', 'p:deadly', 'p:empty'];

  it('heads for a known exit two steps away along the tile known to be safe', () => {
    const s = position(twoAway, [3, 4, 6], [6], MOVE);
    expect(ids(planChoices(s, 's0', onto(3, 7), k))).toEqual(['target:c3']);
  });

  it('programmes Move then Move when both steps to the exit are known', () => {
    const s = position(twoAway, [3, 4, 6], [6]);
    expect(ids(planChoices(s, 's0', programmes, k))).toEqual(['program:move,move']);
  });

  it('programmes Look then Move when the next step is hidden', () => {
    const s = position(twoAway, [4, 6], [6]);
    expect(ids(planChoices(s, 's0', programmes, k))).toEqual(['program:look,move']);
  });

  it('walks round a room it knows eliminates, even when that is the shorter way', () => {
    // Exit top-left; c3 (between p0 and the exit) is a Deadly room face up; the long way round is known.
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:deadly', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [0, 1, 3, 4, 6, 7], [6], MOVE);
    expect(ids(planChoices(s, 's0', onto(3, 7), k))).toEqual(['target:c7']);
  });

  it('waits on the exit while a teammate is still far from it', () => {
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 8]);
    const plan = teamPlan(s, 's0', k)!;
    expect(plannedProgramme(plan, 'p0', k)).toEqual(['look']);
  });

  it('gives the plan it made before for a position asked about again', () => {
    const s = position(twoAway, [4, 6], [6]);
    expect(teamPlan(structuredClone(s), 's0', k)).toBe(teamPlan(s, 's0', k));
  });

  it('plans anew once the seat has seen a face it did not know', () => {
    const s = position(twoAway, [4, 6], [6]);
    const before = teamPlan(s, 's0', k)!;
    const seen = structuredClone(s);
    (seen.components['c3'] as { seenBy: string[] }).seenBy.push('s0');
    const after = teamPlan(seen, 's0', k)!;
    expect([before.known[3], after.known[3]]).toEqual([false, true]);
  });

  it('keeps its own copy of the cells when the state it was made from changes', () => {
    const s = position(twoAway, [4, 6], [6]);
    const plan = teamPlan(s, 's0', k)!;
    (s.zones['g'] as { cells: (string | null)[] }).cells[0] = null;
    expect(plan.grid.cells[0]).toBe('c0');
  });

  it('takes the exit out in the second action when the last teammate is one known step away', () => {
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1]);
    expect(plannedProgramme(teamPlan(s, 's0', k)!, 'p0', k)).toEqual(['look', 'control']);
  });

  it('with the whole team aboard, shifts the exit off the edge of the grid', () => {
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 0]);
    const shifts = ['shift:row:0:forward', 'shift:row:0:back', 'shift:col:0:forward', 'shift:col:0:back'];
    const options = shifts.map((id) => ({ id, label: id }));
    expect(ids(planChoices(s, 's0', options, k)).sort()).toEqual(['shift:col:0:back', 'shift:row:0:back']);
  });

  it('shifts the exit’s line toward a teammate when the team is not aboard', () => {
    // Exit top-right; p0 stands in its row at the top-left, p1 in the bottom-left corner.
    const faces = ['p:empty', 'p:empty', 'p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 6]);
    const options = ['shift:row:0:forward', 'shift:row:0:back'].map((id) => ({ id, label: id }));
    expect(ids(planChoices(s, 's0', options, k))).toEqual(['shift:row:0:back']);
  });

  it('knowing no exit, sends teammates to look at different cells where the setup may have dealt it', () => {
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [1, 3, 4, 5, 7], [4, 4]);
    const plan = teamPlan(s, 's0', k)!;
    const [a, b] = [plan.target.get('p0'), plan.target.get('p1')];
    expect([plan.goal, [0, 2, 6, 8].includes(a!), [0, 2, 6, 8].includes(b!), a !== b]).toEqual([
      null,
      true,
      true,
      true,
    ]);
  });

  it('gives teammates the cells that make their walks shortest together, not the first teammate its nearest', () => {
    // p0 on the top edge's middle is as near the two top corners; p1 stands on the top-left one. Taking
    // the top-left for p0 (the first nearest) would send p1 across to the top-right.
    const faces = ['p:empty', 'p:empty', 'p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [1, 3, 4, 5, 7], [1, 0]);
    const plan = teamPlan(s, 's0', k)!;
    expect([plan.target.get('p0'), plan.target.get('p1')]).toEqual([2, 0]);
  });

  it('heads for a tile a teammate said is likely the exit, before anyone sees it', () => {
    const faces = ['p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const s = position(faces, [1, 3, 4, 5, 7], [4]);
    const heard = new Map([['c8', { goal: 0.6, lethal: 0 }]]);
    expect(teamPlan(s, 's0', k, heard)?.goal).toBe(8);
  });

  it('reads no face the seat cannot see: swapping two hidden faces changes none of its choices', () => {
    const faces = ['p:empty', 'p:exit', 'p:empty', 'p:deadly', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const swapped = ['p:empty', 'p:deadly', 'p:empty', 'p:exit', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
    const choose = (f: string[]) => [
      ids(planChoices(position(f, [4, 5, 7, 8], [4], MOVE), 's0', onto(1, 3, 5, 7), k)),
      ids(planChoices(position(f, [4, 5, 7, 8], [4], LOOK), 's0', onto(1, 3), k)),
      ids(planChoices(position(f, [4, 5, 7, 8], [4]), 's0', programmes, k)),
    ];
    expect(choose(swapped)).toEqual(choose(faces));
  });

  it('makes no plan when the mode names no plan actions', () => {
    const s = position(twoAway, [3, 4, 6], [6], MOVE);
    expect(planChoices(s, 's0', onto(3, 7), { ...k, plan: undefined })).toBeNull();
  });
});

describe('team plan with a first stage (a key room before the exit)', () => {
  // The key room is dealt to the middle row's ends; the exit to a corner.
  const keyed: Knowledge = {
    ...k,
    first: { defs: new Set(['p:key']), counter: 'key', atLeast: 1, prior: { g: [0, 0, 0, 0.5, 0, 0.5, 0, 0, 0] } },
  };
  const faces = ['p:exit', 'p:empty', 'p:empty', 'p:key', 'p:empty', 'p:empty', 'p:empty', 'p:empty', 'p:empty'];
  const everyFaceUp = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  const withKey = (s: GameState, key: number) => ({ ...s, counters: { key } }) as GameState;

  it('sends the teammate nearest the known key room there and the others to the exit', () => {
    // p0 stands beside the key room (c3), p1 on the far side.
    const plan = teamPlan(withKey(position(faces, everyFaceUp, [6, 8]), 0), 's0', keyed)!;
    expect([plan.target.get('p0'), plan.target.get('p1'), plan.stageOpen]).toEqual([3, 0, true]);
  });

  it('steps onto the known key room instead of only looking at it', () => {
    const s = withKey(position(faces, everyFaceUp, [4, 8]), 0);
    expect(ids(planChoices(s, 's0', programmes, keyed))).toEqual(['program:move,look']);
  });

  it('knowing no key room, sends a teammate to look where the setup may have dealt it', () => {
    const s = withKey(position(faces, [0, 1, 4], [1, 4]), 0);
    const plan = teamPlan(s, 's0', keyed)!;
    const toKey = [...plan.target].filter(([, cell]) => cell === 3 || cell === 5);
    expect([toKey.length, plan.searching.has(toKey[0]?.[0] ?? '')]).toEqual([1, true]);
  });

  it('waits on the exit with the whole team aboard while the key is not activated', () => {
    // The key room is face down and nobody knows where it may be: nobody leaves to look for it.
    const s = withKey(position(faces, [0, 1, 2, 4, 5, 6, 7, 8], [0, 0]), 0);
    const plan = teamPlan(s, 's0', { ...keyed, first: { ...keyed.first!, prior: { g: [] } } })!;
    expect(plannedProgramme(plan, 'p0', keyed)).toEqual(['look']);
  });

  it('does not shift the exit off the grid while the key is not activated', () => {
    const s = withKey(position(faces, everyFaceUp, [0, 0]), 0);
    const options = ['shift:row:0:back', 'shift:row:0:forward'].map((id) => ({ id, label: id }));
    expect(ids(planChoices(s, 's0', options, keyed))).not.toContain('shift:row:0:back');
  });

  it('once the counter says the key is activated, plans as if there were no first stage', () => {
    const s = withKey(position(faces, everyFaceUp, [6, 8]), 1);
    const plan = teamPlan(s, 's0', keyed)!;
    expect([plan.target.get('p0'), plan.target.get('p1'), plan.stageOpen]).toEqual([0, 0, false]);
  });
});

describe('team plan on the real engine', () => {
  it('tells which action a piece is choosing the target of, from the running match', () => {
    const ruleset = miniRuleset();
    const known = learnKnowledge(
      engine,
      ruleset,
      'mini',
      2,
      { seek: ['exit'], plan: { move: 'move', look: 'look' } },
      10,
    );
    let m = engine.createMatch(ruleset, { mode: 'mini', seed: 1, seats: 2 });
    const seen: Array<string | null> = [];
    for (let i = 0; i < 12 && m.pending && m.state.result === null; i++) {
      const d = m.pending;
      if (d.seats.length === 1) seen.push(currentAction(m.state, known)?.action ?? null);
      const answers = d.seats.map((seat) => {
        const options = engine.legalOptions(m, seat);
        return { seat, option: options.find((o) => o.id === 'program:look,move')?.id ?? options[0]!.id };
      });
      m = engine.answer(ruleset, m, answers).match;
    }
    expect(seen.slice(0, 4)).toEqual(['look', 'look', 'move', 'move']);
  });
});

describe('least assignment of candidates to teammates', () => {
  it('places distinct members on distinct candidates for the least total', () => {
    expect(
      leastAssignment([
        [0, 1],
        [0, 5],
      ]),
    ).toEqual([1, 0]);
  });

  it('covers every candidate first when members outnumber them, the rest going to their cheapest', () => {
    // Candidate 1 is dear to all but the third member: it takes it, and the others share candidate 0.
    expect(
      leastAssignment([
        [1, 9],
        [2, 8],
        [0, 3],
      ]),
    ).toEqual([0, 0, 1]);
  });

  it('still places a member that can reach no candidate, on one nobody else needs', () => {
    const INF = Number.POSITIVE_INFINITY;
    const [lost, other] = leastAssignment([
      [INF, INF, INF],
      [0, 1, 2],
    ]);
    expect([other, lost !== undefined && lost > 0]).toEqual([0, true]);
  });
});

describe('walking distances on the grid', () => {
  const INF = Number.POSITIVE_INFINITY;

  /** The same distances by relaxing every cell until nothing changes (Bellman–Ford), as a reference. */
  function relaxedUntilStill(rows: number, cols: number, cells: (string | null)[], enter: number[], to: number) {
    const d = new Array<number>(rows * cols).fill(INF);
    d[to] = 0;
    for (let changed = true; changed; ) {
      changed = false;
      for (let cur = 0; cur < rows * cols; cur++) {
        const via = (d[cur] as number) + (enter[cur] as number);
        if (!Number.isFinite(via)) continue;
        const r = Math.floor(cur / cols);
        const c = cur % cols;
        const next = [r > 0 ? cur - cols : -1, r < rows - 1 ? cur + cols : -1, c > 0 ? cur - 1 : -1];
        next.push(c < cols - 1 ? cur + 1 : -1);
        for (const n of next) {
          if (n >= 0 && cells[n] !== null && via < (d[n] as number)) [d[n], changed] = [via, true];
        }
      }
    }
    return d;
  }

  it('equal the least total entering cost, found by relaxing to a fixpoint, on 300 random grids', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 300; round++) {
      const rows = 1 + Math.floor(random() * 6);
      const cols = 1 + Math.floor(random() * 6);
      const n = rows * cols;
      // Holes, rooms known to eliminate (Infinity), detours, and unknown rooms at a fractional risk.
      const cells = Array.from({ length: n }, (_, i) => (random() < 0.1 ? null : `c${i}`));
      const enter = Array.from({ length: n }, () => {
        const x = random();
        return x < 0.1 ? INF : x < 0.2 ? 20 : x < 0.5 ? 1 + random() * 3 : 1;
      });
      const to = Math.floor(random() * n);
      const grid = { zone: 'g', rows, cols, cells };
      expect(distancesTo(grid, enter, to)).toEqual(relaxedUntilStill(rows, cols, cells, enter, to));
    }
  });
});
