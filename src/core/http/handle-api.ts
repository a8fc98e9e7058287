import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { API_METHODS } from '../contract.ts';
import { placesOf } from '../collections/paths.ts';
import { ApiError, asApiError } from '../errors/api-error.ts';
import { notFoundCode, type ErrorCode } from '../errors/catalogue.ts';
import type { ApiIndex, StaticFile } from '../query/api-index.ts';
import { keyedItems, listItems, parseLimit, parseSearchQuery, search } from '../query/search.ts';
import { etagOf, ifNoneMatchMatches } from './etag.ts';
import { errorResponse, isPreflight, okResponse, preflightResponse, successHeaders } from './headers.ts';
import { acceptsJson } from './negotiate.ts';
import { matchRoute, type Route } from './routes.ts';

/** An answer, or a pre-rendered file the platform glue fetches and sends with `successHeaders(etag, baseUrl)`. */
export type ApiOutcome = { kind: 'static'; file: string; etag: string } | { kind: 'response'; response: Response };

type Files = ReadonlyMap<string, StaticFile>;

/** Prepares the baked index once (Maps, each list's case-folded keys) and answers requests from it. */
export function createApiHandler(index: ApiIndex): (request: Request) => Promise<ApiOutcome> {
  for (const row of LIST_COLLECTIONS) keyedItems(row, index.lists[row.name]);
  // In a Map: `__proto__` finds nothing inherited.
  const files = new Map(Object.entries(index.files));
  return async (request) => {
    const outcome = await decide(request, index, files).catch((error: unknown) =>
      errorResponse(asApiError(error), index.baseUrl, request.method),
    );
    return outcome instanceof Response ? { kind: 'response', response: outcome } : outcome;
  };
}

/** When several things are wrong, the first check that fails answers, in the order docs/rest-api.md gives. */
async function decide(request: Request, index: ApiIndex, files: Files): Promise<Response | ApiOutcome> {
  const { baseUrl } = index;
  if (isPreflight(request)) return preflightResponse(API_METHODS);
  const url = new URL(request.url);
  const route = matchRoute(url.pathname);
  if (!route) throw new ApiError('not_found', { value: url.pathname });
  // Any other method, a bare OPTIONS included, is 405 with `Allow`.
  if (request.method !== 'GET' && request.method !== 'HEAD')
    throw new ApiError('method_not_allowed', { value: request.method, allow: API_METHODS });
  const accept = request.headers.get('Accept');
  if ((route.kind !== 'file' || route.negotiable) && !acceptsJson(accept))
    throw new ApiError('not_acceptable', { value: accept ?? '' });

  const resolved = resolveRoute(route, url.searchParams, index, files);
  const etag = 'file' in resolved ? resolved.file.etag : await etagOf(resolved.body);
  // 304: the client's copy is current; the headers a 200 would carry, no body.
  if (ifNoneMatchMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: successHeaders(etag, baseUrl) });
  if ('body' in resolved) return okResponse(resolved.body, etag, baseUrl, request.method);
  // HEAD needs no file: the answer is its headers.
  if (request.method === 'HEAD') return okResponse('', etag, baseUrl, 'HEAD');
  return { kind: 'static', file: resolved.file.file, etag };
}

/** The 200 answer, a pre-rendered file or a computed body; parameters are read as docs/rest-api.md says. */
function resolveRoute(route: Route, params: URLSearchParams, index: ApiIndex, files: Files) {
  switch (route.kind) {
    case 'file':
      return fileAt(files, route.path);
    case 'list': {
      const row = route.collection;
      const filter = params.get(row.filter.param) ?? undefined;
      const limit = parseLimit(params.get('limit'));
      const size = index.lists[row.name]?.summaries.length ?? 0;
      // The whole, unfiltered list is the pre-rendered file; anything narrower is computed.
      if (filter === undefined && (limit === undefined || limit >= size)) return fileAt(files, placesOf(row).api);
      return { body: JSON.stringify(listItems(index, row, { filter, limit })) };
    }
    case 'search':
      return { body: JSON.stringify(search(index, parseSearchQuery(params.get('q')))) };
    case 'item':
      return fileAt(files, placesOf(route.collection, route.slug).api, notFoundCode(route.collection), route.slug);
  }
}

function fileAt(files: Files, path: string, code: ErrorCode = 'not_found', value = path) {
  const file = files.get(path);
  if (!file) throw new ApiError(code, { value });
  return { file };
}
