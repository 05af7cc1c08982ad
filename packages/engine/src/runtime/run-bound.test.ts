import { describe, expect, it } from 'vitest';
import type { Bindings, Frame } from '../state/types.ts';
import type { Node } from '../ruleset/types.ts';
import { push, runBound, runBoundSignal, type Runtime } from './runtime.ts';

// A runtime of two nodes: node 0 runs inline (what it does is the test's), node 1 is a node to push.
function runtime(inline: (rt: Runtime, b: Bindings) => void, stack: Frame[] = []): Runtime {
  const cause = { def: 't:m', path: '' };
  const nodes = [
    { id: 0, cause, inline, step: undefined, resume: undefined, schedule: undefined },
    { id: 1, cause, inline: undefined, step: () => undefined, resume: undefined, schedule: undefined },
  ] as unknown as Node[];
  return {
    rs: { nodes },
    s: { stack, pending: null, result: null },
    steps: 0,
    budget: 100,
    cause,
  } as unknown as Runtime;
}

describe('runBound', () => {
  it('runs the node with the name bound on the bindings it is given', () => {
    let seen: Bindings = {};
    const b: Bindings = { seat: 's0' };
    runBound(
      runtime((_rt, bb) => (seen = { ...bb })),
      0,
      b,
      'room',
      ['c1'],
    );
    expect(seen).toEqual({ seat: 's0', room: ['c1'] });
    expect(Object.keys(seen)).toEqual(['seat', 'room']);
  });

  it('leaves a name the bindings did not have unbound after the run', () => {
    const b: Bindings = { seat: 's0' };
    runBound(
      runtime(() => undefined),
      0,
      b,
      'room',
      ['c1'],
    );
    expect(b.room).toBeUndefined();
    expect(JSON.stringify(b)).toBe('{"seat":"s0"}');
  });

  it('puts back a name the bindings already had', () => {
    const b: Bindings = { seat: 's0', room: 'c0' };
    runBound(
      runtime(() => undefined),
      0,
      b,
      'room',
      'c1',
    );
    expect(b).toEqual({ seat: 's0', room: 'c0' });
  });

  it('gives a frame the node left a copy of the bindings as the node saw them', () => {
    const b: Bindings = { seat: 's0' };
    const rt = runtime((r, bb) => push(r, 1, bb));
    runBound(rt, 0, b, 'room', 'c1');
    const left = rt.s.stack[0] as Frame;
    expect(left.b).not.toBe(b);
    expect(left.b).toEqual({ seat: 's0', room: 'c1' });
  });

  it('leaves the frames below the node holding the bindings as they were', () => {
    const b: Bindings = { seat: 's0' };
    const parent: Frame = { n: 1, pc: 0, b };
    const rt = runtime((r, bb) => push(r, 1, bb), [parent]);
    runBound(rt, 0, b, 'room', 'c1');
    expect(rt.s.stack[0]).toBe(parent);
    expect(parent.b).toBe(b);
    expect(JSON.stringify(parent.b)).toBe('{"seat":"s0"}');
    expect((rt.s.stack[1] as Frame).b).toEqual({ seat: 's0', room: 'c1' });
  });

  it('finds the frames the node left where it cleared the stack under them', () => {
    const b: Bindings = { seat: 's0' };
    const rt = runtime(
      (r, bb) => {
        r.s.stack.length = 0;
        push(r, 1, {});
        push(r, 1, bb);
      },
      [{ n: 1, pc: 0, b }],
    );
    runBound(rt, 0, b, 'room', 'c1');
    expect(rt.s.stack.map((f) => f.b)).toEqual([{}, { seat: 's0', room: 'c1' }]);
  });
});

describe('runBoundSignal', () => {
  it("binds the name, then the signal's name after it, and puts both back", () => {
    let seen: Bindings = {};
    const b: Bindings = { seat: 's0', name: 'before' };
    runBoundSignal(
      runtime((_rt, bb) => (seen = { ...bb })),
      0,
      b,
      'room',
      'c1',
      'enter',
    );
    expect(seen).toEqual({ seat: 's0', name: 'enter', room: 'c1' });
    expect(b).toEqual({ seat: 's0', name: 'before' });
  });

  it("appends both names in a copy's order where the bindings had neither", () => {
    let seen: Bindings = {};
    const b: Bindings = { seat: 's0' };
    runBoundSignal(
      runtime((_rt, bb) => (seen = { ...bb })),
      0,
      b,
      'room',
      'c1',
      'enter',
    );
    expect(Object.keys(seen)).toEqual(['seat', 'room', 'name']);
    expect(JSON.stringify(b)).toBe('{"seat":"s0"}');
  });

  it('gives a frame the node left a copy with both names', () => {
    const b: Bindings = { seat: 's0' };
    const rt = runtime((r, bb) => push(r, 1, bb));
    runBoundSignal(rt, 0, b, 'room', 'c1', 'enter');
    expect((rt.s.stack[0] as Frame).b).toEqual({ seat: 's0', room: 'c1', name: 'enter' });
  });
});
