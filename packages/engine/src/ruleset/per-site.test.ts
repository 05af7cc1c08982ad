import { describe, expect, it } from 'vitest';
import { perSite } from './per-site.ts';

describe('perSite', () => {
  it('makes the function its fixed source returns, bound to the values given', () => {
    const add = perSite<(x: number) => number>(['by'], 'return function add(x) { return x + by; };', [3], () => {
      throw new Error('no fallback expected');
    });
    expect(add(4)).toBe(7);
  });

  it('makes a new function at every site, each bound to its own values', () => {
    const make = (name: string) =>
      perSite<(r: Record<string, number>) => number | undefined>(
        ['name'],
        'return function read(r) { return r[name]; };',
        [name],
        () => (r) => r[name],
      );
    const a = make('a');
    const b = make('b');
    expect(a).not.toBe(b);
    expect([a({ a: 1, b: 2 }), b({ a: 1, b: 2 })]).toEqual([1, 2]);
  });

  it('never puts a value given into the source: a name with quotes and code in it is read as a key', () => {
    const name = `'); throw new Error('ran'); ('`;
    const read = perSite<(r: Record<string, number>) => number | undefined>(
      ['name'],
      'return function read(r) { return r[name]; };',
      [name],
      () => (r) => r[name],
    );
    expect(read({ [name]: 5 })).toBe(5);
  });
});
