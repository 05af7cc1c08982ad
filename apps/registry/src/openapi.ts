// The registry API's OpenAPI description, served at /openapi.json. A test
// checks that every route the app registers is described here and back.
const error = { $ref: '#/components/schemas/Error' };
const json = (schema: object) => ({ 'application/json': { schema } });
const respond = (ok: string, codes: Record<string, string> = {}) => ({
  '200': { description: ok },
  ...Object.fromEntries(
    Object.entries(codes).map(([code, description]) => [code, { description, content: json(error) }]),
  ),
});
const KEBAB = '[a-z0-9]+(-[a-z0-9]+)*';
const name = {
  name: 'name',
  in: 'path',
  required: true,
  description: 'A bare pack name, or a scoped one URL-encoded (`@ada/hazards` as `%40ada%2Fhazards`).',
  schema: { type: 'string', pattern: `^(@${KEBAB}/)?${KEBAB}$`, maxLength: 214 },
};
const scope = { name: 'scope', in: 'path', required: true, schema: { type: 'string', pattern: `^${KEBAB}$` } };
const bareName = {
  ...name,
  description: 'The name within the scope.',
  schema: { type: 'string', pattern: `^${KEBAB}$` },
};
/** Every pack path is also served with the scope as its own segments: `/api/packs/@{scope}/{name}…`. */
interface Operation {
  summary: string;
  parameters?: object[];
  [more: string]: unknown;
}
function withScopedForms(paths: Record<string, Record<string, Operation>>): Record<string, Record<string, Operation>> {
  const out: Record<string, Record<string, Operation>> = { ...paths };
  for (const [path, operations] of Object.entries(paths)) {
    if (!path.includes('{name}')) continue;
    out[path.replace('{name}', '@{scope}/{name}')] = Object.fromEntries(
      Object.entries(operations).map(([method, op]) => [
        method,
        {
          ...op,
          summary: `${op.summary} (scoped name as path segments)`,
          parameters: (op.parameters ?? []).flatMap((p) => (p === name ? [scope, bareName] : [p])),
        },
      ]),
    );
  }
  return out;
}
const version = { name: 'version', in: 'path', required: true, schema: { type: 'string' } };
const auth = [{ token: [] }];

/** The OpenAPI 3.1 document. */
export const openApi = {
  openapi: '3.1.0',
  info: {
    title: 'Roomsmith pack registry',
    version: '1.0.0',
    description: 'Publish, search and download Roomsmith pack bundles.',
  },
  components: {
    securitySchemes: { token: { type: 'http', scheme: 'bearer', description: 'An API token (POST /api/tokens).' } },
    schemas: {
      Error: {
        type: 'object',
        properties: { error: { type: 'string' }, diagnostics: { type: 'array', items: { type: 'string' } } },
        required: ['error'],
      },
    },
  },
  paths: withScopedForms({
    '/api/health': { get: { summary: 'Liveness', responses: respond('The registry is up') } },
    '/openapi.json': { get: { summary: 'This document', responses: respond('The OpenAPI document') } },
    '/schemas/{path}': {
      get: {
        summary: 'A content JSON Schema at its stable $id path',
        parameters: [{ name: 'path', in: 'path', required: true, schema: { type: 'string' } }],
        responses: respond('The schema', { '404': 'No such schema' }),
      },
    },
    '/api/tokens': {
      post: {
        summary: 'Create an API token (shown once; stored hashed)',
        requestBody: {
          content: json({
            type: 'object',
            properties: { user: { type: 'string' }, label: { type: 'string' } },
            required: ['user'],
          }),
        },
        responses: {
          '201': { description: 'The token' },
          ...respond('', { '400': 'Bad user name', '401': 'Sign-up closed', '403': 'Not your user' }),
        },
      },
    },
    '/api/tokens/{id}': {
      delete: {
        summary: 'Revoke one of your tokens',
        security: auth,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '204': { description: 'Revoked' },
          ...respond('', { '401': 'No valid token', '404': 'No such live token of yours' }),
        },
      },
    },
    '/api/scopes': {
      post: {
        summary: "Claim a scope (@scope/…) for the token's user; every user owns the scope of its own name",
        security: auth,
        requestBody: {
          content: json({ type: 'object', properties: { scope: { type: 'string' } }, required: ['scope'] }),
        },
        responses: {
          '201': { description: 'Claimed (or already yours)' },
          ...respond('', { '400': 'Bad scope name', '401': 'No valid token', '403': 'Another user owns it' }),
        },
      },
    },
    '/api/scopes/{scope}': {
      get: {
        summary: 'Who owns a scope, and its packs',
        parameters: [scope],
        responses: respond('The scope', { '404': 'Nobody has claimed it' }),
      },
    },
    '/api/packs': {
      get: {
        summary: 'Search packs (full text over names, descriptions and contents)',
        parameters: [
          { name: 'q', in: 'query', schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
        ],
        responses: respond('Matching packs, best first'),
      },
    },
    '/api/packs/{name}': {
      get: {
        summary: 'A pack page: versions, contents with effect text',
        parameters: [name],
        responses: respond('The pack', { '404': 'No such pack' }),
      },
    },
    '/api/packs/{name}/{version}': {
      put: {
        summary: 'Publish a bundle (immutable versions)',
        security: auth,
        parameters: [name, version],
        requestBody: { content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
        responses: {
          '201': { description: 'Published' },
          ...respond('', {
            '400': 'Not a valid bundle, or not the name/version of the URL',
            '401': 'No valid token',
            '403': 'The name, or its scope, belongs to another publisher',
            '409': 'This version is already published',
            '413': 'Too large',
            '422': 'Dependencies missing or the pack does not load (diagnostics)',
            '429': 'Rate limited',
          }),
        },
      },
    },
    '/api/packs/{name}/{version}/yank': {
      post: {
        summary: 'Yank a version (hidden from resolution, still downloadable)',
        security: auth,
        parameters: [name, version],
        responses: respond('Yanked', { '401': 'No valid token', '403': 'Not yours', '404': 'No such version' }),
      },
    },
    '/api/packs/{name}/{version}/bundle': {
      get: {
        summary: 'Download a bundle (ETag and x-roomsmith-sha256 give its digest)',
        parameters: [name, version],
        responses: respond('The bundle bytes', { '404': 'No such version' }),
      },
    },
    '/api/resolve/{name}': {
      get: {
        summary: 'The newest non-yanked version satisfying a semver range',
        parameters: [name, { name: 'range', in: 'query', schema: { type: 'string' } }],
        responses: respond('Version, digest and bundle URL', { '400': 'Bad range', '404': 'Nothing satisfies it' }),
      },
    },
  }),
};
