import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../runtime/runtime.ts';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from './match.ts';
import { eventsFor, eventVisibleTo } from './events.ts';

const rows: Array<[string, GameEvent, string, boolean]> = [
  ['shows an event without visibleTo to every seat', { type: 'x', text: '' }, 's1', true],
  ['shows a private event to the seats it names', { type: 'x', text: '', data: { visibleTo: ['s1'] } }, 's1', true],
  ['hides a private event from other seats', { type: 'x', text: '', data: { visibleTo: ['s0'] } }, 's1', false],
  ['shows every event to all', { type: 'x', text: '', data: { visibleTo: [] } }, 'all', true],
];

describe('eventVisibleTo', () => {
  it.each(rows)('%s', (_name, event, seat, visible) => {
    expect(eventVisibleTo(event, seat)).toBe(visible);
  });
});

// s1's eyes close, a card moves and is peeked, a phrase is announced, eyes open, another card moves.
const mode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'deck', kind: 'stack' },
    { id: 'room', kind: 'set', contents: 'hidden' },
  ],
  setup: {
    steps: [
      { do: 'create-components', zone: 'deck', items: [{ def: 'x' }, { def: 'x' }] },
      {
        do: 'set-eyes',
        seat: { select: 'next-seat', of: { select: 'first', from: { select: 'seats' } } },
        open: false,
      },
      { do: 'move-component', component: { select: 'top', zone: 'deck' }, to: 'room' },
      {
        do: 'peek',
        component: { select: 'components', zone: 'room' },
        seat: { select: 'first', from: { select: 'seats' } },
      },
      { do: 'announce', text: 'Closed!' },
      { do: 'set-eyes', seat: { select: 'seats' }, open: true },
      { do: 'move-component', component: { select: 'top', zone: 'deck' }, to: 'room' },
    ],
  },
  phases: [{ type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] }],
};

describe('events and closed eyes', () => {
  const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, mode]));
  const { log } = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
  const types = (seat: string) => eventsFor(log, seat).map((e) => e.type);

  it('hides what happens while a seat’s eyes are closed, except announcements', () => {
    expect(types('s1').slice(0, 3)).toEqual(['components-created', 'announce', 'component-moved']);
  });

  it('keeps them for the seat whose eyes are open, private peeks included', () => {
    expect(types('s0').slice(0, 5)).toEqual([
      'components-created',
      'component-moved',
      'peeked',
      'announce',
      'component-moved',
    ]);
  });

  it('tells the end of the match to closed eyes too', () => {
    const blindEnd = {
      ...mode,
      setup: { steps: [{ do: 'set-eyes', seat: { select: 'seats' }, open: false }] },
    };
    const m = createMatch(compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, blindEnd])), {
      mode: 'm',
      seed: 1,
      seats: 2,
    });
    expect(eventsFor(m.log, 's1').map((e) => e.type)).toEqual(['game-end']);
  });

  it('marks an announcement public', () => {
    expect(log.find((e) => e.type === 'announce')?.data).toEqual({ public: true });
  });
});

// Eyes open: a face-down card goes from a counted deck into a hidden box, is peeked by s0, then comes back.
const unseenMode = {
  kind: 'mode',
  id: 'm',
  seats: { players: { min: 2, max: 2 } },
  zones: [
    { id: 'deck', kind: 'stack', contents: 'count' },
    { id: 'box', kind: 'set', contents: 'hidden' },
  ],
  setup: {
    steps: [
      { do: 'create-components', zone: 'deck', items: [{ def: 'x' }] },
      { do: 'move-component', component: { select: 'top', zone: 'deck' }, to: 'box' },
      {
        do: 'peek',
        component: { select: 'components', zone: 'box' },
        seat: { select: 'first', from: { select: 'seats' } },
      },
      { do: 'move-component', component: { select: 'components', zone: 'box' }, to: 'deck' },
    ],
  },
  phases: [{ type: 'effects', id: 'end', do: [{ do: 'end-game', outcome: 'done' }] }],
};

describe('events about components moving unseen', () => {
  const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, unseenMode]));
  const { log } = createMatch(rs, { mode: 'm', seed: 1, seats: 2 });
  const moves = (seat: string) =>
    eventsFor(log, seat)
      .filter((e) => e.type === 'component-moved')
      .map((e) => e.text);

  it('names the component only to seats that could tell which one it was', () => {
    expect(moves('s0')).toEqual(['a card goes to box', 'c0 goes to deck']);
    expect(moves('s1')).toEqual(['a card goes to box', 'a card goes to deck']);
  });
});

describe('events in the tally profile', () => {
  const rs = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, unseenMode]));
  const rich = createMatch(rs, { mode: 'm', seed: 1, seats: 2 }).log;
  const tally = createMatch(rs, { mode: 'm', seed: 1, seats: 2, profile: 'tally' }).log;
  const moved = (log: GameEvent[]) => log.filter((e) => e.type === 'component-moved');
  const causes = (log: GameEvent[]) => [...new Set(log.map((e) => `${e.cause?.def}${e.cause?.path}`))];

  it('log each move of a component once, not split by who could tell which component it was', () => {
    expect(moved(rich)).toHaveLength(4);
    expect(moved(tally)).toHaveLength(2);
  });

  it('give each event the cause the rich profile gives it', () => {
    expect(causes(tally)).toEqual(causes(rich));
  });

  it('give, event for event, the type, seat and cause of the rich log', () => {
    const counters = {
      ...mode,
      setup: {
        steps: [
          ...mode.setup.steps,
          { do: 'set-counter', counter: 'n', value: 2 },
          { do: 'adjust-counter', counter: 'n', by: 1 },
          { do: 'reveal', component: { select: 'components', zone: 'room' } },
          { do: 'add-marker', to: { select: 'first', from: { select: 'seats' } }, marker: 'm' },
        ],
      },
    };
    const rs2 = compileOrThrow(pack('t', [{ kind: 'card', id: 'x' }, counters]));
    const read = (log: GameEvent[]) => log.map((e) => [e.type, e.seat ?? null, e.cause]);
    const richLog = createMatch(rs2, { mode: 'm', seed: 1, seats: 2 }).log;
    // A move split for seats that could not tell the component: its unnamed half is the one a count skips.
    const counted = richLog.filter((e) => !(e.type === 'component-moved' && e.component === undefined));
    const tallyLog = createMatch(rs2, { mode: 'm', seed: 1, seats: 2, profile: 'tally' }).log;
    expect(read(tallyLog)).toEqual(read(counted));
    expect(tallyLog.map((e) => e.type)).toEqual(
      expect.arrayContaining(['counter', 'revealed', 'marker-added', 'peeked']),
    );
  });

  it('keep only what a count reads: the type, the seat and the cause', () => {
    for (const e of tally) expect(Object.keys(e).sort()).toEqual(['cause', 'seat', 'text', 'type']);
    expect(tally.every((e) => e.text === '' && e.data === undefined)).toBe(true);
  });
});
