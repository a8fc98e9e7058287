import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { placesOf } from '../collections/paths.ts';
import type { SearchResult } from '../schemas/search-result.ts';
import type { ApiIndex } from './api-index.ts';
import { foldCase, itemKeys } from './folded-keys.ts';

/** Case-insensitive substring search, in registry order, each collection in its list order. */
export function search(index: ApiIndex, query: string): SearchResult[] {
  const needle = foldCase(query);
  return LIST_COLLECTIONS.flatMap((row) => {
    const list = index.lists[row.name];
    if (!list) return [];
    const keys = itemKeys(row, list);
    return list.summaries
      .filter((_, i) => keys[i]?.searchable.some((field) => field.includes(needle)) === true)
      .map((summary) => {
        const id = String(summary[row.idField]);
        return {
          type: row.singular,
          id,
          title: String(summary[row.search.title]),
          excerpt: String(summary[row.search.excerpt]),
          url: `${index.baseUrl}${placesOf(row, id).page}`,
        };
      });
  });
}
