import { expect, it } from 'vitest';
import { NO_STORE, SUCCESS_CACHE_CONTROL } from '../../../../src/core/contract.ts';
import { successHeaders } from '../../../../src/core/http/headers.ts';
import { BASE_URL, fixtureHandler, responseOf } from '../../../support/sample-portfolio.ts';

const { call, index } = await fixtureHandler();

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
  const response = responseOf(await call(path, { method }));
  expect(response.status).toBe(405);
  expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
  const { error } = await response.json();
  expect(error.code).toBe('method_not_allowed');
  // A bare OPTIONS is allowed only as a CORS preflight, and is told so.
  expect(error.message).toContain(method === 'OPTIONS' ? 'must be a CORS preflight' : JSON.stringify(method));
  expect(error.hint).toMatch(/read-only/);
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

it.each(PATHS)('an answer on %s lets a script on another origin read its ETag, and a 405 its Allow', async (path) => {
  // A pre-rendered file passes through, and the edge function serves it with successHeaders.
  const get = await call(path);
  const headers = get.kind === 'response' ? get.response.headers : successHeaders(get.etag, BASE_URL);
  expect(headers.get('Access-Control-Expose-Headers')).toBe('ETag, Allow');
  expect(responseOf(await call(path, { method: 'DELETE' })).headers.get('Access-Control-Expose-Headers')).toBe(
    'ETag, Allow',
  );
});

it.each(PATHS)('HEAD %s has the status and headers of GET, no Content-Length and no body', async (path) => {
  const head = responseOf(await call(path, { method: 'HEAD' }));
  const get = await call(path);
  const getEtag = get.kind === 'static' ? get.etag : get.response.headers.get('ETag');
  expect(head.status).toBe(200);
  expect(head.headers.get('ETag')).toBe(getEtag);
  expect(head.headers.get('Cache-Control')).toBe(SUCCESS_CACHE_CONTROL);
  expect(head.headers.get('Content-Length')).toBeNull();
  // An empty stream, not a missing body: a runtime would state `Content-Length: 0` for that.
  expect(head.body).not.toBeNull();
  expect(await head.text()).toBe('');
});

it('HEAD on an error has the error headers, no Content-Length and no body', async () => {
  const response = responseOf(await call('/api/v1/projects/nope', { method: 'HEAD' }));
  expect(response.status).toBe(404);
  expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  expect(response.headers.get('Content-Length')).toBeNull();
  expect(response.body).not.toBeNull();
  expect(await response.text()).toBe('');
});

it.each(PATHS.filter((p) => !p.includes('openapi')))('%s answers 406 when Accept excludes JSON', async (path) => {
  expect(await codeOf(path, { headers: { Accept: 'text/html' } })).toEqual([406, 'not_acceptable']);
  expect((await codeOf(path, { headers: { Accept: 'APPLICATION/JSON' } }))[0]).toBe(200);
});

it.each(['/api/openapi.json', '/openapi.json'])('%s is served whatever Accept says', async (path) => {
  expect(await codeOf(path, { headers: { Accept: 'text/html' } })).toEqual([200, undefined]);
  expect(await codeOf(path, { headers: { Accept: 'application/json;q=0' } })).toEqual([200, undefined]);
});

it('names the refused Accept header in the message', async () => {
  const response = responseOf(await call('/api/v1/profile', { headers: { Accept: 'image/png' } }));
  expect((await response.json()).error.message).toContain('"image/png"');
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
