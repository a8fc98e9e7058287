import { NO_STORE } from '../contract.ts';
import { ApiError } from '../errors/api-error.ts';
import { baseHeaders, successHeaders } from './headers.ts';

/**
 * The body of every answer to HEAD: empty, and of no stated length. A response without a body is
 * given `Content-Length: 0` by the runtimes (Deno, Node), which is not the length GET would send
 * (RFC 9110 §8.6 allows that length or none); an empty stream has no length, and a server sends
 * no content for HEAD anyway. (An edge function's own Content-Length is removed by the platform,
 * so stating the GET's length is not possible.)
 */
export function headBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * The one place an ApiError becomes an HTTP answer. HEAD gets the same status and headers as GET,
 * and no body.
 */
export function errorResponse(error: ApiError, baseUrl: string, method = 'GET'): Response {
  const headers = baseHeaders();
  headers.set('Cache-Control', NO_STORE);
  if (error.allow) headers.set('Allow', error.allow.join(', '));
  const body = method === 'HEAD' ? headBody() : JSON.stringify(error.toEnvelope(baseUrl));
  return new Response(body, { status: error.status, headers });
}

/** 200 with the success headers and the body; for HEAD, the same headers and no body. */
export function okResponse(body: string, etag: string, baseUrl: string, method = 'GET'): Response {
  return new Response(method === 'HEAD' ? headBody() : body, { status: 200, headers: successHeaders(etag, baseUrl) });
}
