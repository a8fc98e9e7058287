import { placesOf } from '../collections/paths.ts';
import { ApiError } from '../errors/api-error.ts';
import { notFoundCode, type ErrorCode } from '../errors/catalogue.ts';
import type { StaticFile } from '../query/api-index.ts';
import { listItems } from '../query/list.ts';
import type { ApiLookup } from '../query/lookup.ts';
import { parseLimit, parseSearchQuery } from '../query/parse-params.ts';
import { search } from '../query/search.ts';
import type { Route } from './routes.ts';

/** A route's 200 answer: a pre-rendered file, or a body computed from the query. */
export type Answer = { file: StaticFile } | { body: string };

/**
 * Validates the route's parameters and finds its answer; throws the ApiError for a bad parameter
 * or an unknown slug. Unknown parameters are ignored; a repeated one counts with its first value.
 */
export function resolveRoute(route: Route, params: URLSearchParams, lookup: ApiLookup): Answer {
  switch (route.kind) {
    case 'file':
      return fileAt(lookup, route.path);
    case 'list': {
      const row = route.collection;
      const filter = params.get(row.filter.param) ?? undefined;
      const limit = parseLimit(params.get('limit'));
      const size = lookup.index.lists[row.name]?.summaries.length ?? 0;
      // The whole, unfiltered list is the pre-rendered file; anything narrower is computed.
      if (filter === undefined && (limit === undefined || limit >= size)) return fileAt(lookup, placesOf(row).api);
      return { body: JSON.stringify(listItems(lookup.index, row, { filter, limit })) };
    }
    case 'search':
      return { body: JSON.stringify(search(lookup.index, parseSearchQuery(params.get('q')))) };
    case 'item':
      return found(
        lookup.files.get(placesOf(route.collection, route.slug).api),
        notFoundCode(route.collection),
        route.slug,
      );
  }
}

const fileAt = (lookup: ApiLookup, path: string) => found(lookup.files.get(path), 'not_found', path);

function found(file: StaticFile | undefined, code: ErrorCode, value: string): Answer {
  if (!file) throw new ApiError(code, { value });
  return { file };
}
