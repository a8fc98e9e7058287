/**
 * What the MCP server answers from: the same files the REST layer serves. The baked index
 * (summaries, search fields) is in memory, since every answer needs it; a document or a markdown
 * twin is read from its published file the first time a call needs it, then kept for the life of
 * the instance (the files change only with a deploy, which starts new instances). Only slugs the
 * index lists are read, so a client's slug never becomes a path of its choosing.
 */
import type { Collection } from '../core/collections/define.ts';
import { SINGLETON_COLLECTIONS, type Documents } from '../core/collections/documents.ts';
import { apiItemPath, apiPath, fileOf, twinPath } from '../core/collections/paths.ts';
import type { COLLECTIONS } from '../core/collections/registry.ts';
import type { ApiIndex } from '../core/query/api-index.ts';
import { indexedItem } from './indexed-items.ts';

export interface McpData {
  /** Filters, limits, search, slugs and resource listings run over this, exactly as for REST. */
  index: ApiIndex;
  /** A document as its published API file holds it; undefined for a slug the index does not list. */
  document: (row: Collection, slug?: string) => Promise<Record<string, unknown> | undefined>;
  /** A document's markdown twin, byte for byte the published file; undefined for a slug the index does not list. */
  twin: (row: Collection, slug?: string) => Promise<string | undefined>;
}

/**
 * Reads one file of the published site by its path there (`/api/v1/profile.json`, `/projects/x.md`)
 * as UTF-8 text: the function reads the files shipped beside it; tests and the docs page, memory.
 */
export type ReadPublishedFile = (path: string) => Promise<string>;

export function publishedData(index: ApiIndex, read: ReadPublishedFile): McpData {
  const files = new Map<string, Promise<string>>();
  // Each file once; a failed read is tried again by the next call that needs it.
  const once = (path: string) => {
    const pending = files.get(path) ?? read(path);
    files.set(path, pending);
    pending.catch(() => files.delete(path));
    return pending;
  };
  const published = (row: Collection, slug: string | undefined): { api: string; twin: string } | undefined => {
    if (row.kind === 'singleton') return slug === undefined ? { api: fileOf(apiPath(row)), twin: twinPath(row) } : undefined;
    return slug !== undefined && indexedItem(index, row, slug) ? { api: fileOf(apiItemPath(row, slug)), twin: twinPath(row, slug) } : undefined;
  };
  return {
    index,
    // The file was emitted from the row's detail schema: a JSON object.
    document: async (row, slug) => {
      const paths = published(row, slug);
      return paths && (JSON.parse(await once(paths.api)) as Record<string, unknown>);
    },
    twin: async (row, slug) => {
      const paths = published(row, slug);
      return paths && once(paths.twin);
    },
  };
}

/** Each singleton's document (the profile), by collection name. */
export type Singletons = Pick<Documents, Extract<(typeof COLLECTIONS)[number], { kind: 'singleton' }>['name']>;

/** The singletons' documents: the server's name, instructions and the titles of its prompts and resources come from them. */
export async function readSingletons(data: McpData): Promise<Singletons> {
  const entries = await Promise.all(SINGLETON_COLLECTIONS.map(async (row) => [row.name, await data.document(row)] as const));
  // Each file was emitted from its row's detail schema, which is what `Documents` says of it.
  return Object.fromEntries(entries) as unknown as Singletons;
}
