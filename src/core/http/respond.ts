import { NO_STORE } from '../contract.ts';
import { ApiError } from '../errors/api-error.ts';
import { baseHeaders, successHeaders } from './headers.ts';

/**
 * The body of every answer to HEAD: an empty stream, which states no length. No body at all gets `Content-Length: 0`
 * from Deno and Node, not the length GET would send (RFC 9110 §8.6); the platform drops one an edge function sets.
 */
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
