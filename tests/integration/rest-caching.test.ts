import { beforeAll, describe, expect, it } from 'vitest';
import { NO_STORE, SUCCESS_CACHE_CONTROL } from '../../src/core/contract.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import { call, expectApiHeaders, expectError, expectOk, REST_PATHS, type Validator } from '../support/api.ts';
import { openApiValidator } from '../support/http.ts';

let validator: Validator;

beforeAll(async () => {
  validator = await openApiValidator();
});

describe('headers on every status', () => {
  it.each([
    ['200 from a pre-rendered file', '/api/v1/profile', {}, 200],
    ['200 computed', '/api/v1/projects?status=live', {}, 200],
    ['304', '/api/v1/articles', { headers: { 'If-None-Match': '*' } }, 304],
    ['400', '/api/v1/articles?limit=0', {}, 400],
    ['404', '/api/v1/articles/nope', {}, 404],
    ['405', '/api/v1/articles', { method: 'DELETE' }, 405],
    ['406', '/api/v1/articles', { headers: { Accept: 'text/plain' } }, 406],
  ] as const)(
    '%s carries CORS, the JSON content type, nosniff and its caching policy',
    async (_, path, init, status) => {
      const answer = await call(path, init as RequestInit);
      expect(answer.status).toBe(status);
      expectApiHeaders(answer);
      expect(answer.headers.get('cache-control')).toBe(status < 400 ? SUCCESS_CACHE_CONTROL : NO_STORE);
      expect(answer.headers.get('etag') !== null).toBe(status < 400);
    },
  );

  it('a preflight (204) carries CORS and nosniff, and no content type since it has no content', async () => {
    const answer = await call('/api/v1/profile', {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-type')).toBeNull();
  });
});

describe('ETag', () => {
  it.each([
    ...REST_PATHS,
    '/api/v1/projects?limit=2',
    '/api/v1/projects?status=Shipped',
    '/api/v1/articles?tag=Postgres&limit=1',
  ])('%s has a strong ETag that is the hash of its body', async (path) => {
    const answer = await call(path);
    await expectOk(answer);
    expect(answer.headers.get('etag')).toBe(await etagOf(answer.text));
    expect(answer.headers.get('etag')).not.toMatch(/^W\//);
  });

  it('gives a computed answer whose body equals the whole list the ETag of the pre-rendered list', async () => {
    for (const list of ['projects', 'articles']) {
      const whole = await call(`/api/v1/${list}`);
      for (const query of ['?limit=999', `?limit=${JSON.parse(whole.text).length}`, '?unknown=1']) {
        const answer = await call(`/api/v1/${list}${query}`);
        expect(answer.text).toBe(whole.text);
        expect(answer.headers.get('etag')).toBe(whole.headers.get('etag'));
      }
    }
  });

  it('gives the same ETag to the same answer however the query is spelled', async () => {
    const a = await call('/api/v1/projects?status=live&limit=1');
    const b = await call('/api/v1/projects/?limit=1&status=LIVE&x=y');
    expect(b.text).toBe(a.text);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    const other = await call('/api/v1/projects?status=live&limit=2');
    expect(other.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });
});

describe('If-None-Match', () => {
  const CONDITIONAL = [
    '/api/v1/profile',
    '/api/v1/projects/edge-search',
    '/api/openapi.json',
    '/api/v1/projects?status=live',
    '/api/v1/search?q=postgres',
  ];

  it.each(CONDITIONAL)('%s answers 304 with the ETag and no body when a listed tag matches', async (path) => {
    const etag = (await call(path)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, `W/"nope",W/${etag}`, '*']) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await call(path, { method, headers: { 'If-None-Match': header } });
        expect(answer.status, `${method} If-None-Match: ${header}`).toBe(304);
        expect(answer.text).toBe('');
        expect(answer.headers.get('etag')).toBe(etag);
        expect(answer.headers.get('cache-control')).toBe(SUCCESS_CACHE_CONTROL);
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      }
    }
  });

  it.each(CONDITIONAL)('%s answers 200 when no tag matches or the header is malformed', async (path) => {
    const etag = (await call(path)).headers.get('etag')!;
    for (const header of ['"nope"', etag.slice(1, -1), `${etag.slice(0, -1)}x"`, `${etag}, junk`, 'W/*']) {
      const answer = await call(path, { headers: { 'If-None-Match': header } });
      await expectOk(answer);
      expect(answer.text.length).toBeGreaterThan(1);
    }
  });

  it('never answers 304 in place of an error', async () => {
    expectError(
      await call('/api/v1/projects/nope', { headers: { 'If-None-Match': '*' } }),
      404,
      'project_not_found',
      validator,
    );
    expectError(await call('/api/v1/search', { headers: { 'If-None-Match': '*' } }), 400, 'missing_query', validator);
    expectError(
      await call('/api/v1/profile', { method: 'POST', headers: { 'If-None-Match': '*' } }),
      405,
      'method_not_allowed',
      validator,
    );
  });
});
