import { describe, expect, it } from 'vitest';
import { checkPackId, checkPackPath } from './safe-paths.ts';

describe('checkPackPath', () => {
  it.each(['pack.json', 'rooms/acid-bath.json', 'art/tile.png', 'README.md'])('accepts %s', (path) => {
    expect(checkPackPath(path)).toBeNull();
  });

  it.each([
    ['/etc/passwd.json', 'is an absolute path'],
    ['rooms/../../x.json', 'contains ".."'],
    ['rooms\\x.json', 'contains a backslash'],
    ['C:/x.json', 'starts with a drive letter'],
    ['c:x.json', 'starts with a drive letter'],
    ['rooms/x\u0000.json', 'contains a NUL or control character'],
    ['rooms//x.json', 'has an empty or "." segment'],
    ['./x.json', 'has an empty or "." segment'],
    ['tools/run.js', 'is neither JSON nor an asset'],
    ['', 'an empty file name'],
  ])('refuses %j: %s', (path, reason) => {
    expect(checkPackPath(path)).toContain(reason);
  });
});

describe('checkPackId', () => {
  it.each(['room25', 'my-rooms'])('accepts %s', (id) => expect(checkPackId(id)).toBeNull());
  it.each(['../../etc', 'My Pack', 'a--b', '', 'x/y'])('refuses %j', (id) => expect(checkPackId(id)).not.toBeNull());
});
