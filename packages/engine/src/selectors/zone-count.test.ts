import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { defsOf, lay, modeOf, type Table } from '../testing/table.ts';
import { runtimeFor } from '../match/match.ts';
import { createCx, type CxShared } from '../ruleset/context.ts';
import { bound } from '../testing/bindings.ts';

// One compiled count of a zone (compileZoneCount), asked of several states: each answer is the
// state's own (a count site that kept the zone it looked up last was tried, session 21).
describe('the count of a zone, compiled once', () => {
  const box = (cards: string[]): Table => ({ stacks: { d: cards, e: ['x'] } });
  const rs = compileOrThrow(pack('t', [...defsOf(box(['x', 'y'])), modeOf(box(['x', 'y']), { do: 'nothing' })]));
  const shared: CxShared = { nodes: [...rs.nodes], diagnostics: [], known: new Set(Object.keys(rs.defs)) };
  const cx = createCx(shared, { pack: 't', def: 't:probe', file: 'probe', pointer: '' }, rs.modes['t:m']?.zoneById);
  const count = cx.expr({ op: 'count', of: { select: 'components', zone: 'd' } }, '');
  const countOf = cx.expr({ op: 'count', of: { select: 'components', zone: { zone: 'd', seat: 'seat' } } }, '');

  it("counts each state's own zone when asked of one state after another", () => {
    const two = runtimeFor(rs, lay(rs, box(['x', 'y'])));
    const three = runtimeFor(rs, lay(rs, box(['x', 'y', 'x'])));
    expect([count(two, []), count(three, []), count(two, [])]).toEqual([2, 3, 2]);
  });

  it('counts the zone as it is now after a card left it', () => {
    const rt = runtimeFor(rs, lay(rs, box(['x', 'y'])));
    expect(count(rt, [])).toBe(2);
    const d = rt.s.zones.d;
    if (d && d.kind !== 'grid') d.items.pop();
    expect(count(rt, [])).toBe(1);
  });

  it('counts no components in a seat instance the state does not have', () => {
    const rt = runtimeFor(rs, lay(rs, box(['x'])));
    expect(countOf(rt, bound({ seat: 's0' }, cx.slots))).toBe(0);
  });
});
