import * as z from 'zod';
import { LIST_COLLECTIONS } from '../../core/collections/documents.ts';
import { joinWords, operationsOf, SEARCH_OPERATION } from '../../core/collections/operations.ts';
import { search as querySearch } from '../../core/query/search.ts';
import { SearchResult } from '../../core/schemas/search-result.ts';
import { indexedItem } from '../indexed-items.ts';
import { itemResource } from '../resources.ts';
import { queryArgument } from './arguments.ts';
import type { McpTool } from './collection-tools.ts';

const names = LIST_COLLECTIONS.map((row) => row.name);
const scope = LIST_COLLECTIONS.map((row, i) => `${row.name}${i === 0 ? ' match' : ''} on ${joinWords(row.search.fields)}`).join(', ');
const order = names.map((name, i) => (i === 0 ? `All matching ${name} come first` : `then all matching ${name}`)).join(', ');
const types = joinWords(LIST_COLLECTIONS.map((row) => JSON.stringify(row.singular)), 'or');
const getTools = joinWords(LIST_COLLECTIONS.flatMap((row) => operationsOf(row).filter((op) => op.kind === 'get').map((op) => op.tool)), 'or');

export const search: McpTool = {
  name: SEARCH_OPERATION.tool,
  title: `Search ${joinWords(names)}`,
  description: `Find ${joinWords(names)} mentioning a word or phrase (case-insensitive substring; ${scope}). ${order}. Each result has type (${types}), id (the slug for ${getTools}), title, excerpt and the url of its web page. Same data as GET ${SEARCH_OPERATION.path}. Returns { results: [...] }, possibly empty.`,
  inputSchema: z.object({ q: queryArgument }),
  outputSchema: z.object({ results: z.array(SearchResult) }),
  run: ({ q }, data) => ({ results: querySearch(data.index, String(q)) }),
  // Each result's twin: the result says its collection (type) and slug (id).
  links: ({ results }, data) =>
    (results as SearchResult[]).flatMap((result) => {
      const row = LIST_COLLECTIONS.find((candidate) => candidate.singular === result.type);
      const item = row && indexedItem(data.index, row, result.id);
      return row && item ? [itemResource(data, row, item)] : [];
    }),
};
