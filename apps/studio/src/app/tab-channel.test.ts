import { describe, expect, it } from 'vitest';
import { openTabChannel } from './tab-channel.ts';

describe('the channel between tabs', () => {
  it('tells the other tabs which pack was saved, not the tab that saved it', async () => {
    const name = `test-${Math.random()}`;
    const one = openTabChannel(name);
    const two = openTabChannel(name);
    const heardByOne: string[] = [];
    const heardByTwo: string[] = [];
    one.listen((id) => heardByOne.push(id));
    const heard = new Promise<void>((resolve) =>
      two.listen((id) => {
        heardByTwo.push(id);
        resolve();
      }),
    );
    one.post('mine');
    await heard;
    expect(heardByTwo).toEqual(['mine']);
    expect(heardByOne).toEqual([]);
    one.close();
    two.close();
  });
});
