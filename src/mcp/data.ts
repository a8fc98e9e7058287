/** The published files: the index in memory, the rest read on first need and kept (they change only on deploy). */
import type { Collection, ListCollection } from '../core/collections/define.ts';
import { fileOf, placesOf } from '../core/collections/paths.ts';
import { indexedItems, type ApiIndex } from '../core/query/api-index.ts';

export type McpData = ReturnType<typeof publishedData>;

export function publishedData(index: ApiIndex, read: (path: string) => Promise<string>) {
  const files = new Map<string, Promise<string>>();
  // Each file once; a failed read is tried again by the next call that needs it.
  const once = (path: string) => {
    if (files.has(path)) return files.get(path)!;
    const pending = read(path);
    files.set(path, pending);
    pending.catch(() => files.delete(path));
    return pending;
  };
  const listed = (row: Collection, slug?: string) =>
    row.kind === 'singleton' ? slug === undefined : slug !== undefined && indexedItem(index, row, slug) !== undefined;
  return {
    index,
    /** A list's items as the index holds them (summary and extra fields), in list order. */
    items: (row: ListCollection) => indexedItems(index.lists[row.name]),
    /** undefined for a slug the index does not list; the file, emitted from the row's detail schema, is an object. */
    document: async (row: Collection, slug?: string) =>
      listed(row, slug)
        ? (JSON.parse(await once(fileOf(placesOf(row, slug).api))) as Record<string, unknown>)
        : undefined,
    /** Byte for byte the published file; undefined for a slug the index does not list. */
    twin: async (row: Collection, slug?: string) => (listed(row, slug) ? once(placesOf(row, slug).twin) : undefined),
    /** Any other published file by its path (the server card). */
    published: once,
  };
}

export const indexedItem = (index: ApiIndex, row: ListCollection, slug: string) =>
  indexedItems(index.lists[row.name]).find((item) => String(item[row.idField]) === slug);
