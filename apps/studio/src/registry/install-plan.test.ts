import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { planInstall } from './install-plan.ts';
import { RegistryClient } from './registry-client.ts';
import { bundle, fakeRegistry } from './registry-fake.ts';

const room = (id: string, name: string) => JSON.stringify({ kind: 'room', id, name: { en: name }, colour: 'red' });
const present = (id: string, version: string, readOnly = false): Pack => ({
  id,
  root: id,
  readOnly,
  files: { 'pack.json': JSON.stringify({ id, version }) },
});

function registry() {
  const fake = fakeRegistry();
  fake.store('base', '1.0.0', bundle('base', '1.0.0'));
  fake.store('base', '1.4.0', bundle('base', '1.4.0'));
  fake.store('base', '2.0.0', bundle('base', '2.0.0'));
  fake.store(
    'lantern',
    '0.2.0',
    bundle('lantern', '0.2.0', { base: '^1.0.0' }, { 'rooms/lamp.json': room('lamp', 'Lamp') }),
  );
  return { fake, client: new RegistryClient('http://registry.test', fake.fetch) };
}

describe('planning an install from the registry', () => {
  it('installs the newest allowed version of each dependency before the pack that needs it', async () => {
    const { client } = registry();
    const steps = await planInstall(client, 'lantern', '*', []);
    expect(steps.map((s) => `${s.pack.id}@${s.version}`)).toEqual(['base@1.4.0', 'lantern@0.2.0']);
    expect(Object.keys(steps[1]?.pack.files ?? {})).toContain('rooms/lamp.json');
  });

  it('keeps a dependency the workspace already holds at an allowed version', async () => {
    const { client, fake } = registry();
    const steps = await planInstall(client, 'lantern', '*', [present('base', '1.2.0', true)]);
    expect(steps.map((s) => s.pack.id)).toEqual(['lantern']);
    expect(fake.requests.some((r) => r.includes('/base'))).toBe(false);
  });

  it('updates the author’s copy of a dependency whose version the range does not allow', async () => {
    const { client } = registry();
    const old = present('base', '0.9.0');
    const steps = await planInstall(client, 'lantern', '*', [old]);
    expect(steps[0]?.replaces).toBe(old);
    expect(steps[0]?.version).toBe('1.4.0');
  });

  it('refuses to replace a bundled pack that is too old, naming who needs what', async () => {
    const { client } = registry();
    await expect(planInstall(client, 'lantern', '*', [present('base', '0.9.0', true)])).rejects.toThrow(
      /lantern@0.2.0 needs base \^1.0.0, but the studio's bundled base is 0.9.0/,
    );
  });

  it('refuses a bundle whose bytes do not match the digest the registry stored, installing nothing', async () => {
    const { client, fake } = registry();
    fake.store('broken', '1.0.0', bundle('broken', '1.0.0'), true);
    await expect(planInstall(client, 'broken', '*', [])).rejects.toThrow(/does not match the digest/);
  });

  it('says which dependency no published version satisfies', async () => {
    const { client, fake } = registry();
    fake.store('needy', '1.0.0', bundle('needy', '1.0.0', { ghost: '^3.0.0' }));
    await expect(planInstall(client, 'needy', '*', [])).rejects.toThrow(/ghost/);
  });

  it('stops a dependency chain deeper than its bound', async () => {
    const { client, fake } = registry();
    for (let i = 0; i < 20; i += 1) fake.store(`p${i}`, '1.0.0', bundle(`p${i}`, '1.0.0', { [`p${i + 1}`]: '*' }));
    await expect(planInstall(client, 'p0', '*', [])).rejects.toThrow(/deeper than 16/);
  });

  describe('with scoped names', () => {
    function scopedRegistry() {
      const fake = fakeRegistry();
      fake.store('@ada/base', '1.1.0', bundle('base', '1.1.0', {}, {}, '@ada/base'));
      fake.store('@bob/base', '1.9.0', bundle('base', '1.9.0', {}, {}, '@bob/base'));
      fake.store('@bob/lantern', '0.1.0', bundle('lantern', '0.1.0', { '@ada/base': '^1.0.0' }, {}, '@bob/lantern'));
      return { fake, client: new RegistryClient('http://registry.test', fake.fetch) };
    }

    it('installs a scoped pack and the scoped dependency it names, asking for them URL-encoded', async () => {
      const { client, fake } = scopedRegistry();
      const steps = await planInstall(client, '@bob/lantern', '*', []);
      expect(steps.map((s) => `${s.pack.id}@${s.version}`)).toEqual(['base@1.1.0', 'lantern@0.1.0']);
      expect(fake.requests).toContain('/api/resolve/%40ada%2Fbase?range=%5E1.0.0');
      expect(fake.requests).not.toContain('/api/resolve/%40bob%2Fbase?range=%5E1.0.0');
    });

    it('refuses a scoped pack whose pack id is taken by another package in the workspace', async () => {
      const { client } = scopedRegistry();
      const theirs: Pack = {
        id: 'base',
        root: 'base',
        readOnly: false,
        files: { 'pack.json': JSON.stringify({ id: 'base', registryName: '@bob/base', version: '1.9.0' }) },
      };
      await expect(planInstall(client, '@bob/lantern', '*', [theirs])).rejects.toThrow(
        '@ada/base has the pack id base, like your @bob/base: remove or rename that pack to install it.',
      );
    });
  });
});
