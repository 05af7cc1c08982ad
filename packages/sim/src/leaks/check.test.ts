import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileRuleset, type Ruleset, type View } from '@roomsmith/engine';
import { loadPackGame } from '../node/pack-game.ts';
import { checkLeaks } from './check.ts';
import { engineSight, type SeatSight } from './seat-sight.ts';

const content = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** A planted id leak: the view names every component by its real id again (the bug this checker exists for). */
const idLeak: SeatSight = {
  ...engineSight,
  see(rs, state, seat) {
    const s = engineSight.see(rs, state, seat);
    const text = JSON.stringify(s.view).replace(/"\?[^"]*#\d+"/g, (h) =>
      JSON.stringify(s.real.get(JSON.parse(h)) ?? h),
    );
    const real = new Map([...s.real.values()].map((id) => [id, id]));
    return { ...s, view: JSON.parse(text) as View, real };
  },
};

/** A planted role leak: the view shows every seat's role. */
const roleLeak: SeatSight = {
  ...engineSight,
  see(rs, state, seat) {
    const s = engineSight.see(rs, state, seat);
    for (const [id, x] of Object.entries(state.seats)) if (s.view.seats[id]) s.view.seats[id].role = x.role;
    return s;
  },
};

/** A planted order leak: unordered zones list their items in the state's order (which follows creation). */
const orderLeak: SeatSight = {
  ...engineSight,
  see(rs, state, seat) {
    const s = engineSight.see(rs, state, seat);
    for (const [id, z] of Object.entries(state.zones)) {
      const shown = s.view.zones[id];
      if (z.kind !== 'set' || !shown || shown.kind !== 'set' || shown.shown === 'nothing') continue;
      const byReal = new Map([...s.real].map(([name, real]) => [real, name]));
      shown.items = z.items.map((real) => byReal.get(real) ?? real);
    }
    return s;
  },
};

// A table of five face-down cards (one of them special) in an unordered pile, two seats with secret roles.
const mini = compileRuleset([
  {
    manifest: { id: 'mini', version: '0.0.0' },
    entities: [
      { kind: 'card', id: 'gem' },
      { kind: 'card', id: 'dust' },
      {
        kind: 'mode',
        id: 'secret',
        seats: { players: { min: 3, max: 3 } },
        zones: [{ id: 'pile', kind: 'set' }],
        setup: {
          steps: [
            {
              do: 'create-components',
              zone: 'pile',
              items: [{ def: 'gem' }, { def: 'dust' }, { def: 'dust' }, { def: 'dust' }, { def: 'dust' }],
            },
            {
              do: 'deal-roles',
              roles: [
                { role: 'spy', count: 1 },
                { role: 'crew', count: 2 },
              ],
            },
          ],
        },
        phases: [
          {
            type: 'effects',
            id: 'wait',
            do: [
              {
                do: 'choose-option',
                seat: { select: 'first', from: { select: 'seats' } },
                options: [
                  { id: 'a', do: [] },
                  { id: 'b', do: [] },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]).ruleset as Ruleset;

// One seat types a 3-digit code, again and again: a decision with no options to pick from.
const typed = compileRuleset([
  {
    manifest: { id: 'typed', version: '0.0.0' },
    entities: [
      {
        kind: 'mode',
        id: 'code',
        seats: { players: { min: 1, max: 1 } },
        phases: [
          {
            type: 'effects',
            id: 'type',
            do: [
              {
                do: 'ask-text',
                seat: { select: 'first', from: { select: 'seats' } },
                alphabet: 'digits',
                length: 3,
                as: 'code',
              },
            ],
          },
        ],
      },
    ],
  },
]).ruleset as Ruleset;

describe('the leak checker', () => {
  let room25: Ruleset;
  beforeAll(async () => {
    room25 = (await loadPackGame([path.join(content, 'room25')])).ruleset as Ruleset;
  });

  it('finds no leak in the engine’s views of Room 25 Cooperation', () => {
    expect(checkLeaks({ ruleset: room25, mode: 'coop-s1', seats: 2, games: 2 }).leak).toBeNull();
  }, 60_000);

  it('catches a planted id leak, naming the mode, seed, step, seat and path', () => {
    const leak = checkLeaks({ ruleset: room25, mode: 'coop-s1', seats: 2, games: 1, sight: idLeak }).leak;
    expect(leak).toMatchObject({ check: 'swap', mode: 'coop-s1', seed: 1, step: 0, seat: 's0' });
    expect(leak?.path).toMatch(/^view\./);
  });

  it('catches the id leak statistically too, over deals, without stepping', () => {
    const leak = checkLeaks({ ruleset: room25, mode: 'coop-s1', seats: 2, games: 0, sight: idLeak }).leak;
    expect(leak).toMatchObject({ check: 'statistics', mode: 'coop-s1' });
    expect(leak?.path).toMatch(/^view\.zones\.complex\.cells\[\d+\]$/);
  });

  it('catches a planted role leak', () => {
    const leak = checkLeaks({ ruleset: mini, mode: 'secret', seats: 3, games: 2, maxSteps: 6, sight: roleLeak }).leak;
    expect(leak?.check).toBe('swap');
    expect(leak?.path).toMatch(/^view\.seats\.s\d\.role$/);
  });

  it('catches a planted order leak in an unordered zone', () => {
    const leak = checkLeaks({ ruleset: mini, mode: 'secret', seats: 3, games: 2, maxSteps: 6, sight: orderLeak }).leak;
    expect(leak?.path).toMatch(/^view\.zones\.pile\.items\[\d\]/);
  });

  it('types a well-formed answer when a decision asks for a code', () => {
    const report = checkLeaks({ ruleset: typed, mode: 'code', seats: 1, games: 1, maxSteps: 4 });
    expect(report.leak).toBeNull();
    expect(report.steps).toBeGreaterThan(0);
  });

  it('finds no leak in the engine’s views of secret roles and an unordered pile', () => {
    expect(checkLeaks({ ruleset: mini, mode: 'secret', seats: 3, games: 3, maxSteps: 6 }).leak).toBeNull();
  });
});
