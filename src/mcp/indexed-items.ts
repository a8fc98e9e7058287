/**
 * A list's items as the baked index holds them: each summary with its extra fields (what search,
 * the filter and the resource listing read), found by slug through a Map (so `__proto__` or
 * `constructor` never find an inherited property). Built once per index, when first asked.
 */
import type { ListCollection } from '../core/collections/define.ts';
import type { ApiIndex, IndexedList } from '../core/query/api-index.ts';

const built = new WeakMap<IndexedList, Map<string, Record<string, unknown>>>();

function itemsBySlug(index: ApiIndex, row: ListCollection): ReadonlyMap<string, Record<string, unknown>> {
  const list = index.lists[row.name];
  if (!list) return new Map();
  const items = built.get(list) ?? new Map(list.summaries.map((summary, i) => ({ ...summary, ...list.extra?.[i] })).map((item) => [String(item[row.idField]), item]));
  built.set(list, items);
  return items;
}

/** Every item of the list, in list order. */
export function indexedItems(index: ApiIndex, row: ListCollection): Record<string, unknown>[] {
  return [...itemsBySlug(index, row).values()];
}

/** The item with this slug; undefined when the list has none. */
export function indexedItem(index: ApiIndex, row: ListCollection, slug: string): Record<string, unknown> | undefined {
  return itemsBySlug(index, row).get(slug);
}
