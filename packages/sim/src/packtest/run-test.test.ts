import { describe, expect, it } from 'vitest';
import { engine } from '../engine-api.ts';
import { miniRuleset } from '../testing/mini-pack.ts';
import type { PackTest } from './pack-test.ts';
import { runPackTest } from './run-test.ts';

const ruleset = miniRuleset();
const test = (over: Partial<PackTest>): PackTest => ({
  kind: 'pack-test',
  id: 't',
  name: 't',
  origin: { source: 'house' },
  mode: 'mini',
  seed: 3,
  seats: 2,
  expect: [{ expect: 'outcome', outcome: 'x' }],
  ...over,
});

describe('runPackTest', () => {
  it('arranges an after-setup layout over the dealt table, keeping what it does not name', () => {
    const layout = { afterSetup: true, grid: [['deadly']] };
    const expectations: PackTest['expect'] = [
      { expect: 'room', cell: [0, 0], room: 'deadly', revealed: false },
      { expect: 'room', cell: [1, 1], room: 'central', revealed: true },
      { expect: 'figure', character: 'ann', cell: [1, 1] },
    ];
    expect(runPackTest(engine, ruleset, test({ layout, expect: expectations }))).toEqual({ ok: true });
  });

  it('reads flags from the engine view', () => {
    const down = test({ expect: [{ expect: 'flag', flag: 'no-talk', up: false }] });
    expect(runPackTest(engine, ruleset, down)).toEqual({ ok: true });
    const up = test({ expect: [{ expect: 'flag', flag: 'no-talk' }] });
    expect(runPackTest(engine, ruleset, up)).toEqual({
      ok: false,
      reason: 'expected flag no-talk up, it is down (flags up: none)',
    });
  });

  it('checks options absent from the pending decision', () => {
    const absent = test({ expect: [{ expect: 'pending', seat: 's0', absent: ['program:look,look'] }] });
    expect(runPackTest(engine, ruleset, absent)).toEqual({ ok: true });
  });
});
