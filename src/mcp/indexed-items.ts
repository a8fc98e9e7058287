/**
 * A list's items as the baked index holds them: each summary with its extra fields (what search,
 * the filter and the resource listing read), found by slug through a Map (so `__proto__` or
 * `constructor` never find an inherited property). Built once per index, when first asked.
 */
import type { ListCollection } from '../core/collections/define.ts';
import type { ApiIndex, IndexedList } from '../core/query/api-index.ts';

interface Items {
  items: readonly Record<string, unknown>[];
  bySlug: ReadonlyMap<string, Record<string, unknown>>;
}

const EMPTY: Items = { items: [], bySlug: new Map() };
const built = new WeakMap<IndexedList, Items>();

function itemsOfList(index: ApiIndex, row: ListCollection): Items {
  const list = index.lists[row.name];
  if (!list) return EMPTY;
  let items = built.get(list);
  if (!items) {
    const all = list.summaries.map((summary, i) => ({ ...summary, ...list.extra?.[i] }));
    items = { items: all, bySlug: new Map(all.map((item) => [String(item[row.idField]), item])) };
    built.set(list, items);
  }
  return items;
}

/** Every item of the list, in list order. */
export function indexedItems(index: ApiIndex, row: ListCollection): readonly Record<string, unknown>[] {
  return itemsOfList(index, row).items;
}

/** The item with this slug; undefined when the list has none. */
export function indexedItem(index: ApiIndex, row: ListCollection, slug: string): Record<string, unknown> | undefined {
  return itemsOfList(index, row).bySlug.get(slug);
}
