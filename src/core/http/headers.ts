import { JSON_CONTENT_TYPE, MARKDOWN_CONTENT_TYPE, NO_STORE, SUCCESS_CACHE_CONTROL } from '../contract.ts';
import { serviceDescLink } from './links.ts';

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

export function successHeaders(etag: string, baseUrl: string): Headers {
  const headers = baseHeaders();
  headers.set('Cache-Control', SUCCESS_CACHE_CONTROL);
  headers.set('ETag', etag);
  headers.set('Link', serviceDescLink(baseUrl));
  return headers;
}

/** Every markdown twin (and llms.txt): markdown as UTF-8, open to any origin, cached as the API is. */
export const TWIN_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': MARKDOWN_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': SUCCESS_CACHE_CONTROL,
};

export function errorHeaders(): Headers {
  const headers = baseHeaders();
  headers.set('Cache-Control', NO_STORE);
  return headers;
}
