/** The API's headers and the answers made of them: CORS preflights, errors, 200s, and HEAD's empty body. */
import {
  JSON_CONTENT_TYPE,
  MARKDOWN_CONTENT_TYPE,
  NO_STORE,
  PREFLIGHT_MAX_AGE,
  SUCCESS_CACHE_CONTROL,
} from '../contract.ts';
import { ApiError } from '../errors/api-error.ts';
import { serviceDescLink } from './links.ts';

/** On every API answer; other origins' scripts may also read the ETag to send back, a 405's methods and the Link. */
export const baseHeaders = (more: Readonly<Record<string, string>> = {}): Headers =>
  new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, Allow, Link',
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Content-Type-Options': 'nosniff',
    ...more,
  });

export const successHeaders = (etag: string, baseUrl: string, more: Readonly<Record<string, string>> = {}): Headers =>
  baseHeaders({ 'Cache-Control': SUCCESS_CACHE_CONTROL, ETag: etag, Link: serviceDescLink(baseUrl), ...more });

/** Every markdown twin (and llms.txt): markdown as UTF-8, open to any origin, cached as the API is. */
export const TWIN_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': MARKDOWN_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': SUCCESS_CACHE_CONTROL,
};

/** Request headers a browser may send cross-origin: the REST API's and MCP's (2026-07-28: Mcp-Method, Mcp-Name). */
const ALLOW_HEADERS =
  'Accept, Content-Type, If-None-Match, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID, Mcp-Method, Mcp-Name';

export const isPreflight = (request: Request): boolean =>
  request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method');

/** 204 answer to a preflight, allowing the path's methods from any origin for a day. */
export function preflightResponse(allowMethods: readonly string[]): Response {
  const headers = baseHeaders();
  headers.delete('Content-Type');
  // A preflight's answer is read by the browser alone.
  headers.delete('Access-Control-Expose-Headers');
  headers.set('Access-Control-Allow-Methods', allowMethods.join(', '));
  headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
  headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
  headers.set('Cache-Control', `public, max-age=${PREFLIGHT_MAX_AGE}`);
  return new Response(null, { status: 204, headers });
}

// HEAD's body: an empty stream states no length, where none would get `Content-Length: 0` from Deno and Node, not
// GET's length (RFC 9110 §8.6); the platform drops one an edge function sets.
export const headBody = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

/** The one place an ApiError becomes an HTTP answer; HEAD gets GET's status and headers, no body. */
export function errorResponse(error: ApiError, baseUrl: string, method = 'GET'): Response {
  const headers = baseHeaders({ 'Cache-Control': NO_STORE });
  if (error.details.allow) headers.set('Allow', error.details.allow.join(', '));
  const body = method === 'HEAD' ? headBody() : JSON.stringify(error.toEnvelope(baseUrl));
  return new Response(body, { status: error.status, headers });
}

/** 200 with the success headers and the body; for HEAD, the same headers and no body. */
export const okResponse = (body: string, etag: string, baseUrl: string, method = 'GET'): Response =>
  new Response(method === 'HEAD' ? headBody() : body, { status: 200, headers: successHeaders(etag, baseUrl) });
