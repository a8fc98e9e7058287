/** What the request-time layer asks of the baked index (a list, filtered and cut; search), and its parameters. */
import type { ListCollection } from '../collections/define.ts';
import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { placesOf } from '../collections/paths.ts';
import { MAX_QUERY_LENGTH } from '../contract.ts';
import { ApiError } from '../errors/api-error.ts';
import type { SearchResult } from '../schemas/search-result.ts';
import { indexedItems, type ApiIndex, type IndexedList } from './api-index.ts';

const foldCase = (text: string): string => text.normalize('NFC').toLowerCase();

type KeyedItem = { summary: Record<string, unknown>; filter: string[]; searchable: string[] };

const cache = new WeakMap<IndexedList, KeyedItem[]>();

/** Each item's summary with its filter and search keys, once per list: the baked index never changes while served. */
export function keyedItems(row: ListCollection, list: IndexedList | undefined): KeyedItem[] {
  if (!list) return [];
  const keys = () =>
    indexedItems(list).map((item, i) => ({
      summary: list.summaries[i]!,
      filter: foldedValues(item[row.filter.field]),
      searchable: row.search.fields.flatMap((field) => foldedValues(item[field])),
    }));
  return cache.get(list) ?? cache.set(list, keys()).get(list)!;
}

/** A string, or the strings of a list. */
const foldedValues = (value: unknown): string[] =>
  [value].flat().flatMap((item) => (typeof item === 'string' ? [foldCase(item)] : []));

/** The filter (a case-insensitive exact match) first, then the limit. */
export function listItems(
  index: Pick<ApiIndex, 'lists'>,
  row: ListCollection,
  { filter, limit }: { filter?: string | undefined; limit?: number | undefined },
): Record<string, unknown>[] {
  const wanted = filter === undefined ? undefined : foldCase(filter);
  return keyedItems(row, index.lists[row.name])
    .filter((item) => wanted === undefined || item.filter.includes(wanted))
    .map((item) => item.summary)
    .slice(0, limit);
}

/** Case-insensitive substring search, in registry order, each collection in its list order. */
export function search(index: ApiIndex, query: string): SearchResult[] {
  const needle = foldCase(query);
  return LIST_COLLECTIONS.flatMap((row) =>
    keyedItems(row, index.lists[row.name])
      .filter((item) => item.searchable.some((field) => field.includes(needle)))
      .map(({ summary }) => {
        const id = String(summary[row.idField]);
        return {
          type: row.singular,
          id,
          title: String(summary[row.search.title]),
          excerpt: String(summary[row.search.excerpt]),
          url: `${index.baseUrl}${placesOf(row, id).page}`,
        };
      }),
  );
}

/** `limit`: absent, or digits only with no leading zero (`0`, `-1`, `1.5`, `1e3`, ` 1` are all invalid). */
export function parseLimit(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^[1-9][0-9]*$/.test(raw)) throw new ApiError('invalid_limit', { value: raw });
  // Beyond 2^53 the value cannot be exact, but any such limit already exceeds every collection.
  return Number(raw);
}

/** `q`: required, not trimmed, at most `MAX_QUERY_LENGTH` code points. */
export function parseSearchQuery(raw: string | null): string {
  if (raw === null || raw === '') throw new ApiError('missing_query');
  if ([...raw].length > MAX_QUERY_LENGTH) throw new ApiError('invalid_query', { value: raw });
  return raw;
}
