import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, REST_PATHS, type Validator } from '../support/api.ts';
import { openApiValidator, siteUrl } from '../support/http.ts';

let validator: Validator;

beforeAll(async () => {
  validator = await openApiValidator();
});

describe('trailing slash', () => {
  it.each([...REST_PATHS, '/api/v1/projects?status=live&limit=1', '/api/v1/articles?tag=Postgres'])(
    '%s with a trailing slash is the same resource',
    async (path) => {
      const [pathname, query] = path.split('?');
      const plain = await call(path);
      const slashed = await call(`${pathname}/${query ? `?${query}` : ''}`);
      await expectOk(slashed);
      expect(slashed.text).toBe(plain.text);
      expect(slashed.headers.get('etag')).toBe(plain.headers.get('etag'));
    },
  );

  it('keeps the error of a path that has one', async () => {
    expectError(await call('/api/v1/projects/nope/'), 404, 'project_not_found', validator);
    expectError(await call('/api/v1/search/'), 400, 'missing_query', validator);
  });
});

describe('percent-encoded unreserved characters', () => {
  it.each([
    ['/api/v1/pro%6aects', '/api/v1/projects'],
    ['/api/v1/%70rofile', '/api/v1/profile'],
    ['/api/v1/articles%3Ftag=x', null],
    ['/api/v1/projects/edge%2Dsearch', '/api/v1/projects/edge-search'],
    ['/api/v1/search?q=edge'.replace('search', 'se%61rch'), '/api/v1/search?q=edge'],
  ])('%s is the same path as its decoded form (RFC 3986 §6.2.2.2)', async (encoded, plain) => {
    const answer = await call(encoded);
    if (plain === null) {
      // `%3F` is reserved: it stays a character of the path, not the start of a query.
      expectError(answer, 404, 'not_found', validator);
      return;
    }
    await expectOk(answer);
    expect(answer.text).toBe((await call(plain)).text);
  });
});

describe('unknown paths under /api/', () => {
  it.each([
    '/api',
    '/api/',
    '/api/v1',
    '/api/v1/',
    '/api/v2/profile',
    '/api/v1/Profile',
    '/api/V1/projects',
    '/api/v1/profile.json',
    '/api/v1/projects.json',
    '/api/v1/projects/edge-search/metrics',
    '/api/v1/article/the-boring-monorepo',
    '/api//v1/profile',
    '/api/v1/search/edge',
    '/api/openapi.yaml',
    '/api/mcp-tools',
    '/api/mcp/tools',
    '/api/mcp/tools/list',
  ])('%s is 404 not_found naming the path', async (path) => {
    const error = expectError(await call(path), 404, 'not_found', validator);
    expect(error?.message).toContain(JSON.stringify(path));
    expect(error?.hint).toContain(`${siteUrl()}/api/openapi.json`);
  });

  it('answers an unknown path 404 whatever the method or Accept header', async () => {
    expectError(
      await call('/api/nothing', { method: 'DELETE', headers: { Accept: 'text/html' } }),
      404,
      'not_found',
      validator,
    );
    expectError(await call('/api/nothing', { method: 'HEAD' }), 404, 'not_found', validator);
  });
});

describe('unknown and hostile slugs', () => {
  const SLUGS: [string, string][] = [
    ['an unknown slug', 'no-such-thing'],
    ['path traversal, encoded', '..%2f..%2fprofile'],
    ['path traversal, encoded upper case', '..%2F..%2Fv1%2Fprofile'],
    ['an encoded backslash', '..%5c..%5cprofile'],
    ['an encoded NUL', 'edge-search%00'],
    ['an encoded NUL alone', '%00'],
    ['a malformed escape', '%E0%A4%A'],
    ['a 5,000-character slug', 'a'.repeat(5000)],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    ['hasOwnProperty', 'hasOwnProperty'],
    ['an upper-case slug', 'EDGE-SEARCH'],
    ['a unicode slug', 'caf%C3%A9-%F0%9F%98%80'],
    ['a slug with a dot', 'edge-search.json'],
    ['a slug with spaces', 'edge%20search'],
    ['an encoded slash inside a real slug', 'edge-search%2F'],
  ];

  it.each(
    [
      ['projects', 'project_not_found', 'edge-search'],
      ['articles', 'article_not_found', 'the-boring-monorepo'],
    ].flatMap(([collection, code, real]) =>
      SLUGS.map(([what, slug]) => [collection!, what, slug.replace('edge-search', real!), code!] as const),
    ),
  )('/api/v1/%s/{%s} is 404 %s naming the slug, never a 5xx', async (collection, _, slug, code) => {
    const answer = await call(`/api/v1/${collection}/${slug}`);
    const error = expectError(answer, 404, code, validator);
    let decoded = slug;
    try {
      decoded = decodeURIComponent(slug);
    } catch {
      // A malformed escape is named as written.
    }
    const shown = [...decoded].length > 100 ? `${[...decoded].slice(0, 100).join('')}…` : decoded;
    expect(error?.message).toContain(JSON.stringify(shown));
    expect(error?.hint).toContain(`${siteUrl()}/api/v1/${collection}`);
  });

  it('still serves the real slugs', async () => {
    await expectOk(await call('/api/v1/projects/edge-search'));
    await expectOk(await call('/api/v1/articles/the-boring-monorepo'));
    await expectOk(await call('/api/v1/projects/edge%2Dsearch'));
  });
});

describe('precedence when several things are wrong', () => {
  it.each([
    [
      'an unknown path before the method',
      '/api/v9/x',
      { method: 'PUT', headers: { Accept: 'image/png' } },
      404,
      'not_found',
    ],
    [
      'the method before Accept',
      '/api/v1/projects?limit=0',
      { method: 'PATCH', headers: { Accept: 'image/png' } },
      405,
      'method_not_allowed',
    ],
    ['the method before an unknown slug', '/api/v1/articles/nope', { method: 'DELETE' }, 405, 'method_not_allowed'],
    ['a bare OPTIONS before a missing query', '/api/v1/search', { method: 'OPTIONS' }, 405, 'method_not_allowed'],
    [
      'Accept before an invalid limit',
      '/api/v1/articles?limit=abc',
      { headers: { Accept: 'text/html' } },
      406,
      'not_acceptable',
    ],
    [
      'Accept before an unknown slug',
      '/api/v1/projects/nope',
      { headers: { Accept: 'text/html' } },
      406,
      'not_acceptable',
    ],
    ['Accept before a missing query', '/api/v1/search?q=', { headers: { Accept: 'text/html' } }, 406, 'not_acceptable'],
    [
      'an invalid limit before an empty filter result',
      '/api/v1/projects?status=nothing&limit=0',
      {},
      400,
      'invalid_limit',
    ],
  ] as const)('%s', async (_, path, init, status, code) => {
    expectError(await call(path, init as RequestInit), status, code, validator);
  });

  it('answers a CORS preflight on any path under /api/, so a browser can read the error that follows', async () => {
    const answer = await call('/api/v9/x', { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET' } });
    expect(answer.status).toBe(204);
  });
});
