import { ERROR_CACHE_CONTROL, JSON_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from './cache.ts';

/** Headers on every API answer, success or error. */
export function baseHeaders(): Headers {
  return new Headers({
    'Access-Control-Allow-Origin': '*',
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
  headers.set('Cache-Control', ERROR_CACHE_CONTROL);
  return headers;
}
