import type { ApiIndex } from '../query/api-index.ts';
import { ApiError, asApiError } from '../errors/api-error.ts';
import { createLookup, type ApiLookup } from '../query/lookup.ts';
import { ifNoneMatchMatches } from './conditional.ts';
import { isPreflight, preflightResponse } from './cors.ts';
import { etagOf } from './etag.ts';
import { successHeaders } from './headers.ts';
import { acceptsJson } from './negotiate.ts';
import { errorResponse, okResponse } from './respond.ts';
import { resolveRoute } from './resolve.ts';
import { matchRoute } from './routes.ts';

/** What every REST path answers: reads, plus CORS preflights. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * Either an answer, or "serve this pre-rendered file": the platform glue fetches it and sends its
 * body with `successHeaders(etag, baseUrl)`.
 */
export type ApiOutcome = { kind: 'static'; file: string; etag: string } | { kind: 'response'; response: Response };

/** Prepares the baked index once (Maps, case-folded keys) and answers requests from it. */
export function createApiHandler(index: ApiIndex): (request: Request) => Promise<ApiOutcome> {
  const lookup = createLookup(index);
  return async (request) => {
    try {
      const outcome = await decide(request, lookup, index.baseUrl);
      return outcome instanceof Response ? { kind: 'response', response: outcome } : outcome;
    } catch (error) {
      return { kind: 'response', response: errorResponse(asApiError(error), index.baseUrl, request.method) };
    }
  };
}

/**
 * When several things are wrong, the first check that fails answers (docs/rest-api.md):
 * CORS preflight (204), unknown path (404), method (405), Accept (406), query parameters (400),
 * unknown slug (404), then `If-None-Match` (304) on what would otherwise be a 200.
 */
async function decide(request: Request, lookup: ApiLookup, baseUrl: string): Promise<Response | ApiOutcome> {
  if (isPreflight(request)) return preflightResponse(ALLOWED_METHODS);
  const url = new URL(request.url);
  const route = matchRoute(url.pathname);
  if (!route) throw new ApiError('not_found', { value: url.pathname });
  // Any other method, a bare OPTIONS included, is 405 with `Allow`.
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw new ApiError('method_not_allowed', { value: request.method, allow: ALLOWED_METHODS });
  const accept = request.headers.get('Accept');
  if ((route.kind !== 'file' || route.negotiable) && !acceptsJson(accept))
    throw new ApiError('not_acceptable', { value: accept ?? '' });

  const resolved = resolveRoute(route, url.searchParams, lookup);
  const etag = 'file' in resolved ? resolved.file.etag : await etagOf(resolved.body);
  // 304: the client's copy is current; the headers a 200 would carry, no body.
  if (ifNoneMatchMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: successHeaders(etag, baseUrl) });
  if ('body' in resolved) return okResponse(resolved.body, etag, baseUrl, request.method);
  // HEAD needs no file: the answer is its headers.
  if (request.method === 'HEAD') return okResponse('', etag, baseUrl, 'HEAD');
  return { kind: 'static', file: resolved.file.file, etag };
}
