// Sel.some: a filtered zone of components answers "does some component pass this test?" without
// its list, walking the list's order and stopping at the first (legality checks of free actions).
import { describe, expect, it } from 'vitest';
import type { Sel } from '../ruleset/types.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { defsOf, lay, modeOf, type Table } from '../testing/table.ts';
import { runtimeFor } from '../match/match.ts';
import { createCx, type CxShared } from '../ruleset/context.ts';

const table: Table = { grid: ['x y^', 'z x'], stacks: { d: ['x', 'y'] } };

/** The compiled selector and a runtime on the table. */
function compile(raw: unknown) {
  const rs = compileOrThrow(pack('t', [...defsOf(table), modeOf(table, { do: 'nothing' })]));
  const rt = runtimeFor(rs, lay(rs, table));
  const shared: CxShared = { nodes: [...rs.nodes], diagnostics: [], known: new Set(Object.keys(rs.defs)) };
  const cx = createCx(shared, { pack: 't', def: 't:probe', file: 'probe', pointer: '' }, rs.modes['t:m']?.zoneById);
  return { rt, sel: cx.selector(raw, '') as Sel };
}

describe('Sel.some', () => {
  it('tests the filtered components in list order and stops at the first that passes', () => {
    const { rt, sel } = compile({ select: 'components', zone: 'grid', faceUp: false });
    const list = sel(rt, []);
    const asked: string[] = [];
    expect(sel.some?.(rt, [], (id) => (asked.push(id), id === list[1]))).toBe(true);
    expect(asked).toEqual(list.slice(0, 2));
  });

  it('is false when no component of the zone passes, after asking each of the list', () => {
    const { rt, sel } = compile({ select: 'components', zone: 'd', def: 'x' });
    const asked: string[] = [];
    expect(sel.some?.(rt, [], (id) => (asked.push(id), false))).toBe(false);
    expect(asked).toEqual(sel(rt, []));
  });

  it('is left out for a selector with a where (its condition binds it)', () => {
    const { sel } = compile({ select: 'components', zone: 'grid', faceUp: false, where: true });
    expect(sel.some).toBeUndefined();
  });
});
