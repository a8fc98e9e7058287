import type { ListCollection } from '../collections/define.ts';
import type { ApiIndex } from './api-index.ts';
import { foldCase, itemKeys } from './folded-keys.ts';

/** The filter (a case-insensitive exact match) first, then the limit. */
export function listItems(
  index: Pick<ApiIndex, 'lists'>,
  row: ListCollection,
  { filter, limit }: { filter?: string | undefined; limit?: number | undefined },
): Record<string, unknown>[] {
  const list = index.lists[row.name];
  if (!list) return [];
  const wanted = filter === undefined ? undefined : foldCase(filter);
  const keys = itemKeys(row, list);
  const matching = list.summaries.filter((_, i) => wanted === undefined || keys[i]?.filter.includes(wanted) === true);
  return limit === undefined ? matching : matching.slice(0, limit);
}
