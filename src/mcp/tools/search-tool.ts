import * as z from 'zod';
import { search as querySearch } from '../../core/query/search.ts';
import { SearchResult } from '../../core/schemas/search-result.ts';
import { queryArgument } from './arguments.ts';
import { defineTool } from './define-tool.ts';

export const search = defineTool({
  name: 'search',
  title: 'Search projects and articles',
  description:
    'Find projects and articles mentioning a word or phrase (case-insensitive substring; projects match on title, tagline and problem, articles on title, excerpt and tags). All matching projects come first, then all matching articles. Each result has type ("project" or "article"), id (the slug for get_project or get_article), title, excerpt and the url of its web page. Same data as GET /api/v1/search. Returns { results: [...] }, possibly empty.',
  inputSchema: z.object({ q: queryArgument }),
  outputSchema: z.object({ results: z.array(SearchResult) }),
  run: ({ q }, data) => ({ results: querySearch(data.index, q) }),
});
