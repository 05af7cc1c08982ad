// Evaluates one pack-test expectation against a snapshot of the match (state,
// events so far, pending decision). Returns null when it holds, else a
// sentence saying what was found instead.
import { textAnswerProblem, type TextInput } from '@roomsmith/engine';
import type { GameEvent } from '../engine-api.ts';
import type { Cell, Expectation } from './pack-test.ts';
import { checkEvent } from './expect-event.ts';
import { checkFlag } from './expect-flag.ts';
import { checkView, type ViewProbe } from './expect-view.ts';
import { componentAt, markerOwner, piecesOf, sameRef, whereIs, type TestState } from './state-reader.ts';

/** What expectations can look at, at one point of the script. */
export interface Snapshot {
  state: TestState;
  events: readonly GameEvent[];
  /** Seats asked by the pending decision (empty when none). */
  pendingSeats: readonly string[];
  /** Legal option ids of a seat at this point. */
  legal(seat: string): string[];
  /** The format a seat is asked to type (a typed-answer decision), or null. */
  input?: (seat: string) => TextInput | null;
  /** Evaluates a vocabulary condition: whether it holds, or why it cannot be evaluated. */
  condition?: (condition: unknown) => { holds: boolean } | { error: string };
  /** A seat's view and selections on the true state, for "view" expectations. */
  view?: ViewProbe;
  /** The flags in force (raised by `flag` modifiers), as every view shows them. */
  flags?: () => string[];
}

const cellText = ([r, c]: Cell) => `[${r},${c}]`;

function checkFigure(e: Extract<Expectation, { expect: 'figure' }>, s: Snapshot): string | null {
  const ids = piecesOf(s.state, e.character);
  const id = ids[0];
  if (id === undefined) return `no figure of character ${e.character} in the match`;
  const piece = s.state.pieces[id];
  const eliminated = piece?.status === 'eliminated';
  if (e.eliminated !== undefined && e.eliminated !== eliminated) {
    return `expected ${e.character} ${e.eliminated ? '' : 'not '}eliminated, it is ${piece?.status}`;
  }
  const at = whereIs(s.state, id);
  if (e.cell && (!at?.cell || at.cell[0] !== e.cell[0] || at.cell[1] !== e.cell[1])) {
    return `expected ${e.character} at ${cellText(e.cell)}, it is ${at?.cell ? `at ${cellText(at.cell)}` : `in ${at?.zone ?? 'no zone'}`}`;
  }
  if (e.zone && (!at || !sameRef(at.zone, e.zone)))
    return `expected ${e.character} in ${e.zone}, it is in ${at?.zone ?? 'no zone'}`;
  const wrong = Object.entries(e.vars ?? {})
    .map(([name, want]) => ({ name, want, have: piece?.vars?.[name] ?? 0 }))
    .filter(({ want, have }) => want !== have);
  if (wrong.length)
    return `expected ${e.character} with ${wrong.map(({ name, want, have }) => `${name} = ${want} (it is ${have})`).join(', ')}`;
  return null;
}

function checkRoom(e: Extract<Expectation, { expect: 'room' }>, s: Snapshot): string | null {
  const id = componentAt(s.state, e.cell);
  const c = id ? s.state.components[id] : undefined;
  if (!c) return `no room at ${cellText(e.cell)}`;
  if (e.room && !sameRef(c.def, e.room)) return `expected ${e.room} at ${cellText(e.cell)}, found ${c.def}`;
  if (e.revealed !== undefined && e.revealed !== c.faceUp) {
    return `expected ${cellText(e.cell)} ${e.revealed ? 'revealed' : 'hidden'}, it is ${c.faceUp ? 'revealed' : 'hidden'}`;
  }
  return null;
}

function checkMarker(e: Extract<Expectation, { expect: 'marker' }>, s: Snapshot): string | null {
  const id = componentAt(s.state, e.cell);
  const c = id ? s.state.components[id] : undefined;
  if (!c) return `no room at ${cellText(e.cell)}`;
  const copies = Object.entries(c.markers).filter(([, n]) => n > 0);
  const present = copies.some(([key]) => {
    const { name, owner } = markerOwner(key);
    return sameRef(name, e.marker) && (e.owner === undefined || owner === e.owner);
  });
  const wanted = e.present ?? true;
  if (present === wanted) return null;
  const which = e.owner === undefined ? `marker ${e.marker}` : `${e.owner}'s marker ${e.marker}`;
  const there = copies.length ? copies.map(([key, n]) => (n > 1 ? `${key} ×${n}` : key)).join(', ') : 'none';
  return `expected ${which} ${wanted ? 'on' : 'not on'} ${cellText(e.cell)} (markers there: ${there})`;
}

function checkCounter(e: Extract<Expectation, { expect: 'counter' }>, s: Snapshot): string | null {
  const table = e.seat === undefined ? s.state.counters : s.state.seats[e.seat]?.vars;
  const key = Object.keys(table ?? {}).find((k) => sameRef(k, e.counter));
  const value = key === undefined ? undefined : table?.[key];
  const whose = e.seat ? ` of ${e.seat}` : '';
  if (value === undefined) return `no counter ${e.counter}${whose}`;
  return value === e.equals ? null : `expected counter ${e.counter}${whose} = ${e.equals}, it is ${value}`;
}

function checkPending(e: Extract<Expectation, { expect: 'pending' }>, s: Snapshot): string | null {
  if (!s.pendingSeats.includes(e.seat)) {
    return `expected a decision pending for ${e.seat}, pending for ${s.pendingSeats.join(', ') || 'nobody'}`;
  }
  const input = s.input?.(e.seat) ?? null;
  if (e.input && (!input || input.alphabet !== e.input.alphabet || input.length !== e.input.length))
    return `expected ${e.seat} to be asked for ${e.input.length} ${e.input.alphabet}, ${input ? `asked for ${input.length} ${input.alphabet}` : 'asked to pick an option'}`;
  if (input) {
    const refused = (e.options ?? []).filter((o) => textAnswerProblem(input, o) !== null);
    if (refused.length) return `${e.seat} would refuse ${refused.join(', ')} as malformed`;
    const accepted = (e.absent ?? []).filter((o) => textAnswerProblem(input, o) === null);
    return accepted.length
      ? `${e.seat} would accept ${accepted.join(', ')}, which should be refused as malformed`
      : null;
  }
  const legal = s.legal(e.seat);
  const missing = (e.options ?? []).filter((o) => !legal.includes(o));
  if (missing.length) return `${e.seat} is not offered ${missing.join(', ')} (offered: ${legal.join(', ')})`;
  const present = (e.absent ?? []).filter((o) => legal.includes(o));
  return present.length ? `${e.seat} is offered ${present.join(', ')}, which should be absent` : null;
}

/** Checks one expectation; null when it holds, else why not. */
export function checkExpectation(e: Expectation, s: Snapshot): string | null {
  switch (e.expect) {
    case 'event':
      return checkEvent(e, s.events, s.state);
    case 'view':
      return s.view ? checkView(e, s.state, s.view) : 'view expectations need an engine that gives views';
    case 'figure':
      return checkFigure(e, s);
    case 'room':
      return checkRoom(e, s);
    case 'marker':
      return checkMarker(e, s);
    case 'counter':
      return checkCounter(e, s);
    case 'pending':
      return checkPending(e, s);
    case 'flag':
      return s.flags ? checkFlag(e, s.flags()) : 'flag expectations need an engine that gives views';
    case 'outcome': {
      const r = s.state.result;
      return r?.outcome === e.outcome
        ? null
        : `expected outcome ${e.outcome}, ${r ? `got ${r.outcome}` : 'the game has not ended'}`;
    }
    case 'condition': {
      if (!s.condition) return 'condition expectations need an engine that evaluates conditions';
      const result = s.condition(e.condition);
      if ('error' in result) return `the condition cannot be evaluated: ${result.error}`;
      return result.holds ? null : `the condition does not hold: ${JSON.stringify(e.condition)}`;
    }
  }
}
