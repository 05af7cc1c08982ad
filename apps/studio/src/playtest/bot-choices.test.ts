import { parseBotKind } from '@roomsmith/sim';
import { describe, expect, it } from 'vitest';
import { BOT_CHOICES } from './rs-playtest.ts';

describe('BOT_CHOICES', () => {
  it('writes out each bot as the simulator reads its name', () => {
    for (const c of BOT_CHOICES) expect(c.bot).toEqual(parseBotKind(c.value));
  });
});
