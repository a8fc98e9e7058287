import { expect, it } from 'vitest';
import { NO_STORE, JSON_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../../../../src/core/contract.ts';
import { etagOf } from '../../../../src/core/http/etag.ts';
import { BASE_URL, fixtureHandler, responseOf } from '../../../support/sample-portfolio.ts';

const { call, index } = await fixtureHandler();

async function errorOf(path: string, init?: RequestInit) {
  const response = responseOf(await call(path, init));
  const body = (await response.json()) as {
    error: { code: string; message: string; hint: string; documentation: string };
    status: number;
  };
  expect(body.status).toBe(response.status);
  expect(body.error.documentation).toBe(`${BASE_URL}/docs/api#errors`);
  expect(response.headers.get('Cache-Control')).toBe(NO_STORE);
  expect(response.headers.get('Content-Type')).toBe(JSON_CONTENT_TYPE);
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  return { status: response.status, ...body.error };
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
  ['/api/v1/projects?limit=999&unknown=1', '/api/v1/projects.json'],
  ['/api/v1/projects?limit=100000000000', '/api/v1/projects.json'],
  ['/api/v1/articles/', '/api/v1/articles.json'],
  ['/api/v1/projects/tram-app', '/api/v1/projects/tram-app.json'],
  ['/api/v1/projects/tram-app/', '/api/v1/projects/tram-app.json'],
  ['/api/v1/articles/postgres-upgrades', '/api/v1/articles/postgres-upgrades.json'],
  ['/api/openapi.json', '/api/openapi.json'],
  ['/openapi.json/', '/openapi.json'],
  ['/api/v1/projects//', '/api/v1/projects.json'],
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
  const codePoints = [...unit].length;
  const make = (n: number) => unit.repeat(Math.ceil(n / codePoints));
  const ok = make(256);
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
