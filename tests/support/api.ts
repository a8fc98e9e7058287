import { expect } from 'vitest';
import { NO_STORE, JSON_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../../src/core/contract.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import { openApiValidator, request, siteUrl } from './http.ts';

export type Validator = Awaited<ReturnType<typeof openApiValidator>>;

/** One answer, read whole. */
export type Answer = Awaited<ReturnType<typeof call>>;

/** A request to the served site. Every answer is checked not to be a server error (5xx). */
export async function call(path: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  const response = await request(path, init);
  const text = await response.text();
  expect(response.status, `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  return { method, path, status: response.status, headers: response.headers, text };
}

/** The headers every API answer carries, success or error. */
export function expectApiHeaders(answer: Answer): void {
  const where = `${answer.method} ${answer.path} (${answer.status})`;
  expect(answer.headers.get('access-control-allow-origin'), where).toBe('*');
  expect(answer.headers.get('content-type'), where).toBe(JSON_CONTENT_TYPE);
  expect(answer.headers.get('x-content-type-options'), where).toBe('nosniff');
}

/** 200 with the success headers and a strong ETag that is the hash of the bytes served. */
export async function expectOk(answer: Answer): Promise<void> {
  expect(answer.status, `${answer.method} ${answer.path}: ${answer.text.slice(0, 300)}`).toBe(200);
  expectApiHeaders(answer);
  expect(answer.headers.get('cache-control')).toBe(SUCCESS_CACHE_CONTROL);
  expect(answer.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  if (answer.method === 'GET') expect(answer.headers.get('etag')).toBe(await etagOf(answer.text));
}

/** GET that must succeed; returns the parsed body. */
export async function getOk<T = unknown>(path: string, init?: RequestInit): Promise<T> {
  const answer = await call(path, init);
  await expectOk(answer);
  return JSON.parse(answer.text) as T;
}

/**
 * The error envelope with its code, the error headers, and the body valid against the served
 * OpenAPI document's response for that path and status. An unknown path has no operation: its
 * 404 is checked against the shared NotFound response.
 */
export function expectError(answer: Answer, status: number, code: string, validator: Validator) {
  const where = `${answer.method} ${answer.path}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBe(status);
  expectApiHeaders(answer);
  expect(answer.headers.get('cache-control')).toBe(NO_STORE);
  expect(answer.headers.get('etag')).toBeNull();
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
export function operationPath(path: string): string | undefined {
  const pathname = new URL(path, 'http://x').pathname.replace(/\/+$/, '');
  if (pathname === '/api/openapi.json' || pathname === '/openapi.json') return '/openapi.json';
  if (/^\/api\/v1\/(profile|projects|articles|search)$/.test(pathname)) return pathname.slice('/api'.length);
  const detail = /^\/api\/v1\/(projects|articles)\/[^/]+$/.exec(pathname);
  return detail ? `/v1/${detail[1]}/{slug}` : undefined;
}
