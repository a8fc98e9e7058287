import { JSON_CONTENT_TYPE, MARKDOWN_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../contract.ts';
import { serviceDescLink } from './links.ts';

/**
 * Headers on every API answer, success or error, and `more`. A script on another origin may read, besides CORS's
 * safelisted headers, the tag to send back in `If-None-Match` (allowed in a preflight) and the methods a 405 names.
 */
export const baseHeaders = (more: Readonly<Record<string, string>> = {}): Headers =>
  new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, Allow',
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Content-Type-Options': 'nosniff',
    ...more,
  });

export const successHeaders = (etag: string, baseUrl: string): Headers =>
  baseHeaders({ 'Cache-Control': SUCCESS_CACHE_CONTROL, ETag: etag, Link: serviceDescLink(baseUrl) });

/** Every markdown twin (and llms.txt): markdown as UTF-8, open to any origin, cached as the API is. */
export const TWIN_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': MARKDOWN_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': SUCCESS_CACHE_CONTROL,
};
