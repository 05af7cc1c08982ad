// Who hears an event is worked out once per mode (runtime/dispatch.ts): matches of two modes of one
// ruleset, played one after the other, must each hear only their own mode's triggers.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch, runtimeFor } from '../match/match.ts';
import type { Bindings, ScheduledEffect } from '../state/types.ts';
import { heard, heardInZone, heardInZoneAlone, hearersAt, mayBeHeard, overlay } from './dispatch.ts';
import { bound, named } from '../testing/bindings.ts';

/** A one-seat mode that counts its turn starts in `n` if `hears`, and ends after three turns (`t`). */
const mode = (id: string, hears: boolean) => ({
  kind: 'mode',
  id,
  seats: { players: { min: 1, max: 1 } },
  zones: [{ id: 'g', kind: 'grid', rows: 1, cols: 1 }],
  counters: [
    { id: 'n', initial: 0 },
    { id: 't', initial: 0 },
  ],
  triggers: hears ? [{ on: 'turn-start', do: [{ do: 'adjust-counter', counter: 'n', by: 1 }] }] : [],
  phases: [{ type: 'effects', id: 'work', do: [{ do: 'adjust-counter', counter: 't', by: 1 }] }],
  endings: [{ outcome: 'done', when: { op: 'ge', a: { op: 'counter', name: 't' }, b: 3 } }],
});
// A third mode's action delays effects until `enter`, `reveal` or `leave`: the events a delayed effect
// of this ruleset can wait for.
const waits = {
  ...mode('waits', false),
  actions: [
    {
      id: 'wait',
      do: ['enter', 'reveal', 'leave'].map((on) => ({ do: 'schedule', on: { on }, run: [] })),
    },
  ],
};
const rs = compileOrThrow(pack('t', [mode('hears', true), mode('deaf', false), waits]));
const play = (id: string) => createMatch(rs, { mode: id, seed: 1, seats: 1, profile: 'silent' }).state;

describe('event hearers', () => {
  it('are each mode’s own when matches of two modes alternate', () => {
    expect(play('deaf').counters.n).toBe(0);
    expect(play('hears').counters.n).toBe(3);
    expect(play('deaf').counters.n).toBe(0);
  });
});

describe('whether a trigger of the mode hears an event', () => {
  it('is each mode’s own when two modes are asked about the same event in turn', () => {
    const hears = runtimeFor(rs, play('hears'));
    const deaf = runtimeFor(rs, play('deaf'));
    expect(heard(hears, 'turn-start')).toBe(true);
    expect(heard(deaf, 'turn-start')).toBe(false);
    expect(heard(hears, 'turn-start')).toBe(true);
  });

  it('is answered alike for events asked about in turn, more of them than are kept at hand', () => {
    const rt = runtimeFor(rs, play('hears'));
    const events = ['turn-start', 'phase-start', 'phase-end', 'turn-start', 'phase-end', 'turn-start'];
    expect(events.map((on) => heard(rt, on))).toEqual([true, false, false, true, false, true]);
  });
});

describe("a site's kept hearers of its event", () => {
  it('are each mode’s own when a site is asked under two modes in turn', () => {
    const hears = runtimeFor(rs, play('hears'));
    const deaf = runtimeFor(rs, play('deaf'));
    const at = hearersAt('turn-start');
    expect(at(hears)?.mode).toHaveLength(1);
    expect(at(deaf)).toBeNull();
    expect(at(hears)?.mode).toHaveLength(1);
  });
});

describe('whether a placement into a zone is heard whatever the definition', () => {
  it('is heardInZone’s answer where no definition and no delayed effect can hear the event', () => {
    const rt = runtimeFor(rs, play('hears'));
    expect(heardInZoneAlone(rt, 'turn-start', 'g')).toBe(heardInZone(rt, 'turn-start', 'g', 't:x'));
    expect(heardInZoneAlone(rt, 'placed', 'g')).toBe(false);
  });

  it('is not given where a delayed effect of the ruleset can wait for the event', () => {
    expect(heardInZoneAlone(runtimeFor(rs, play('waits')), 'enter', 'g')).toBeUndefined();
  });
});

describe('whether a delayed effect waits for an event', () => {
  const waiting = (on: string) => ({ on }) as ScheduledEffect;
  it('is asked again once an effect is added to the list', () => {
    const rt = runtimeFor(rs, play('deaf'));
    rt.s.scheduled = [waiting('reveal')];
    expect(mayBeHeard(rt, 'enter')).toBe(false);
    rt.s.scheduled.push(waiting('enter'));
    expect(mayBeHeard(rt, 'enter')).toBe(true);
  });

  it('is asked again once the last effect of the list is replaced by another', () => {
    const rt = runtimeFor(rs, play('deaf'));
    rt.s.scheduled = [waiting('reveal'), waiting('enter')];
    expect(heard(rt, 'enter')).toBe(true);
    rt.s.scheduled.pop();
    rt.s.scheduled.push(waiting('leave'));
    expect(heard(rt, 'enter')).toBe(false);
  });

  it('is no for an event no delayed effect of the ruleset can wait for, whatever the list holds', () => {
    const rt = runtimeFor(rs, play('deaf'));
    rt.s.scheduled = [waiting('phase-start')];
    expect(heard(rt, 'phase-start')).toBe(false);
    expect(mayBeHeard(rt, 'phase-start')).toBe(false);
  });

  it('is asked of the list the state holds now', () => {
    const rt = runtimeFor(rs, play('deaf'));
    rt.s.scheduled = [waiting('enter')];
    expect(heard(rt, 'enter')).toBe(true);
    rt.s.scheduled = [waiting('leave')];
    expect(heard(rt, 'enter')).toBe(false);
  });
});

describe('a delayed effect’s bindings under the event’s', () => {
  it('keep the effect’s own value where the event left the name unbound', () => {
    // A `where` selector restores `it` to unbound on the bindings it tested.
    const event = bound({ seat: 's0', it: undefined });
    expect(named(overlay(bound({ it: 'c3', room: 'c1' }), event))).toEqual({ it: 'c3', room: 'c1', seat: 's0' });
  });

  it('merge the same whether or not the event’s bindings went through JSON', () => {
    const event = bound({ seat: 's0', it: undefined, from: null });
    const resumed = JSON.parse(JSON.stringify(event)) as Bindings;
    const under = bound({ it: 'c3', from: 'c1' });
    expect(named(overlay(under, resumed))).toEqual(named(overlay(under, event)));
  });

  it('take the event’s value for a name both bind', () => {
    expect(named(overlay(bound({ room: 'c1' }), bound({ room: 'c2' })))).toEqual({ room: 'c2' });
  });

  it('take the event’s null for a name it binds to null on purpose, before and after JSON', () => {
    const event = bound({ from: null });
    const resumed = JSON.parse(JSON.stringify(event)) as Bindings;
    expect(named(overlay(bound({ from: 'c1' }), event))).toEqual({ from: null });
    expect(named(overlay(bound({ from: 'c1' }), resumed))).toEqual({ from: null });
  });

  it('run as long as the last slot either binds, the slots between left unbound (as a state saves them)', () => {
    const merged = overlay(['a'], [undefined, undefined, undefined, 'x', undefined, null]);
    expect(merged).toHaveLength(4);
    expect(1 in merged).toBe(false);
    expect(JSON.stringify(merged)).toBe('["a",null,null,"x"]');
    expect(JSON.stringify(overlay(['a', 'b', 'c'], [undefined, 'y']))).toBe('["a","y","c"]');
  });
});
