// Who hears an event is worked out once per mode (runtime/dispatch.ts): matches of two modes of one
// ruleset, played one after the other, must each hear only their own mode's triggers.
import { describe, expect, it } from 'vitest';
import { compileOrThrow, pack } from '../testing/harness.ts';
import { createMatch } from '../match/match.ts';

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
const rs = compileOrThrow(pack('t', [mode('hears', true), mode('deaf', false)]));
const play = (id: string) => createMatch(rs, { mode: id, seed: 1, seats: 1, profile: 'silent' }).state;

describe('event hearers', () => {
  it('are each mode’s own when matches of two modes alternate', () => {
    expect(play('deaf').counters.n).toBe(0);
    expect(play('hears').counters.n).toBe(3);
    expect(play('deaf').counters.n).toBe(0);
  });
});
