import { describe, expect, it } from 'vitest';
import { checkFlag } from './expect-flag.ts';

describe('flag expectations', () => {
  it('pass when the flag is up', () => {
    expect(checkFlag({ expect: 'flag', flag: 'no-communication' }, ['no-communication'])).toBeNull();
  });

  it('fail naming the flags up when the flag expected up is down', () => {
    expect(checkFlag({ expect: 'flag', flag: 'no-communication' }, ['dark'])).toBe(
      'expected flag no-communication up, it is down (flags up: dark)',
    );
  });

  it('pass when a flag expected down is down', () => {
    expect(checkFlag({ expect: 'flag', flag: 'no-communication', up: false }, [])).toBeNull();
  });

  it('fail when a flag expected down is up', () => {
    expect(checkFlag({ expect: 'flag', flag: 'no-communication', up: false }, ['no-communication'])).toBe(
      'expected flag no-communication down, it is up (flags up: no-communication)',
    );
  });
});
