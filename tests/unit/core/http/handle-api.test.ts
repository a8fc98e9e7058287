import { expect, it } from 'vitest';
import { NO_STORE, JSON_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../../../../src/core/contract.ts';
import { etagOf } from '../../../../src/core/http/etag.ts';
import { createApiHandler } from '../../../../src/core/http/handle-api.ts';
import { successHeaders } from '../../../../src/core/http/headers.ts';
import { BASE_URL, fixtureIndex, responseOf } from '../../../support/sample-portfolio.ts';

const index = await fixtureIndex();
const handle = createApiHandler(index);
const call = (path: string, init?: RequestInit) => handle(new Request(`${BASE_URL}${path}`, init));

async function errorOf(path: string, init?: RequestInit) {
  const response = responseOf(await call(path, init));
  const body = await response.json();
  expect(body.status).toBe(response.status);
  expect(body.error.documentation).toBe(`${BASE_URL}/docs/api#errors`);
  expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  expect(response.headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  return { status: response.status, headers: response.headers, ...body.error };
}

async function jsonOf(path: string, init?: RequestInit) {
  const response = responseOf(await call(path, init));
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(response.headers.get('ETag')).toBe(await etagOf(text));
  expect(response.headers.get('Cache-Control')).toBe(SUCCESS_CACHE_CONTROL);
  expect(response.headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
  return JSON.parse(text) as { id?: string; slug?: string; type?: string }[];
}

it.each([
  ['/api/v1/profile', '/api/v1/profile.json'],
  ['/api/v1/profile/', '/api/v1/profile.json'],
  ['/api/v1/projects', '/api/v1/projects.json'],
  ['/api/v1/projects?limit=3', '/api/v1/projects.json'],
  ['/api/v1/projects?limit=100000000000', '/api/v1/projects.json'],
  ['/api/v1/projects/tram-app', '/api/v1/projects/tram-app.json'],
  ['/api/v1/projects/tram-app/', '/api/v1/projects/tram-app.json'],
  ['/api/v1/articles/postgres-upgrades', '/api/v1/articles/postgres-upgrades.json'],
  ['/api/openapi.json', '/api/openapi.json'],
  ['/openapi.json/', '/openapi.json'],
])('GET %s is the pre-rendered file %s with its ETag', async (path, file) => {
  const outcome = await call(path);
  const publicPath = new URL(path, BASE_URL).pathname.replace(/\/+$/, '');
  expect(outcome).toEqual({ kind: 'static', file, etag: index.files[publicPath]?.etag });
  expect(index.files[publicPath]?.etag).toMatch(/^"/);
});

it('filters by status and tag, case-insensitively and exactly, then limits, with an ETag of the body', async () => {
  expect((await jsonOf('/api/v1/projects?status=LIVE')).map((p) => p.id)).toEqual(['edge-cache', 'latency-budget']);
  expect((await jsonOf('/api/v1/projects?status=in%20progress')).map((p) => p.id)).toEqual(['tram-app']);
  expect(await jsonOf('/api/v1/projects?status=Liv')).toEqual([]);
  expect(await jsonOf('/api/v1/projects?status=%20Live')).toEqual([]);
  expect((await jsonOf('/api/v1/projects?status=live&limit=1')).map((p) => p.id)).toEqual(['edge-cache']);
  expect((await jsonOf('/api/v1/projects?limit=2')).map((p) => p.id)).toEqual(['edge-cache', 'tram-app']);
  expect(await jsonOf('/api/v1/projects?status=')).toEqual([]);
  expect((await jsonOf('/api/v1/articles?tag=edge')).map((a) => a.slug)).toEqual(['on-caching']);
  expect(await jsonOf('/api/v1/articles?tag=edg')).toEqual([]);
  expect((await jsonOf('/api/v1/articles?limit=1')).map((a) => a.slug)).toEqual(['on-caching']);
});

it('gives a computed body equal to a pre-rendered file the same ETag as the file', async () => {
  const everyArticle = responseOf(await call('/api/v1/articles?tag=NOTES'));
  expect(everyArticle.headers.get('ETag')).toBe(index.files['/api/v1/articles']?.etag);
  const oneArticle = responseOf(await call('/api/v1/articles?tag=NOTES&limit=1'));
  expect(oneArticle.headers.get('ETag')).not.toBe(index.files['/api/v1/articles']?.etag);
});

it('answers a search with matching projects, then articles, page URLs absolute', async () => {
  const result = (type: string, id: string, title: string, excerpt: string) => ({
    type,
    id,
    title,
    excerpt,
    url: `${BASE_URL}/${type}s/${id}`,
  });
  expect(await jsonOf('/api/v1/search?q=EDGE')).toEqual([
    result('project', 'edge-cache', 'Edge cache', 'Fast pages'),
    result('article', 'on-caching', 'On caching', 'Headers'),
    result('article', 'postgres-upgrades', 'Postgres upgrades', 'Edge cases'),
  ]);
  expect(await jsonOf('/api/v1/search?q=%20')).toHaveLength(5);
  // A project's problem statement is searched; text is compared NFC-normalised, field by field.
  expect((await jsonOf('/api/v1/search?q=timetables')).map((r) => r.id)).toEqual(['tram-app']);
  expect((await jsonOf('/api/v1/search?q=cafe%CC%81')).map((r) => r.id)).toEqual(['tram-app']);
  expect(await jsonOf('/api/v1/search?q=edge%20cachefast')).toEqual([]);
  expect(await jsonOf('/api/v1/search?q=edge%20cache')).toHaveLength(1);
});

it('uses the first of repeated parameters and ignores unknown ones', async () => {
  expect(await jsonOf('/api/v1/projects?limit=1&limit=abc')).toHaveLength(1);
  expect((await errorOf('/api/v1/projects?limit=abc&limit=1')).code).toBe('invalid_limit');
  expect((await jsonOf('/api/v1/search?q=budget&q=')).map((r) => r.id)).toEqual(['latency-budget']);
  expect((await jsonOf('/api/v1/projects?status=Live&foo=bar&limit=1&limit=x')).map((p) => p.id)).toEqual([
    'edge-cache',
  ]);
  expect(await call('/api/v1/profile?foo=bar&limit=abc&q=')).toEqual(await call('/api/v1/profile'));
  expect(await call('/api/v1/projects/tram-app?limit=0')).toEqual(await call('/api/v1/projects/tram-app'));
  expect(await jsonOf('/api/v1/search?q=edge&limit=abc&status=x')).toEqual(await jsonOf('/api/v1/search?q=edge'));
  expect(await jsonOf('/api/v1/search?q=+')).toEqual(await jsonOf('/api/v1/search?q=%20'));
});

it.each([
  ...['', '0', '-1', '1.5', '1.0', '1e3', 'abc', '%201', '01', '+1', '%2B1', '00', '1%20', '0x10', '%EF%BC%91'],
  ...['Infinity', 'NaN', '%D9%A1'],
])('limit=%s is 400 invalid_limit naming the value', async (raw) => {
  for (const list of ['projects', 'articles']) {
    const error = await errorOf(`/api/v1/${list}?limit=${raw}`);
    expect([error.status, error.code]).toEqual([400, 'invalid_limit']);
    expect(error.message).toContain(JSON.stringify(decodeURIComponent(raw.replace('+', ' '))));
    expect(error.hint).toMatch(/limit=3/);
  }
});

it.each([
  '/api/v1/search',
  '/api/v1/search?q=',
  '/api/v1/search?q',
  '/api/v1/search?Q=edge',
  '/api/v1/search?q=&q=edge',
])('%s is 400 missing_query, with an example query in the hint', async (path) => {
  const error = await errorOf(path);
  expect([error.status, error.code]).toEqual([400, 'missing_query']);
  expect(error.hint).toContain(`${BASE_URL}/api/v1/search?q=`);
});

it.each([
  ['ASCII', 'a'],
  ['astral', '😀'],
  ['combining', 'e\u0301'],
])('accepts 256 %s code points in q and refuses 257 with invalid_query', async (_, unit) => {
  const ok = unit.repeat(256 / [...unit].length);
  expect([...ok].length).toBe(256);
  expect(await jsonOf(`/api/v1/search?q=${encodeURIComponent(ok)}`)).toEqual([]);
  const long = `${ok}${[...unit][0]}`;
  const error = await errorOf(`/api/v1/search?q=${encodeURIComponent(long)}`);
  expect([error.status, error.code]).toEqual([400, 'invalid_query']);
  expect(error.message).toContain('257');
});

it.each([
  ['projects', 'project_not_found'],
  ['articles', 'article_not_found'],
])('answers an unknown %s slug with %s naming the slug', async (collection, code) => {
  const prototypeNames = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
  const otherCase = ['TRAM-APP', 'POSTGRES-UPGRADES'];
  const escapingSlugs = ['..%2f..%2fprofile', '..%2F..%2Fv1%2Fprofile', '..%5c..%5cprofile', 'a%00b', '%00'];
  const oddBytes = ['caf%C3%A9-%F0%9F%98%80', 'tram-app.json', 'tram-app%20x', 'postgres-upgrades%2F', '%E0%A4%A'];
  for (const slug of ['nope', ...prototypeNames, ...otherCase, ...escapingSlugs, ...oddBytes, 'x'.repeat(5000)]) {
    const error = await errorOf(`/api/v1/${collection}/${slug}`);
    expect([error.status, error.code]).toEqual([404, code]);
    let decoded = slug;
    try {
      decoded = decodeURIComponent(slug);
    } catch {}
    expect(error.message).toContain(JSON.stringify(decoded.slice(0, 100)).slice(0, -1));
    expect(error.hint).toContain(`${BASE_URL}/api/v1/${collection}`);
  }
});

it.each([
  ...['/api', '/api/', '/api/v1', '/api/v1/', '/api/v2/profile', '/api/v1/Profile', '/api/V1/projects'],
  ...['/api/v1/profile.json', '/api/v1/projects.json', '/api/openapi.yaml', '/openapi.json/x', '/api//v1/profile'],
  ...['/api/v1/projects/tram-app/extra', '/api/v1/article/upgrades', '/api/v1/search/edge', '/api/mcp-tools'],
])('%s is 404 not_found', async (path) => {
  const error = await errorOf(path);
  expect([error.status, error.code]).toEqual([404, 'not_found']);
  expect(error.message).toContain(JSON.stringify(path));
  expect(error.hint).toContain(`${BASE_URL}/api/openapi.json`);
});

/** Every pre-rendered file of the fixture, and a computed answer. */
const PATHS = [...Object.keys(index.files), '/api/v1/search?q=edge'];

it('has the paths of the fixture to check', () => {
  expect(PATHS).toEqual(expect.arrayContaining(['/api/v1/profile', '/api/v1/projects/tram-app', '/openapi.json']));
});

async function codeOf(path: string, init?: RequestInit): Promise<[number, string | undefined]> {
  const outcome = await call(path, init);
  if (outcome.kind === 'static') return [200, undefined];
  const { response } = outcome;
  const text = await response.text();
  return [response.status, text ? (JSON.parse(text) as { error?: { code: string } }).error?.code : undefined];
}

it.each(
  PATHS.flatMap((path) => ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'].map((method) => [method, path])),
)('%s %s is 405 with Allow: GET, HEAD, OPTIONS', async (method, path) => {
  const error = await errorOf(path, { method });
  expect([error.status, error.code]).toEqual([405, 'method_not_allowed']);
  expect(error.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  // A bare OPTIONS is allowed only as a CORS preflight, and is told so.
  expect(error.message).toContain(method === 'OPTIONS' ? 'must be a CORS preflight' : JSON.stringify(method));
  expect(error.hint).toMatch(/read-only/);
  expect(error.headers.get('Access-Control-Expose-Headers')).toBe('ETag, Allow, Link');
});

const preflight = { method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET' } };
it.each(PATHS)('a CORS preflight to %s is 204 allowing the read methods', async (path) => {
  const response = responseOf(await call(path, preflight));
  expect(response.status).toBe(204);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD, OPTIONS');
  expect(response.headers.get('Access-Control-Max-Age')).toBe('86400');
  expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(/,\s*/)).toEqual(
    expect.arrayContaining(['accept', 'content-type', 'if-none-match', 'mcp-protocol-version', 'last-event-id']),
  );
  // What a script may read is said on the answers themselves; a preflight is read by the browser alone.
  expect(response.headers.get('Access-Control-Expose-Headers')).toBeNull();
  expect(await response.text()).toBe('');
});

const HEADS = [...PATHS.map((path) => [path, 200] as const), ['/api/v1/projects/nope', 404] as const];
it.each(HEADS)('HEAD %s: %i, the headers of GET, ETag exposed, no Content-Length and no body', async (path, status) => {
  const head = responseOf(await call(path, { method: 'HEAD' }));
  const get = await call(path);
  const getEtag = get.kind === 'static' ? get.etag : get.response.headers.get('ETag');
  // Scripts of other origins may read the ETag; a pre-rendered file is served by the edge function with successHeaders.
  const getHeaders = get.kind === 'static' ? successHeaders(get.etag, BASE_URL) : get.response.headers;
  expect(getHeaders.get('Access-Control-Expose-Headers')).toBe('ETag, Allow, Link');
  expect(head.status).toBe(status);
  expect(head.headers.get('ETag')).toBe(getEtag);
  expect(head.headers.get('Cache-Control')).toBe(status === 200 ? SUCCESS_CACHE_CONTROL : NO_STORE);
  expect(head.headers.get('Content-Length')).toBeNull();
  // An empty stream, not a missing body: a runtime would state `Content-Length: 0` for that.
  expect(head.body).not.toBeNull();
  expect(await head.text()).toBe('');
});

it.each(PATHS.filter((p) => !p.includes('openapi')))('%s answers 406 when Accept excludes JSON', async (path) => {
  expect(await codeOf(path, { headers: { Accept: 'text/html' } })).toEqual([406, 'not_acceptable']);
  expect((await codeOf(path, { headers: { Accept: 'APPLICATION/JSON' } }))[0]).toBe(200);
});

it.each(['/api/openapi.json', '/openapi.json'])('%s is served whatever Accept says', async (path) => {
  expect(await codeOf(path, { headers: { Accept: 'text/html' } })).toEqual([200, undefined]);
  expect(await codeOf(path, { headers: { Accept: 'application/json;q=0' } })).toEqual([200, undefined]);
});

it('If-None-Match is answered with 304, the ETag and no body for a static file, a computed answer and HEAD, and ignored when it does not match', async () => {
  // Which headers match is conditional.test.ts's table; here, what the handler answers when one does.
  const etag = index.files['/api/v1/profile']!.etag;
  const response = responseOf(await call('/api/v1/profile', { headers: { 'If-None-Match': `W/${etag}` } }));
  expect(response.status).toBe(304);
  expect(response.headers.get('ETag')).toBe(etag);
  expect(response.headers.get('Cache-Control')).toBe(SUCCESS_CACHE_CONTROL);
  expect(await response.text()).toBe('');
  const tag = responseOf(await call('/api/v1/search?q=edge')).headers.get('ETag')!;
  expect(responseOf(await call('/api/v1/search?q=edge', { headers: { 'If-None-Match': tag } })).status).toBe(304);
  expect(responseOf(await call('/api/v1/search?q=EDGE', { headers: { 'If-None-Match': tag } })).status).toBe(304);
  expect((await codeOf('/api/v1/search?q=edge', { method: 'HEAD', headers: { 'If-None-Match': tag } }))[0]).toBe(304);
  expect((await codeOf('/api/v1/search?q=cache', { headers: { 'If-None-Match': tag } }))[0]).toBe(200);
  expect(await call('/api/v1/profile', { headers: { 'If-None-Match': '"other"' } })).toMatchObject({ kind: 'static' });
});

const html = { headers: { Accept: 'text/html' } };
const anyTag = { headers: { 'If-None-Match': '*' } };
it.each([
  ['an unknown path before the method', '/api/nope', { ...html, method: 'DELETE' }, '404 not_found'],
  ['the method before Accept', '/api/v1/projects?limit=0', { ...html, method: 'POST' }, '405 method_not_allowed'],
  ['the method before an unknown slug', '/api/v1/projects/nope', { method: 'PUT' }, '405 method_not_allowed'],
  ['bare OPTIONS before an unknown slug', '/api/v1/articles/nope', { method: 'OPTIONS' }, '405 method_not_allowed'],
  ['Accept before a bad limit', '/api/v1/projects?limit=0', html, '406 not_acceptable'],
  ['Accept before a missing query', '/api/v1/search', html, '406 not_acceptable'],
  ['Accept before an unknown slug', '/api/v1/articles/nope', html, '406 not_acceptable'],
  ['a bad limit whatever the filter', '/api/v1/articles?tag=nothing&limit=-1', {}, '400 invalid_limit'],
  // If-None-Match never turns an error into 304.
  ['an unknown slug before If-None-Match', '/api/v1/projects/nope', anyTag, '404 project_not_found'],
  ['a bad limit before If-None-Match', '/api/v1/projects?limit=0', anyTag, '400 invalid_limit'],
  // A preflight is answered even on an unknown path, so the browser can read the 404.
  ['a preflight before an unknown path', '/api/nope', preflight, '204 '],
])('when several things are wrong, the answer is %s', async (_, path, init, expected) => {
  expect((await codeOf(path, init)).join(' ')).toBe(expected);
});
