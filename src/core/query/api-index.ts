/** What the build bakes for the request-time layer: summaries, the fields queries read, each file's ETag; no bodies. */
import { LIST_COLLECTIONS, itemsOf, summariesOf, type Documents } from '../collections/documents.ts';

export interface ApiIndex {
  baseUrl: string;
  lists: Record<string, IndexedList>;
  files: Record<string, StaticFile>;
}

export interface IndexedList {
  summaries: Record<string, unknown>[];
  /** The fields search, the filter and MCP read that the summary lacks; absent when there are none. */
  extra?: Record<string, unknown>[];
}

/** A list's items as the index holds them: summary and extra fields. */
export const indexedItems = (list: IndexedList | undefined): Record<string, unknown>[] =>
  (list?.summaries ?? []).map((summary, i) => ({ ...summary, ...list?.extra?.[i] }));

export interface StaticFile {
  file: string;
  etag: string;
}

export function buildApiIndex(baseUrl: string, documents: Documents, files: Record<string, StaticFile>): ApiIndex {
  const lists: Record<string, IndexedList> = {};
  for (const row of LIST_COLLECTIONS) {
    const items = itemsOf(documents, row);
    const read = new Set([...row.search.fields, row.filter.field, row.lastModified]);
    const missing = [...read].filter((f): f is string => f !== undefined && !Object.hasOwn(row.summary.shape, f));
    const extra = items.map((item) => Object.fromEntries(missing.map((field) => [field, item[field]])));
    lists[row.name] = { summaries: summariesOf(row, items), ...(missing.length > 0 ? { extra } : {}) };
  }
  return { baseUrl, lists, files };
}

// One file per list, so the MCP function's cold start parses only the list a call reads; the edge function imports
// the whole `api-index.json`, from the same build.
export const INDEX_PARTS_DIR = 'api-index';

const HEAD = `${INDEX_PARTS_DIR}/index.json`;
const FILES = `${INDEX_PARTS_DIR}/files.json`;
const listPart = (name: string) => `${INDEX_PARTS_DIR}/lists/${name}.json`;

type Head = Pick<ApiIndex, 'baseUrl'> & { lists: string[] };

export function indexParts(index: ApiIndex): Map<string, string> {
  return new Map([
    [HEAD, JSON.stringify({ baseUrl: index.baseUrl, lists: Object.keys(index.lists) } satisfies Head)],
    [FILES, JSON.stringify(index.files)],
    ...Object.entries(index.lists).map(([name, list]) => [listPart(name), JSON.stringify(list)] as [string, string]),
  ]);
}

/** Each part read when first used, then kept. */
export function indexFromParts(read: (part: string) => string): ApiIndex {
  const head = JSON.parse(read(HEAD)) as Head;
  const lazy = (object: object, key: string, part: string) => {
    let value: unknown;
    Object.defineProperty(object, key, { enumerable: true, get: () => (value ??= JSON.parse(read(part))) });
  };
  const lists: Record<string, IndexedList> = {};
  for (const name of head.lists) lazy(lists, name, listPart(name));
  const index = { baseUrl: head.baseUrl, lists } as ApiIndex;
  lazy(index, 'files', FILES);
  return index;
}
