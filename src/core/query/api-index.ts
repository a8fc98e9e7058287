/**
 * What the build bakes for the request-time layer (the edge function, and the MCP function's
 * filters, search and resource listing): each list's summaries plus the few fields search, the
 * filter or an MCP resource read that a summary lacks, and the pre-rendered file (with its ETag)
 * behind each public path. Small on purpose: no bodies. Built by `buildApiIndex` alone, at build
 * time and for the docs' examples.
 */
import type { ListCollection } from '../collections/define.ts';
import { LIST_COLLECTIONS, itemsOf, summariesOf, type Documents } from '../collections/documents.ts';

export interface ApiIndex {
  baseUrl: string;
  /** Per list collection, by name, in list order. */
  lists: Record<string, IndexedList>;
  /** Public path (`/api/v1/projects/x`) → the pre-rendered file that answers it. */
  files: Record<string, StaticFile>;
}

export interface IndexedList {
  /** The items as `GET /api/v1/{name}` lists them. */
  summaries: Record<string, unknown>[];
  /** Per item, the fields search, the filter and the item's MCP resource read that the summary lacks (a project's `problem` and `updatedAt`); absent when there are none. */
  extra?: Record<string, unknown>[];
}

export interface StaticFile {
  /** Path of the file in the published site. */
  file: string;
  etag: string;
}

export function buildApiIndex(baseUrl: string, documents: Documents, files: Record<string, StaticFile>): ApiIndex {
  const lists: Record<string, IndexedList> = {};
  for (const row of LIST_COLLECTIONS) {
    const items = itemsOf(documents, row);
    const missing = extraFields(row);
    lists[row.name] = {
      summaries: summariesOf(row, items),
      ...(missing.length > 0 ? { extra: items.map((item) => Object.fromEntries(missing.map((field) => [field, item[field]]))) } : {}),
    };
  }
  return { baseUrl, lists, files };
}

/** The fields search, the filter and the item's MCP resource (its last change) read that the summary does not hold. */
function extraFields(row: ListCollection): string[] {
  const read = new Set<string>([...row.search.fields, row.filter.field, ...(row.lastModified === undefined ? [] : [row.lastModified])]);
  return [...read].filter((field) => !Object.hasOwn(row.summary.shape, field));
}

/** A field of item `i`, from its summary or its extra fields. */
export function fieldOf(list: IndexedList, i: number, field: string): unknown {
  const summary = list.summaries[i];
  return summary !== undefined && Object.hasOwn(summary, field) ? summary[field] : list.extra?.[i]?.[field];
}
