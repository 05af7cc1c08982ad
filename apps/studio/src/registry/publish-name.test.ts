import { describe, expect, it } from 'vitest';
import { publishName } from './publish-name.ts';

describe('the name a pack is published as', () => {
  it('is the pack id with no registryName when the id is given', () => {
    expect(publishName(' lantern ', 'lantern')).toEqual({ registryName: undefined });
  });

  it('is a scoped name kept as registryName', () => {
    expect(publishName('@ada/lantern', 'lantern')).toEqual({ registryName: '@ada/lantern' });
  });

  it('refuses a bare name other than the id, suggesting a scope', () => {
    expect(publishName('lamps', 'lantern')).toEqual({
      error: 'A bare name is the pack id (lantern); to publish under another name, give it a scope: @your-name/lamps.',
    });
  });

  it('refuses a malformed scoped name, saying what is wrong', () => {
    expect(publishName('@Ada/lantern', 'lantern')).toEqual({
      error: '"@Ada/lantern": the scope "Ada" must be lower-case letters, digits and single dashes.',
    });
  });
});
