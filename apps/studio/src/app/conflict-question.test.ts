import { describe, expect, it } from 'vitest';
import { conflictQuestion } from './conflict-question.ts';

const conflict = {
  packId: 'mine',
  path: 'rooms/a.json',
  mine: 'a-two',
  theirs: 'a-one',
  theirsRevision: 2,
  base: undefined,
};

describe('the conflict question', () => {
  it('names the file and offers to reload theirs (the safe answer last, so it has the focus) or keep mine', () => {
    const q = conflictQuestion(conflict);
    expect(q.title).toBe('rooms/a.json changed in another tab');
    expect(q.message).toContain('mine/rooms/a.json');
    expect(q.choices.map((c) => [c.id, c.label])).toEqual([
      ['mine', 'Keep mine'],
      ['theirs', 'Reload theirs'],
    ]);
  });

  it('says so when the other tab deleted the file', () => {
    const q = conflictQuestion({ ...conflict, theirs: undefined, theirsRevision: undefined });
    expect(q.title).toBe('rooms/a.json was deleted in another tab');
    expect(q.choices.map((c) => c.label)).toEqual(['Keep mine', 'Delete it here too']);
  });
});
