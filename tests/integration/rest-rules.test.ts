/**
 * The REST API over HTTP: every document as served, each valid against its schema in the served OpenAPI document
 * (whose objects are strict: exactly the contract's fields), every content file listed, and each list agreeing with
 * the documents it lists; and the request rules, each through the edge function once: the core's unit tests
 * (tests/unit/core/http, tests/unit/core/query) hold every case of each rule in process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { COLLECTION_OPERATIONS, SEARCH_OPERATION } from '../../src/core/collections/operations.ts';
import { JSON_CONTENT_TYPE, NO_STORE, SUCCESS_CACHE_CONTROL } from '../../src/core/contract.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import { openApiValidator, request, siteUrl, type Json } from '../support/http.ts';
import { expectPreflight } from '../support/mcp-http-cases.ts';

type ProjectSummary = { id: string; title: string; tagline: string; status: string };
type ArticleSummary = { slug: string; title: string; excerpt: string; tags: string[]; publishedAt: string };

type Answer = Awaited<ReturnType<typeof call>>;

/** A request to the served site. Every answer is checked not to be a server error (5xx). */
async function call(path: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  const response = await request(path, init);
  const text = await response.text();
  expect(response.status, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  return { method, path, status: response.status, headers: response.headers, text };
}

/** The headers every API answer carries, success or error, and those a script on another origin may read. */
function expectApiHeaders(answer: Answer): void {
  const where = `${answer.method} ${answer.path} (${answer.status})`;
  expect(answer.headers.get('access-control-allow-origin'), where).toBe('*');
  expect(answer.headers.get('content-type'), where).toBe(JSON_CONTENT_TYPE);
  expect(answer.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(answer.headers.get('access-control-expose-headers'), where).toBe('ETag, Allow, Link');
}

/** What every success links, a 304 too: the OpenAPI document that describes it. */
const SERVICE_DESC = `<${siteUrl()}/api/openapi.json>; rel="service-desc"; type="application/openapi+json"`;

/** 200 with the success headers (the OpenAPI document linked) and a strong ETag that is the hash of the bytes served. */
async function expectOk(answer: Answer): Promise<void> {
  expect(answer.status, `${answer.method} ${answer.path}: ${answer.text.slice(0, 300)}`).toBe(200);
  expectApiHeaders(answer);
  expect(answer.headers.get('cache-control')).toBe(SUCCESS_CACHE_CONTROL);
  expect(answer.headers.get('link')).toBe(SERVICE_DESC);
  expect(answer.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  if (answer.method === 'GET') expect(answer.headers.get('etag')).toBe(await etagOf(answer.text));
}

/** The document at `path`, after checking it answers 200 with JSON valid against the schema of its operation. */
async function getOk<T = Json>(path: string): Promise<T> {
  const answer = await call(path);
  await expectOk(answer);
  const body = JSON.parse(answer.text) as T;
  validator.assertValid(operationPath(path)!, '200', body);
  return body;
}

/**
 * The error envelope with its code, the error headers, and the body valid against the served
 * OpenAPI document's response for that path and status. An unknown path has no operation: its
 * 404 is checked against the shared NotFound response.
 */
function expectError(answer: Answer, status: number, code: string) {
  const where = `${answer.method} ${answer.path}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBe(status);
  expectApiHeaders(answer);
  expect(answer.headers.get('cache-control')).toBe(NO_STORE);
  expect(answer.headers.get('etag')).toBeNull();
  expect(answer.headers.get('link')).toBeNull();
  if (answer.method === 'HEAD') {
    expect(answer.text).toBe('');
    return undefined;
  }
  type Envelope = { error: { code: string; message: string; hint: string; documentation: string }; status: number };
  const body = JSON.parse(answer.text) as Envelope;
  expect(body.error.code, where).toBe(code);
  expect(body.status).toBe(status);
  expect(body.error.documentation).toBe(`${siteUrl()}/docs/api#errors`);
  validator.assertValid(operationPath(answer.path) ?? '/v1/projects/{slug}', String(status), body);
  return body.error;
}

/** The OpenAPI path template a request path is an instance of, if any. */
function operationPath(path: string): string | undefined {
  const pathname = new URL(path, 'http://x').pathname.replace(/\/+$/, '');
  if (pathname === '/api/openapi.json' || pathname === '/openapi.json') return '/openapi.json';
  if (/^\/api\/v1\/(profile|projects|articles|search)$/.test(pathname)) return pathname.slice('/api'.length);
  const detail = /^\/api\/v1\/(projects|articles)\/[^/]+$/.exec(pathname);
  return detail ? `/v1/${detail[1]}/{slug}` : undefined;
}

const validator = await openApiValidator();
const projects = await getOk<ProjectSummary[]>('/api/v1/projects');
const articles = await getOk<ArticleSummary[]>('/api/v1/articles');
const profile = await getOk('/api/v1/profile');

const fold = (text: string) => text.normalize('NFC').toLowerCase();
const ids = (items: { id?: string; slug?: string }[]) => items.map((item) => item.id ?? item.slug);

/** What the transport adds or changes on its own (framing, connection, emulator timing). */
const TRANSPORT_HEADERS = /^(date|content-length|transfer-encoding|connection|keep-alive|x-nf-fetch-timing)$/;

// The error of a path under a trailing slash is its own; %3F is reserved, not the start of a query (percent-encoded
// unreserved characters read as their decoded form: the fuzz suite's property); the edge function answers below
// /api/, the MCP function below /api/mcp/; an unknown slug is named as it decodes. Which rule answers when several
// are broken is tests/unit/core/http/handle-api.test.ts's, as is HEAD on an error; which Accept headers allow JSON,
// negotiate.test.ts's.
const REFUSED = 'application/json;q=0, */*;q=0.5';
it.each([
  ['/api/v1/projects/nope/', 404, 'project_not_found', '"nope"', `${siteUrl()}/api/v1/projects`],
  ['/api/v1/search/', 400, 'missing_query', 'q parameter', `${siteUrl()}/api/v1/search?q=`],
  ['/api/v1/articles%3Ftag=x', 404, 'not_found', '"/api/v1/articles%3Ftag=x"', `${siteUrl()}/api/openapi.json`],
  ['/api/mcp/tools', 404, 'not_found', '"/api/mcp/tools"', `${siteUrl()}/api/openapi.json`],
  ['/api/v1/projects/..%2f..%2fprofile', 404, 'project_not_found', '"../../profile"', `${siteUrl()}/api/v1/projects`],
  ['/api/v1/articles?limit=%EF%BC%91', 400, 'invalid_limit', '"１"', '?limit=3'],
  ['/api/v1/projects', 406, 'not_acceptable', JSON.stringify(REFUSED), 'Accept: application/json', REFUSED],
] as const)('%s is %i %s, its message naming %s, hint %s', async (path, status, code, named, hint, accept?: string) => {
  const error = expectError(await call(path, { headers: accept ? { Accept: accept } : {} }), status, code);
  expect(error?.message).toContain(named);
  expect(error?.hint).toContain(hint);
});

describe('methods', () => {
  it('answers a CORS preflight 204 allowing the read methods from any origin', async () => {
    const answer = await call('/api/v1/projects/edge-search', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'if-none-match',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-type')).toBeNull();
    expectPreflight(answer.headers, 'GET, HEAD, OPTIONS');
  });

  it.each(['/api/v1/profile', '/api/v1/projects/nope'])(
    'HEAD %s has the status and headers of GET, and no body',
    async (path) => {
      const get = await call(path);
      const head = await call(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.text).toBe('');
      const apiHeaders = ({ headers }: Answer) => [...headers].filter(([name]) => !TRANSPORT_HEADERS.test(name));
      expect(apiHeaders(head)).toEqual(apiHeaders(get));
      if (get.status === 200) await expectOk(head);
      else expectError(head, 404, 'project_not_found');
    },
  );

  it('HEAD keeps the connection open for the next request, on an answer, an error and a static file', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => agent.destroy());
    const sockets = new Set<unknown>();
    for (const path of ['/api/v1/profile', '/api/v1/projects/nope', '/index.md'])
      for (const method of ['HEAD', 'GET', 'HEAD']) {
        const headers = await new Promise<IncomingMessage['headers']>((resolve, reject) => {
          httpRequest(`${siteUrl()}${path}`, { method, agent }, (response) => {
            // The socket as it answered: it is handed back to the agent once the answer has ended.
            sockets.add(response.socket);
            response.resume().on('end', () => resolve(response.headers));
          })
            .on('error', reject)
            .end();
        });
        expect(headers.connection, `${method} ${path}`).toBe('keep-alive');
      }
    expect(sockets.size).toBe(1);
  });
});

describe('caching', () => {
  it('gives the same answer and ETag however the query is spelled, under a trailing slash too', async () => {
    const a = await call('/api/v1/projects?status=live&limit=1');
    const b = await call('/api/v1/projects/?limit=1&status=LIVE&x=y');
    await expectOk(b);
    expect(b.text).toBe(a.text);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const other = await call('/api/v1/projects?status=live&limit=2');
    expect(other.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  // A 200 and an error carry their headers in expectOk and expectError, on every answer of this file; which tags
  // match (`*` among them) is tests/unit/core/http/conditional.test.ts's, HEAD and a tag that does not match
  // handle-api.test.ts's.
  it('answers 304 with the ETag, CORS, the JSON content type, nosniff, the success caching policy, the link to the OpenAPI document and no body when a listed tag matches', async () => {
    const path = '/api/v1/search?q=postgres';
    const etag = (await call(path)).headers.get('etag')!;
    const answer = await call(path, { headers: { 'If-None-Match': `"nope", ${etag}` } });
    expect(answer.status).toBe(304);
    expect(answer.text).toBe('');
    expect(answer.headers.get('etag')).toBe(etag);
    expect(answer.headers.get('cache-control')).toBe(SUCCESS_CACHE_CONTROL);
    expect(answer.headers.get('link')).toBe(SERVICE_DESC);
    expectApiHeaders(answer);
  });
});

describe('query parameters', () => {
  it('limits a list to its first items, and a large limit returns every item', async () => {
    expect(articles.length).toBeGreaterThan(3);
    expect(await getOk('/api/v1/articles?limit=3')).toEqual(articles.slice(0, 3));
    expect(await getOk('/api/v1/articles?limit=99999999999999999999999')).toEqual(articles);
  });

  // Every case of the filters, exactness among them, is handle-api.test.ts's: here, one of each through HTTP.
  it('matches a status and a tag case-insensitively, then applies the limit', async () => {
    const live = projects.filter((p) => p.status === 'Live');
    expect(projects.indexOf(live[1]!)).toBeGreaterThan(1);
    expect(ids(await getOk<Json[]>('/api/v1/projects?limit=2&status=LIVE'))).toEqual(ids(live.slice(0, 2)));
    const operations = articles.filter((a) => a.tags.includes('Operations'));
    expect(articles.indexOf(operations[1]!)).toBeGreaterThan(1);
    expect(ids(await getOk<Json[]>('/api/v1/articles?tag=operations&limit=2'))).toEqual(ids(operations.slice(0, 2)));
  });
});

type Result = { type: 'project' | 'article'; id: string; title: string; excerpt: string; url: string };
// The independent computation: every project's whole document (for `problem`), every article summary.
const details = await Promise.all(projects.map((p) => getOk(`/api/v1/projects/${p.id}`)));
function expected(q: string): Result[] {
  const needle = fold(q);
  const hit = (...fields: string[]) => fields.some((field) => fold(field).includes(needle));
  return [
    ...details
      .filter((p) => hit(p.title, p.tagline, p.problem))
      .map((p) => ['project', p.id, p.title, p.tagline] as const),
    ...articles
      .filter((a) => hit(a.title, a.excerpt, ...a.tags))
      .map((a) => ['article', a.slug, a.title, a.excerpt] as const),
  ].map(([type, id, title, excerpt]) => ({ type, id, title, excerpt, url: `${siteUrl()}/${type}s/${id}` }));
}

describe('search', () => {
  it.each(['pOsTgReS 1', 'ele\u0301ctrico', 'json api', '%', 'e'])(
    'q=%j matches the independent computation',
    async (q) => {
      const found = await getOk<Result[]>(`/api/v1/search?q=${encodeURIComponent(q)}`);
      // Projects first, in project order, then articles, newest first: the order the computation lists them in.
      expect(found).toEqual(expected(q));
      // Each of these finds something in the sample: a query that matched nothing would prove little.
      expect(found.length).toBeGreaterThan(0);
    },
  );

  // That 256 are accepted, in every kind of code point, is handle-api.test.ts's.
  it('refuses 257 code points with invalid_query', async () => {
    const long = await call(`/api/v1/search?q=${encodeURIComponent('😀'.repeat(257))}`);
    const error = expectError(long, 400, 'invalid_query');
    expect(error?.message).toContain('257');
  });
});

describe('the REST documents', () => {
  it('the project list has every project file, ordered by order, then updatedAt newest first, then id', async () => {
    const dir = path.resolve('content/projects');
    const expected = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => {
        const data = parseYaml(readFileSync(path.join(dir, file), 'utf8')) as Json;
        return { id: data.slug ?? path.parse(file).name, order: data.order, time: Date.parse(data.updatedAt) };
      })
      .sort((a, b) => a.order - b.order || b.time - a.time || (a.id < b.id ? -1 : 1))
      .map((p) => p.id);
    expect(projects.map((p) => p.id)).toEqual(expected);
  });

  it('the article list has every article file, newest first, ties by slug', async () => {
    // One article per file; content/articles/images/ holds the articles' images.
    const files = readdirSync(path.resolve('content/articles'), { withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(articles).toHaveLength(files.length);
    const sorted = [...articles].sort(
      (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
    );
    expect(articles.map((a) => a.slug)).toEqual(sorted.map((a) => a.slug));
  });

  it('every listed project and article has its whole document, which says what the list says of it, and the profile lists the projects in the order of the project list', async () => {
    expect(profile.projects).toEqual(
      projects.map(({ id, title, tagline, status }) => ({ id, title, tagline, status })),
    );
    for (const [index, summary] of projects.entries())
      for (const key of Object.keys(summary))
        expect(details[index]![key], `${summary.id} ${key}`).toEqual((summary as Json)[key]);
    for (const summary of articles) {
      const { bodyMarkdown, ...rest } = await getOk(`/api/v1/articles/${summary.slug}`);
      expect(rest).toEqual(summary);
      expect(bodyMarkdown.length, summary.slug).toBeGreaterThan(0);
    }
  });
});

it('GET /api/openapi.json serves an OpenAPI 3.1 document for this site with the operations of the contract, each GET with a 304 and an If-None-Match parameter, the Allow header on 405, mirrored at /openapi.json whatever Accept says, the person behind the API its contact', async () => {
  const body = await getOk('/api/openapi.json');
  expect([body.openapi, body.info.version, body.servers[0]?.url]).toEqual(['3.1.0', '1.0.0', `${siteUrl()}/api`]);
  expect(body.info.contact).toEqual({ name: profile.name, url: profile.links.site, email: profile.links.email });
  const ids = Object.values<Json>(body.paths).flatMap((item) => Object.values<Json>(item).map((op) => op.operationId));
  const operations = [...COLLECTION_OPERATIONS, SEARCH_OPERATION].map((operation) => operation.operationId);
  expect(ids).toEqual(expect.arrayContaining([...operations, 'getOpenApiSpec']));
  expect(Object.keys(body.components.responses.MethodNotAllowed.headers)).toContain('Allow');
  const gets = Object.entries<Json>(body.paths).filter(([, item]) => item.get);
  expect(gets.length).toBe(7);
  for (const [path, { get }] of gets) {
    expect(Object.keys(get.responses), path).toEqual(expect.arrayContaining(['200', '304', '405']));
    expect(get.parameters, path).toContainEqual({ $ref: '#/components/parameters/IfNoneMatch' });
  }
  const mirror = await call('/openapi.json', { headers: { Accept: 'text/html' } });
  await expectOk(mirror);
  expect(JSON.parse(mirror.text)).toEqual(body);
});
