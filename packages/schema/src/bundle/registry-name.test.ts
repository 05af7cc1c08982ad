import { describe, expect, it } from 'vitest';
import { checkDependencyKey, checkRegistryName, dependencyNames, parseRegistryName } from './registry-name.ts';

describe('checkRegistryName', () => {
  it('accepts a bare kebab-case name and a scoped one', () => {
    expect(checkRegistryName('hazards')).toBeNull();
    expect(checkRegistryName('@ada/hazards-2')).toBeNull();
  });

  it('refuses upper case, saying what a name may hold', () => {
    expect(checkRegistryName('@Ada/hazards')).toBe(
      '"@Ada/hazards": the scope "Ada" must be lower-case letters, digits and single dashes',
    );
  });

  it('refuses a scope without a name', () => {
    expect(checkRegistryName('@ada')).toBe('"@ada" has a scope but no name: write @scope/name');
  });

  it('refuses traversal and extra slashes in the name part', () => {
    expect(checkRegistryName('@ada/../etc')).toMatch(/the name "\.\.\/etc" must be lower-case/);
    expect(checkRegistryName('@ada/a/b')).toMatch(/one "\/" only/);
    expect(checkRegistryName('../etc')).toMatch(/is not a pack name/);
  });

  it('refuses names longer than 214 characters', () => {
    expect(checkRegistryName(`@a/${'b'.repeat(212)}`)).toMatch(/longer than 214/);
  });

  it('shows control characters escaped', () => {
    expect(checkRegistryName('a\u0000b')).toBe(
      '"a\\u0000b" is not a pack name: use lower-case letters, digits and single dashes, or @scope/name',
    );
  });
});

describe('parseRegistryName', () => {
  it('takes a scoped name apart', () => {
    expect(parseRegistryName('@ada/hazards')).toEqual({ scope: 'ada', name: 'hazards', full: '@ada/hazards' });
  });

  it('gives a bare name no scope', () => {
    expect(parseRegistryName('hazards')).toEqual({ scope: null, name: 'hazards', full: 'hazards' });
  });

  it('gives null for a malformed name', () => {
    expect(parseRegistryName('@/x')).toBeNull();
  });
});

describe('dependency keys', () => {
  it('name a pack by id, or by its scoped registryName only', () => {
    const pack = { id: 'hazards', registryName: '@ada/hazards' };
    expect(dependencyNames('hazards', pack)).toBe(true);
    expect(dependencyNames('@ada/hazards', pack)).toBe(true);
    expect(dependencyNames('@bob/hazards', pack)).toBe(false);
  });

  it('refuse what is neither a pack id nor @scope/name', () => {
    expect(checkDependencyKey('Room25')).toMatch(/is not a pack id or @scope\/name/);
    expect(checkDependencyKey('@x')).toMatch(/has a scope but no name/);
  });
});
