import { JSON_CONTENT_TYPE, NO_STORE, SUCCESS_CACHE_CONTROL } from '../contract.ts';

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
  headers.set('Cache-Control', NO_STORE);
  return headers;
}
