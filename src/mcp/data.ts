import type { ApiDetails } from '../core/api-data.ts';
import type { ApiIndex } from '../core/api-index.ts';

/** What the MCP server answers from: the same baked files the REST layer serves. */
export interface McpData {
  /** Filters, limits and search run over this, exactly as for REST. */
  index: ApiIndex;
  /** Whole resources (profile, projects, articles), byte-for-byte the pre-rendered REST bodies. */
  details: ApiDetails;
}
