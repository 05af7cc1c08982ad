import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';
import { view } from '../match/view.ts';

const mode = (open: boolean) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [{ id: 'd', kind: 'stack' }],
  setup: [
    { do: 'create-components', zone: 'd', faceUp: true, items: [{ def: 'x' }] },
    { do: 'set-eyes', seat: { select: 'seats', where: { op: 'eq', a: { op: 'get', name: 'it' }, b: 's1' } }, open },
  ],
  phases: [{ type: 'effects', id: 'e', do: [{ do: 'end-game', outcome: 'done' }] }],
});

describe('set-eyes', () => {
  it("closes a seat's eyes: its view shows no component", () => {
    const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, mode(false)]));
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
    expect(Object.values(view(rs, m.state, 's1').components).map((c) => c.def)).toEqual([]);
    expect(Object.values(view(rs, m.state, 's0').components).map((c) => c.def)).toEqual(['t:x']);
  });

  it('opens them again', () => {
    const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, mode(true)]));
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
    expect(Object.values(view(rs, m.state, 's1').components).map((c) => c.def)).toEqual(['t:x']);
  });
});
