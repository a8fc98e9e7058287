import type { Documents } from '../core/collections/documents.ts';
import type { ApiIndex } from '../core/query/api-index.ts';

/** What the MCP server answers from: the same baked files the REST layer serves. */
export interface McpData {
  /** Filters, limits and search run over this, exactly as for REST. */
  index: ApiIndex;
  /** Every collection's documents, byte for byte the pre-rendered REST bodies. */
  documents: Documents;
  /** Every markdown twin by its path (`/projects/x.md`), byte for byte the pre-rendered files. */
  twins: Readonly<Record<string, string>>;
}
