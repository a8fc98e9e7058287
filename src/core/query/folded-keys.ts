import type { ListCollection } from '../collections/define.ts';
import type { IndexedList } from './api-index.ts';

export const foldCase = (text: string): string => text.normalize('NFC').toLowerCase();

const cache = new WeakMap<IndexedList, { filter: string[]; searchable: string[] }[]>();

/** Each item's filter and search keys, once per list object: the baked index never changes while served. */
export function itemKeys(row: ListCollection, list: IndexedList) {
  const keys = () =>
    list.summaries.map((summary, i) => {
      const item = { ...list.extra?.[i], ...summary };
      return {
        filter: foldedValues(item[row.filter.field]),
        searchable: row.search.fields.flatMap((field) => foldedValues(item[field])),
      };
    });
  return cache.get(list) ?? cache.set(list, keys()).get(list)!;
}

/** A string, or the strings of a list. */
const foldedValues = (value: unknown): string[] =>
  [value].flat().flatMap((item) => (typeof item === 'string' ? [foldCase(item)] : []));
