// The component index (runtime/table.ts) stands in for `for…in` over the components record: it
// must list what `for…in` would, after any change the engine makes, and travel with no copy.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../state/types.ts';
import {
  addComponent,
  componentIndex,
  componentsOfDef,
  freshComponents,
  putInto,
  rekey,
  withEmptyIndex,
} from './table.ts';
import { copyState } from '../state/copy.ts';
import { stateHash } from '../match/hash.ts';
import { compileOrThrow, pack, waitingMode } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

// A mode that waits for a decision after its set-up has made three components.
const rs = compileOrThrow(
  pack('t', [
    { kind: 'room', id: 'a', name: 'a' },
    { kind: 'room', id: 'b', name: 'b' },
    waitingMode('m', {
      seats: { players: { min: 1, max: 1 } },
      zones: [{ id: 'deck', kind: 'stack' }],
      setup: { steps: [{ do: 'create-components', items: [{ def: 'a' }, { def: 'b' }, { def: 'a' }], zone: 'deck' }] },
    }),
  ]),
);
const fresh = (): GameState => {
  const s = createMatch(rs, { mode: 'm', seed: 1, seats: 1, profile: 'silent' }).state;
  if (Object.keys(s.components).length !== 3) throw new Error('the set-up should have made three components');
  return s;
};
const forIn = (s: GameState) => {
  const ids: string[] = [];
  for (const id in s.components) ids.push(id);
  return ids;
};
const add = (s: GameState, def: string) => {
  const id = `c${s.next.component++}`;
  s.components[id] = { id, def, location: null, faceUp: false, seenBy: [], markers: {} };
  return id;
};

describe('the component index', () => {
  it('lists the ids as for…in does, and by definition in the same order', () => {
    const s = fresh();
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:a')).toEqual(forIn(s).filter((id) => s.components[id]?.def === 't:a'));
    expect(componentsOfDef(s, 't:none')).toEqual([]);
  });

  it('is remade once a component is added after it was made', () => {
    const s = fresh();
    componentIndex(s);
    const id = add(s, 't:b');
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b')).toContain(id);
  });

  it('takes a component the engine adds into the index it keeps, in for…in order', () => {
    const s = fresh();
    const kept = componentIndex(s);
    const c = addComponent(s, 't:b', false);
    expect(componentIndex(s)).toBe(kept);
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b').at(-1)).toBe(c.id);
  });

  it('remakes the index when the id a component is added under was already taken', () => {
    const s = fresh();
    const clash = `c${s.next.component}`;
    s.components[clash] = { id: clash, def: 't:a', location: null, faceUp: false, seenBy: [], markers: {} };
    componentIndex(s);
    addComponent(s, 't:b', false);
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b')).toContain(clash);
  });

  it('follows a re-keyed component to the end of the order, under its new id', () => {
    const s = fresh();
    const first = componentIndex(s).all[0] as string;
    const renamed = rekey(s, first);
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentIndex(s).all.at(-1)).toBe(renamed);
    expect(componentIndex(s).all).not.toContain(first);
  });

  it("puts a re-keyed component's new id in its old place in its zone", () => {
    const s = fresh();
    for (const def of ['t:a', 't:b', 't:a']) putInto(s, addComponent(s, def, false), 'deck', 'bottom');
    const deck = s.zones.deck as { items: string[] };
    const before = deck.items.slice();
    const renamed = rekey(s, before[1] as string);
    expect(deck.items).toEqual([before[0], renamed, ...before.slice(2)]);
  });

  it('keeps the index it has through a re-key, listing what for…in and a fresh index list', () => {
    const s = fresh();
    const kept = componentIndex(s);
    const renamed = rekey(s, componentsOfDef(s, 't:a')[0] as string);
    expect(componentIndex(s)).toBe(kept);
    expect(kept.all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:a')).toEqual(forIn(s).filter((id) => s.components[id]?.def === 't:a'));
    expect(componentsOfDef(s, 't:a').at(-1)).toBe(renamed);
  });

  it("makes a new record's index at its first component and keeps it as more are added", () => {
    const s = fresh();
    s.components = {};
    addComponent(s, 't:b', false);
    const made = componentIndex(s);
    addComponent(s, 't:a', false);
    expect(componentIndex(s)).toBe(made);
    expect(made.all).toEqual(forIn(s));
  });

  it('keeps one index per components record when two states are asked in turn', () => {
    const s = fresh();
    const t = fresh();
    addComponent(t, 't:b', false);
    const kept = componentIndex(s);
    expect(componentIndex(t).all).toEqual(forIn(t));
    expect(componentIndex(s)).toBe(kept);
    addComponent(s, 't:a', false);
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentIndex(t).all).toEqual(forIn(t));
  });

  it('indexes a new components record of the same state afresh (a restart)', () => {
    const s = fresh();
    componentIndex(s);
    s.components = {};
    const c = addComponent(s, 't:b', false);
    expect(componentIndex(s).all).toEqual([c.id]);
    expect(componentsOfDef(s, 't:a')).toEqual([]);
  });

  it('gives a fresh components record an empty index that takes the components added to it', () => {
    const s = fresh();
    s.components = freshComponents(s.next.component);
    const made = componentIndex(s);
    expect(made.all).toEqual([]);
    addComponent(s, 't:a', false);
    addComponent(s, 't:b', false);
    expect(componentIndex(s)).toBe(made);
    expect(made.all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b')).toEqual(forIn(s).slice(1));
  });

  it('keeps the index of a fresh components record while another state is asked in between', () => {
    const s = fresh();
    const t = fresh();
    s.components = freshComponents(s.next.component);
    const made = componentIndex(s);
    componentIndex(t);
    expect(componentIndex(s)).toBe(made);
  });

  it('remakes the index of a fresh record that a newer fresh record replaced as the last one asked', () => {
    const s = fresh();
    s.components = freshComponents(s.next.component);
    addComponent(s, 't:a', false);
    fresh();
    addComponent(s, 't:b', false);
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b')).toEqual(forIn(s).slice(1));
  });

  it('remakes an empty index given to a record once components are stored past the engine (a layout)', () => {
    const s = fresh();
    s.components = withEmptyIndex({}, s.next.component);
    add(s, 't:a');
    add(s, 't:b');
    expect(componentIndex(s).all).toEqual(forIn(s));
    expect(componentsOfDef(s, 't:b')).toEqual(forIn(s).slice(1));
  });

  it('lists the components of a definition first seen after other indexes were made, in that state only', () => {
    const s = fresh();
    componentIndex(s);
    const c = addComponent(s, 't:first-seen-late', false);
    expect(componentsOfDef(s, 't:first-seen-late')).toEqual([c.id]);
    expect(componentsOfDef(fresh(), 't:first-seen-late')).toEqual([]);
  });

  it('lists the components of a definition first seen in a record stored past the engine (for…in)', () => {
    const s = fresh();
    const id = add(s, 't:hand-made-only');
    expect(componentsOfDef(s, 't:hand-made-only')).toEqual([id]);
  });

  it('lists each definition apart when components of two definitions alternate', () => {
    const s = fresh();
    componentIndex(s);
    const made = ['t:a', 't:b', 't:b', 't:a', 't:b'].map((def) => addComponent(s, def, false));
    for (const def of ['t:a', 't:b'])
      expect(componentsOfDef(s, def)).toEqual(forIn(s).filter((id) => s.components[id]?.def === def));
    expect(componentsOfDef(s, 't:b').slice(-3)).toEqual([made[1]?.id, made[2]?.id, made[4]?.id]);
  });

  it("makes a match's and a restart's components record with no prototype, whose JSON is a plain object's", () => {
    const s = fresh();
    expect(Object.getPrototypeOf(s.components)).toBeNull();
    expect(Object.getPrototypeOf(freshComponents(s.next.component))).toBeNull();
    expect(JSON.parse(JSON.stringify(s.components))).toEqual({ ...s.components });
  });

  it('travels with no JSON, hash or copy of the state', () => {
    const s = fresh();
    const hash = stateHash(s);
    const json = JSON.stringify(s);
    componentIndex(s);
    expect(stateHash(s)).toBe(hash);
    expect(JSON.stringify(s)).toBe(json);
    expect(Object.getOwnPropertySymbols(copyState(s).components)).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(s).components)).toEqual([]);
    expect(structuredClone(s)).toEqual(s);
  });
});
