import type { StaticFile } from '../api-index.ts';
import { ApiError } from '../errors/api-error.ts';
import { listArticles, listProjects } from '../query/list.ts';
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
  const { index } = lookup;
  switch (route.kind) {
    case 'file':
      return fileAt(lookup, route.path);
    case 'projects': {
      const status = params.get('status') ?? undefined;
      const limit = parseLimit(params.get('limit'));
      return listAnswer(lookup, '/api/v1/projects', index.projects.length, status, limit, () => listProjects(index, { status, limit }));
    }
    case 'articles': {
      const tag = params.get('tag') ?? undefined;
      const limit = parseLimit(params.get('limit'));
      return listAnswer(lookup, '/api/v1/articles', index.articles.length, tag, limit, () => listArticles(index, { tag, limit }));
    }
    case 'search':
      return { body: JSON.stringify(search(index, parseSearchQuery(params.get('q')))) };
    case 'project':
      return { file: found(lookup.projects.get(route.slug), 'project_not_found', route.slug) };
    case 'article':
      return { file: found(lookup.articles.get(route.slug), 'article_not_found', route.slug) };
  }
}

/** The whole, unfiltered list is the pre-rendered file; anything narrower is computed. */
function listAnswer(
  lookup: ApiLookup,
  path: string,
  size: number,
  filter: string | undefined,
  limit: number | undefined,
  compute: () => unknown[],
): Answer {
  if (filter === undefined && (limit === undefined || limit >= size)) return fileAt(lookup, path);
  return { body: JSON.stringify(compute()) };
}

function fileAt(lookup: ApiLookup, path: string): Answer {
  return { file: found(lookup.files.get(path), 'not_found', path) };
}

function found(file: StaticFile | undefined, code: 'project_not_found' | 'article_not_found' | 'not_found', value: string): StaticFile {
  if (!file) throw new ApiError(code, { value });
  return file;
}
