/**
 * `McpData` over the published site: the index in memory, and each document or twin read from its
 * published file the first time a call needs it, then kept for the life of the instance (the files
 * change only with a new deploy, which starts new instances). Only slugs the index lists are read,
 * so a client's slug never becomes a path of its choosing.
 */
import type { Collection } from '../core/collections/define.ts';
import { apiItemPath, apiPath, fileOf, twinPath } from '../core/collections/paths.ts';
import type { ApiIndex } from '../core/query/api-index.ts';
import type { McpData, ReadPublishedFile } from './data.ts';
import { indexedItem } from './indexed-items.ts';

export function publishedData(index: ApiIndex, read: ReadPublishedFile): McpData {
  // The file was emitted from the row's detail schema: a JSON object.
  const document = once((path) => read(path).then((text) => JSON.parse(text) as Record<string, unknown>));
  const twin = once(read);
  return {
    index,
    document: async (row, slug) => {
      const paths = publishedPaths(index, row, slug);
      return paths && (await document(paths.api));
    },
    twin: async (row, slug) => {
      const paths = publishedPaths(index, row, slug);
      return paths && (await twin(paths.twin));
    },
  };
}

/** Where a document's API file and twin are published; undefined for a slug the index does not list. */
function publishedPaths(index: ApiIndex, row: Collection, slug: string | undefined): { api: string; twin: string } | undefined {
  if (row.kind === 'singleton') return slug === undefined ? { api: fileOf(apiPath(row)), twin: twinPath(row) } : undefined;
  if (slug === undefined || !indexedItem(index, row, slug)) return undefined;
  return { api: fileOf(apiItemPath(row, slug)), twin: twinPath(row, slug) };
}

/** `load`, run once per path; a failed load is tried again by the next call that needs it. */
function once<T>(load: (path: string) => Promise<T>): (path: string) => Promise<T> {
  const loaded = new Map<string, Promise<T>>();
  return (path) => {
    let pending = loaded.get(path);
    if (!pending) {
      pending = load(path);
      loaded.set(path, pending);
      pending.catch(() => loaded.delete(path));
    }
    return pending;
  };
}
