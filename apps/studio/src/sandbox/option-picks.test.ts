import { describe, expect, it } from 'vitest';
import type { SandboxDecision } from '../engine/engine-protocol.ts';
import { pickFor } from './option-picks.ts';

const decision: SandboxDecision = {
  prompt: 'Pick',
  kind: 'simultaneous',
  seats: [
    { seat: 's0', answered: true, options: [{ id: 'pick:c1', label: 'c1', component: 'c1' }] },
    {
      seat: 's1',
      answered: false,
      options: [
        { id: 'pick:c1', label: 'c1', component: 'c1' },
        { id: 'pick:room-red', label: 'room-red', zone: 'room-red' },
      ],
    },
  ],
};

describe('which option a click on the table answers', () => {
  it('is the first unanswered seat’s option targeting the component or zone', () => {
    expect(pickFor(decision, { component: 'c1' })).toEqual({ seat: 's1', option: 'pick:c1', label: 'c1' });
    expect(pickFor(decision, { zone: 'room-red' })?.option).toBe('pick:room-red');
  });

  it('is none when nothing targets it or nothing is pending', () => {
    expect(pickFor(decision, { component: 'c9' })).toBeNull();
    expect(pickFor(decision, { zone: 'room-green' })).toBeNull();
    expect(pickFor(null, { component: 'c1' })).toBeNull();
  });
});
