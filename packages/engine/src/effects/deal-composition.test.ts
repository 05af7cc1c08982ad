import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { compileRuleset } from '../ruleset/compile.ts';
import { createMatch } from '../match/match.ts';

const rooms = [
  { kind: 'room', id: 'hub', colour: 'blue' },
  { kind: 'room', id: 'exit', colour: 'blue' },
  { kind: 'room', id: 'calm', colour: 'green' },
  { kind: 'room', id: 'pit', colour: 'red' },
  { kind: 'room', id: 'spikes', colour: 'red', tags: ['sharp'] },
];
const mode = (compositions: unknown[]) => ({
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 1, max: 1 } },
  zones: [
    { id: 'g', kind: 'grid', rows: 3, cols: 3 },
    { id: 'box', kind: 'stack' },
    { id: 'aside', kind: 'stack' },
  ],
  setup: { compositions, steps: [{ do: 'deal-composition', grid: 'g', to: 'box', aside: 'aside' }] },
  phases: [{ type: 'effects', id: 'stop', do: [{ do: 'end-game', outcome: 'done' }] }],
});
const small = {
  id: 'small',
  fixed: [{ room: 'hub', cell: [1, 1] }],
  rooms: [
    { room: 'hub', count: 1 },
    { room: 'exit', count: 1, setAside: true },
    { room: 'calm', count: 2 },
  ],
};
const random = {
  id: 'random',
  rooms: [
    { colour: 'red', count: 3 },
    { tag: 'sharp', count: 1 },
  ],
};
const pool = (count: number, from: unknown[]) => ({ id: 'pool', rooms: [{ count, from }] });
const defsIn = (m: ReturnType<typeof createMatch>, zone: string) => {
  const z = m.state.zones[zone];
  return z && z.kind !== 'grid' ? z.items.map((id) => m.state.components[id]?.def) : [];
};

describe('deal-composition', () => {
  const rs = compileOrThrow(pack('t', [...rooms, mode([small, random])]));

  it('deals the first composition by default: fixed on its cell, set-aside apart, the rest in the box', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1 });
    const g = m.state.zones.g;
    expect(g?.kind === 'grid' && m.state.components[g.cells[4] as string]).toMatchObject({
      def: 't:hub',
      faceUp: true,
    });
    expect(defsIn(m, 'aside')).toEqual(['t:exit']);
    expect(defsIn(m, 'box')).toEqual(['t:calm', 't:calm']);
  });

  it('deals the composition the match option names, drawing by colour and tag', () => {
    const m = createMatch(rs, { mode: 'm', seed: 1, seats: 1, options: { composition: 'random' } });
    const box = defsIn(m, 'box');
    expect(box).toHaveLength(4);
    expect(box.slice(0, 3).every((d) => d === 't:pit' || d === 't:spikes')).toBe(true);
    expect(box[3]).toBe('t:spikes');
  });

  it('deals by default the first composition whose players range fits the number of seats', () => {
    const many = { ...small, id: 'many', players: { min: 2, max: 4 } };
    const alone = { id: 'alone', players: { min: 1, max: 1 }, rooms: [{ room: 'pit', count: 1 }] };
    const prs = compileOrThrow(pack('t', [...rooms, mode([many, alone])]));
    expect(defsIn(createMatch(prs, { mode: 'm', seed: 1, seats: 1 }), 'box')).toEqual(['t:pit']);
  });

  it('draws a pool pick without replacement: each copy at most once', () => {
    const drawn = pool(3, [{ room: 'pit', count: 2 }, { room: 'spikes' }]);
    const prs = compileOrThrow(pack('t', [...rooms, mode([drawn])]));
    for (let seed = 1; seed <= 20; seed++) {
      const m = createMatch(prs, { mode: 'm', seed, seats: 1 });
      expect(defsIn(m, 'box').sort()).toEqual(['t:pit', 't:pit', 't:spikes']);
    }
  });

  it('draws a pool pick at random among the copies, leaving the rest out', () => {
    const drawn = pool(2, [{ room: 'calm' }, { room: 'pit' }, { room: 'spikes' }]);
    const prs = compileOrThrow(pack('t', [...rooms, mode([drawn])]));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const box = defsIn(createMatch(prs, { mode: 'm', seed, seats: 1 }), 'box');
      expect(box).toHaveLength(2);
      expect(new Set(box).size).toBe(2);
      seen.add([...box].sort().join(','));
    }
    expect(seen.size).toBe(3);
  });

  it('reports a pool pick drawing more rooms than its pool holds', () => {
    const r = compileRuleset([pack('t', [...rooms, mode([pool(3, [{ room: 'pit', count: 2 }])])])]);
    expect(r.diagnostics.map((d) => `${d.pointer}: ${d.message}`)).toEqual([
      '/setup/compositions/0/rooms/0/count: draws 3 from a pool of 2',
    ]);
  });

  it('reports a pool pick that also names a room', () => {
    const both = { id: 'both', rooms: [{ room: 'pit', count: 1, from: [{ room: 'calm' }] }] };
    const r = compileRuleset([pack('t', [...rooms, mode([both])])]);
    expect(r.diagnostics.map((d) => `${d.pointer}: ${d.message}`)).toEqual([
      '/setup/compositions/0/rooms/0/from: a pool pick names no room, colour or tag besides its pool',
    ]);
  });

  it('reports a mode without compositions', () => {
    const r = compileRuleset([pack('t', [...rooms, mode([])])]);
    expect(r.diagnostics.map((d) => d.message)).toEqual(['the mode declares no setup.compositions']);
  });

  it('reports a pool of a billion copies at compile time instead of listing them', () => {
    const r = compileRuleset([pack('t', [...rooms, mode([pool(1, [{ room: 'pit', count: 1e9 }])])])]);
    expect(r.diagnostics.map((d) => `${d.pointer}: ${d.message}`)).toEqual([
      '/setup/compositions/0/rooms/0/from: the pool lists 1000000000 copies; at most 10000',
    ]);
  });

  it('stops a pick of a billion copies at once with an error naming the content', () => {
    const huge = compileOrThrow(pack('t', [...rooms, mode([{ id: 'huge', rooms: [{ room: 'calm', count: 1e9 }] }])]));
    expect(() => createMatch(huge, { mode: 'm', seed: 1, seats: 1 })).toThrow(
      /deal-composition count of 1000000000 is more than the \d+ steps left .* at t:m\/setup\/steps\/0/,
    );
  });

  it('stops at the pick whose copies the budget can no longer pay, though each pick alone fits', () => {
    const two = compileOrThrow(
      pack('t', [
        ...rooms,
        mode([
          {
            id: 'two',
            rooms: [
              { room: 'calm', count: 30 },
              { room: 'pit', count: 30 },
            ],
          },
        ]),
      ]),
    );
    // Fewer than 30 steps left: the first pick's 30 were charged before the second was refused.
    expect(() => createMatch(two, { mode: 'm', seed: 1, seats: 1, budget: 50 })).toThrow(
      /deal-composition count of 30 is more than the (1?\d|2\d) steps left/,
    );
  });

  it('deals every copy of a composition of named rooms in its listed order', () => {
    const listed = compileOrThrow(
      pack('t', [
        ...rooms,
        mode([
          {
            id: 'listed',
            rooms: [
              { room: 'pit', count: 2 },
              { room: 'calm', count: 1 },
              { room: 'spikes', count: 2 },
            ],
          },
        ]),
      ]),
    );
    const m = createMatch(listed, { mode: 'm', seed: 1, seats: 1 });
    expect(defsIn(m, 'box')).toEqual(['t:pit', 't:pit', 't:calm', 't:spikes', 't:spikes']);
  });
});
