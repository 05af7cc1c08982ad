// The sandbox's answer to "where does this puzzle card hold now?", as the Puzzle card form asks it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledPack } from '../engine/packs.fixture.ts';
import { SandboxHost } from '../engine/sandbox-host.ts';
import { cardOf, writeCell } from './puzzle-model.ts';

const packs = ['room25', 'escape-room'].map(bundledPack);
const red = readFileSync(
  new URL('../../../../content/escape-room/puzzles/01-adjacent-red.json', import.meta.url),
  'utf8',
);
const start = () => {
  const host = new SandboxHost();
  host.start(packs, { mode: 'escape-room:puzzle', seed: 1, seats: 1 }, []);
  return host.session;
};

describe('where a puzzle card holds in the sandbox', () => {
  it('holds on every room for "any room next to it"', () => {
    const condition = cardOf(writeCell(red, [-1, 0], { kind: 'room' }))['condition'];
    const { grids, holds, problems } = start().holds(condition);
    expect(problems).toEqual([]);
    const rooms = grids[0]?.cells.filter((c) => c !== null).length ?? 0;
    expect(rooms).toBeGreaterThan(0);
    expect(holds[0]?.filter(Boolean)).toHaveLength(rooms);
  });

  it('holds on fewer rooms for "a face-up blue room next to it" at the start', () => {
    const condition = cardOf(writeCell(red, [-1, 0], { kind: 'colour', colour: 'blue' }))['condition'];
    const count = start().holds(condition).holds[0]?.filter(Boolean).length ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(25);
  });

  it('reads a card that names the actor without a problem', () => {
    const text = readFileSync(
      new URL('../../../../content/escape-room/puzzles/03-column-two-more-characters.json', import.meta.url),
      'utf8',
    );
    expect(start().holds(cardOf(text)['condition']).problems).toEqual([]);
  });

  it('keeps a crossed-out card off its crossed positions', () => {
    const text = readFileSync(
      new URL('../../../../content/escape-room/puzzles/19-crossed-north-west.json', import.meta.url),
      'utf8',
    );
    const { holds } = start().holds(cardOf(text)['condition']);
    expect([0, 1, 6].map((i) => holds[0]?.[i])).toEqual([false, false, false]);
    expect(holds[0]?.[24]).toBe(true);
  });

  it('reports a condition that does not compile instead of highlighting', () => {
    const { holds, problems } = start().holds({ op: 'no-such-op' });
    expect(problems.length).toBeGreaterThan(0);
    expect(holds[0]?.some(Boolean)).toBe(false);
  });
});
