import { describe, expect, it } from 'vitest';
import { defaultRegistryUrl, RegistryClient, RegistryError, registryUrl } from './registry-client.ts';

const answering = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the studio’s registry client', () => {
  it('looks for the registry npm start runs beside the studio, on the same host', () => {
    expect(defaultRegistryUrl({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:4873');
  });

  it('takes an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(registryUrl(' https://packs.example.org/ ')).toBe('https://packs.example.org');
    expect(registryUrl('javascript:alert(1)')).toBeNull();
    expect(registryUrl('not a url')).toBeNull();
  });

  it('gives the registry’s own reason and diagnostics for a refusal', async () => {
    const client = new RegistryClient(
      'http://r.test',
      answering(422, { error: 'the pack does not load', diagnostics: ['rooms/a.json: bad colour'] }),
    );
    const refusal = await client.publish('a', '1.0.0', new Uint8Array([1]), 't').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RegistryError);
    expect((refusal as RegistryError).message).toBe('the pack does not load');
    expect((refusal as RegistryError).diagnostics).toEqual(['rooms/a.json: bad colour']);
  });

  it('says how to get a registry when none answers', async () => {
    const client = new RegistryClient('http://r.test', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.search('x')).rejects.toThrow(/No registry answers at http:\/\/r.test. Start one/);
  });

  it('sends the token as a bearer header when publishing', async () => {
    let seen: RequestInit | undefined;
    const client = new RegistryClient('http://r.test', (_url, init) => {
      seen = init;
      return Promise.resolve(
        new Response(JSON.stringify({ name: 'a', version: '1.0.0', sha256: 'x' }), { status: 201 }),
      );
    });
    await client.publish('a', '1.0.0', new Uint8Array([1]), 'secret');
    expect(new Headers(seen?.headers).get('authorization')).toBe('Bearer secret');
  });
});
