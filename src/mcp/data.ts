import type { Collection } from '../core/collections/define.ts';
import type { ApiIndex } from '../core/query/api-index.ts';

/**
 * What the MCP server answers from: the same files the REST layer serves. The baked index
 * (summaries, search fields) is in memory, since every answer needs it; a document or a markdown
 * twin is read from the published site only when a call needs it (published-data.ts).
 */
export interface McpData {
  /** Filters, limits, search, slugs and resource listings run over this, exactly as for REST. */
  index: ApiIndex;
  /** A document as its published API file holds it; undefined for a slug the index does not list. */
  document: (row: Collection, slug?: string) => Promise<Record<string, unknown> | undefined>;
  /** A document's markdown twin, byte for byte the published file; undefined for a slug the index does not list. */
  twin: (row: Collection, slug?: string) => Promise<string | undefined>;
}

/**
 * Reads one file of the published site, by its path there (`/api/v1/profile.json`,
 * `/projects/x.md`), as UTF-8 text; called once per file, but a prompt may ask for every project's
 * twin at once. Supplied by the runtime's glue: the MCP function reads the files shipped beside
 * it; tests and the docs page read from memory.
 */
export type ReadPublishedFile = (path: string) => Promise<string>;
