import { JSON_CONTENT_TYPE, NO_STORE, SUCCESS_CACHE_CONTROL } from '../contract.ts';

/**
 * Response headers a script on another origin may read besides CORS's safelisted ones: the tag to
 * send back in `If-None-Match` (allowed in a preflight), and the methods a 405 names.
 */
export const CORS_EXPOSE_HEADERS = ['ETag', 'Allow'];

/** Headers on every API answer, success or error. */
export function baseHeaders(): Headers {
  return new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS.join(', '),
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Content-Type-Options': 'nosniff',
  });
}

export function successHeaders(etag: string): Headers {
  const headers = baseHeaders();
  headers.set('Cache-Control', SUCCESS_CACHE_CONTROL);
  headers.set('ETag', etag);
  return headers;
}

export function errorHeaders(): Headers {
  const headers = baseHeaders();
  headers.set('Cache-Control', NO_STORE);
  return headers;
}
