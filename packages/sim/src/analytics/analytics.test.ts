import { describe, expect, it } from 'vitest';
import { engine, type GameEvent } from '../engine-api.ts';
import { runBatch } from '../run/batch.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import { addGameAnalytics, decidedBy, emptyAnalytics, mergeAnalytics, resultClass } from './analytics.ts';
import { contentKey, stepsOf, whyTraces } from './trace.ts';

const ev = (type: string, def?: string, path = '/triggers/0/do/0', extra: Partial<GameEvent> = {}): GameEvent => ({
  type,
  text: type,
  ...(def ? { cause: { def, path } } : {}),
  ...extra,
});

// Setup (one event), then two steps: a move into a deadly room, then the ending.
const log = [
  ev('game-start', 'p:m', ''),
  ev('piece-moved', 'p:m', '/actions/1/do/0', { seat: 's0' }),
  ev('eliminated', 'p:deadly', '/triggers/0/do/0', { piece: 'p0' }),
  ev('counter', 'p:m', '/phases/3/do/0'),
  ev('game-end', 'p:m', '/endings/0', { data: { outcome: 'defeat' } }),
];
const marks = [1, 3];

describe('per-content analytics', () => {
  it('keys room behaviour by the room, and mode actions by their path', () => {
    expect([
      contentKey({ def: 'p:deadly', path: '/triggers/0/do/0' }),
      contentKey({ def: 'p:m', path: '/actions/1/do/0' }),
    ]).toEqual(['p:deadly', 'p:m /actions/1']);
  });

  it('keeps the key of each def and path apart when the same causes come again', () => {
    const causes = [
      { def: 'p:m', path: '/actions/1/do/0' },
      { def: 'p:m', path: '/phases/2/do/0' },
      { def: 'p:c', path: '/actions/1/do/0' },
      { def: 'p:m', path: '' },
    ];
    const first = causes.map(contentKey);
    expect(causes.map(contentKey)).toEqual(first);
    expect(first).toEqual(['p:m /actions/1', 'p:m /phases/2', 'p:c /actions/1', 'p:m']);
  });

  it('counts the deaths a room caused and the games it fired in', () => {
    const a = emptyAnalytics();
    addGameAnalytics(
      a,
      { seed: 1, result: { outcome: 'defeat', winners: [], reason: '' }, decisions: 2, seatOrder: ['s0'], log },
      marks,
      ['random'],
      'p:m',
    );
    expect(a.content['p:deadly']).toEqual({ fired: 1, deaths: 1, escapes: 0, games: 1, decided: 0 });
  });

  it('credits the game to the countdown when nothing died in the last step', () => {
    expect(decidedBy([ev('counter', 'p:m', '/phases/3/do/0'), ev('game-end', 'p:m', '/endings/0')], 'p:m')).toEqual([
      'p:m /phases/3',
    ]);
  });

  it('credits the game to the room whose death came in the last step', () => {
    expect(decidedBy([ev('eliminated', 'p:deadly'), ev('game-end', 'p:m', '/endings/0')], 'p:m')).toEqual(['p:deadly']);
  });

  it('credits a game to what decidedBy names in its last step, each key once, read in place', () => {
    const lasts = [
      [ev('eliminated', 'p:deadly'), ev('escaped', 'p:exit'), ev('eliminated', 'p:deadly', '/triggers/1/do/0')],
      [
        ev('counter', 'p:m', '/phases/3/do/0'),
        ev('piece-moved', 'p:m', '/actions/1/do/0'),
        ev('game-end', 'p:m', '/endings/0'),
      ],
      [ev('counter', 'p:m', '/phases/3/do/0'), ev('flag', 'p:m', '/endings/1/do/0'), ev('game-end', 'p:m', '')],
      [ev('eliminated'), ev('game-end', 'p:m', '/endings/0')],
    ];
    for (const last of lasts) {
      const a = emptyAnalytics();
      const game = { seed: 1, result: { outcome: 'end', winners: [], reason: '' }, decisions: 1, seatOrder: ['s0'] };
      addGameAnalytics(a, { ...game, log: [ev('game-start', 'p:m', ''), ...last] }, [1], ['random'], 'p:m');
      const decided = Object.entries(a.content).flatMap(([key, t]) => Array<string>(t.decided).fill(key));
      expect(decided.sort()).toEqual(decidedBy(last, 'p:m').sort());
    }
  });

  it('counts each numbered cause for its own content when two rulesets give different content one number', () => {
    const numbered = (def: string, n: number) =>
      Object.defineProperty({ def, path: '/triggers/0/do/0' }, 'n', { value: n }) as { def: string; path: string };
    const deadly = numbered('p:deadly', 7);
    const acid = numbered('p:acid', 7);
    const a = emptyAnalytics();
    for (const cause of [deadly, acid, deadly, deadly]) {
      const died: GameEvent = { type: 'eliminated', text: '', cause };
      addGameAnalytics(
        a,
        { seed: 1, result: null, decisions: 1, seatOrder: ['s0'], log: [died] },
        [],
        ['random'],
        'p:m',
      );
    }
    expect([a.content['p:deadly']?.deaths, a.content['p:acid']?.deaths]).toEqual([3, 1]);
  });

  it('classes outcomes as win, partial or loss', () => {
    expect([
      resultClass({ outcome: 'total-victory', winners: ['s0'], reason: '' }),
      resultClass({ outcome: 'partial-victory', winners: ['s0'], reason: '' }),
      resultClass(null),
    ]).toEqual(['win', 'partial', 'loss']);
  });

  it('counts per team the games it won and per role the seats of it that won', () => {
    const one = (winners: string[]) => {
      const a = emptyAnalytics();
      addGameAnalytics(
        a,
        {
          seed: 1,
          result: { outcome: 'end', winners, reason: '' },
          decisions: 2,
          seatOrder: ['s0', 's1', 's2'],
          log,
          seats: {
            s0: { team: 'guards', role: 'guard' },
            s1: { team: 'prisoners', role: 'prisoner' },
            s2: { team: 'prisoners', role: 'prisoner' },
          },
        },
        marks,
        ['random', 'random', 'random'],
        'p:m',
      );
      return a;
    };
    const merged = mergeAnalytics([one(['s0']), one(['s1', 's2'])]);
    expect([merged.byTeam, merged.byRole['prisoner']]).toEqual([
      { guards: { seats: 2, wins: 1, games: 2, gamesWon: 1 }, prisoners: { seats: 4, wins: 2, games: 2, gamesWon: 1 } },
      { seats: 4, wins: 2, games: 2, gamesWon: 1 },
    ]);
  });

  it('records the team and role of each seat in the game line only when the mode deals them', () => {
    const a = emptyAnalytics();
    addGameAnalytics(a, { seed: 1, result: null, decisions: 2, seatOrder: ['s0'], log }, marks, ['random'], 'p:m');
    addGameAnalytics(
      a,
      { seed: 2, result: null, decisions: 2, seatOrder: ['s0'], log, seats: { s0: { team: 't', role: null } } },
      marks,
      ['random'],
      'p:m',
    );
    expect(a.lines.map((l) => [l.teams, l.roles])).toEqual([
      [undefined, undefined],
      [['t'], undefined],
    ]);
  });

  it('merges analytics with game lines in seed order', () => {
    const one = (seed: number) => {
      const a = emptyAnalytics();
      addGameAnalytics(a, { seed, result: null, decisions: 2, seatOrder: ['s0'], log }, marks, ['random'], 'p:m');
      return a;
    };
    expect(mergeAnalytics([one(5), one(2)]).lines.map((l) => l.seed)).toEqual([2, 5]);
  });
});

describe('analytics of a batch', () => {
  it('count the same with random bots by kind (the tally profile) as in the rich profile', () => {
    const batch = { engine, ruleset: miniRuleset(), mode: 'mini', seats: 2, firstSeed: 0, games: 60, analytics: true };
    const bots = { bots: [{ kind: 'random' as const }, { kind: 'random' as const }] };
    const counted = runBatch({ ...batch, bots });
    expect(counted.analytics?.content['mini:deadly']?.deaths).toBeGreaterThan(0);
    expect(counted).toEqual(runBatch({ ...batch, bots, profile: 'rich' }));
  });
});

describe('why traces', () => {
  it('give the chain of caused events behind a death, with content and pointer', () => {
    const traces = whyTraces(stepsOf(log, marks));
    const death = traces.find((t) => t.what === 'death');
    expect(death?.chain.map((l) => `${l.type} ${l.def}${l.path}`)).toEqual([
      'piece-moved p:m/actions/1/do/0',
      'eliminated p:deadly/triggers/0/do/0',
    ]);
  });

  it('explain the ending too', () => {
    expect(whyTraces(stepsOf(log, marks)).map((t) => t.what)).toEqual(['death', 'end']);
  });
});
