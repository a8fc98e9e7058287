import type { ListCollection } from '../collections/define.ts';
import { fieldOf, type IndexedList } from './api-index.ts';
import { foldCase } from './text-match.ts';

/** Case-folded comparison keys of one item, parallel to `IndexedList.summaries`. */
export interface ItemKeys {
  /** The filter field's values: one for a text field, each item of a list field. */
  filter: string[];
  /** The searched fields' values, in the row's order (a list field gives each of its items). */
  searchable: string[];
}

const cache = new WeakMap<IndexedList, ItemKeys[]>();

/**
 * Folds once per list, not per request: the baked index never changes while it is served, so the
 * keys are remembered for each list object (and forgotten with it).
 */
export function itemKeys(row: ListCollection, list: IndexedList): ItemKeys[] {
  let keys = cache.get(list);
  if (keys === undefined) {
    keys = list.summaries.map((_, i) => ({
      filter: foldedValues(fieldOf(list, i, row.filter.field)),
      searchable: row.search.fields.flatMap((field) => foldedValues(fieldOf(list, i, field))),
    }));
    cache.set(list, keys);
  }
  return keys;
}

function foldedValues(value: unknown): string[] {
  if (typeof value === 'string') return [foldCase(value)];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').map(foldCase) : [];
}
