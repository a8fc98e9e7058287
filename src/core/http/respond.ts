import { ApiError } from '../errors/api-error.ts';
import { errorHeaders, successHeaders } from './headers.ts';

/** The one place an ApiError becomes an HTTP answer. */
export function errorResponse(error: ApiError, baseUrl: string, method = 'GET'): Response {
  const headers = errorHeaders();
  if (error.allow) headers.set('Allow', error.allow.join(', '));
  const body = method === 'HEAD' ? null : JSON.stringify(error.toEnvelope(baseUrl));
  return new Response(body, { status: error.status, headers });
}

/** 200 with the success headers; `null` for HEAD, which gets the same headers and no body. */
export function okResponse(body: string | null, etag: string): Response {
  return new Response(body, { status: 200, headers: successHeaders(etag) });
}

/** 304: the client's copy is current. The headers a 200 would carry, no body. */
export function notModifiedResponse(etag: string): Response {
  return new Response(null, { status: 304, headers: successHeaders(etag) });
}
