import { describe, expect, it } from 'vitest';
import { packIdProblem } from './rs-new-pack-dialog.ts';

describe('the new pack dialog', () => {
  it('accepts a free kebab-case id', () => {
    expect(packIdProblem('my-rooms', ['room25'])).toBeNull();
  });

  it('explains an empty, malformed or taken id', () => {
    expect(packIdProblem('', [])).toMatch(/Give/);
    expect(packIdProblem('My Rooms', [])).toMatch(/lower-case/);
    expect(packIdProblem('room25', ['room25'])).toMatch(/already exists/);
  });
});
