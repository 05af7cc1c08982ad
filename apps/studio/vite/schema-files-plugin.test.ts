import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaFiles, schemaMiddleware } from './schema-files-plugin.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/schema/src/schemas');

/** Runs the middleware on one request; returns what it answered, or 'next'. */
function request(url: string): { status: 'served'; type: string; body: string } | 'next' {
  let result: { status: 'served'; type: string; body: string } | 'next' = 'next';
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: string) => (headers[k] = v),
    end: (body?: Buffer) => (result = { status: 'served', type: headers['content-type'] ?? '', body: String(body) }),
  };
  schemaMiddleware(dir)({ url, method: 'GET' } as never, res as never, () => undefined);
  return result;
}

describe('the studio server’s schema files', () => {
  it('serves each schema at the path of its $id', () => {
    for (const rel of ['room.schema.json', 'vocabulary/effect.schema.json']) {
      const answer = request(`/schemas/${rel}`);
      expect(answer).not.toBe('next');
      if (answer === 'next') continue;
      expect(answer.type).toMatch(/^application\/schema\+json/);
      expect((JSON.parse(answer.body) as { $id: string }).$id).toBe(`https://roomsmith.dev/schemas/${rel}`);
    }
  });

  it('passes on paths that are not schemas, traversal included', () => {
    expect(request('/schemas/../../package.json')).toBe('next');
    expect(request('/schemas/%2e%2e/schemas.test.ts')).toBe('next');
    expect(request('/index.html')).toBe('next');
  });

  it('lists every schema file, vocabulary included', () => {
    expect(schemaFiles(dir)).toContain('pack-test.schema.json');
    expect(schemaFiles(dir)).toContain('vocabulary/expression.schema.json');
  });
});
